import { MONTHS } from '../reading/date-words';
import { normalizeText } from '../reading/text';
import { keepEnye, STOPWORDS, stem } from './terms';

/**
 * What a visitor's question is about, beside its words: the things it names, and whether it asks what the
 * business does at all. A passage answers a question only when the knowledge knows the things it names
 * ("do you do MOTs on motorbikes?" is not answered by a passage on cars when no passage mentions motorbikes).
 */

/**
 * Prepositions that introduce what a question is about beside the business itself: "on motorbikes", "con un
 * perro guía", "en la playa" ("of"/"de" only join a noun to another, "to" opens verbs too).
 */
const PREPOSITIONS = new Set('on for with in at from by into without near en con para por sin al'.split(' '));
/** The Spanish ones, after which a verb is an infinitive. */
const SPANISH = new Set('en con para por sin al'.split(' '));
/** Articles and the like between a preposition and its thing ("en la playa", "with a guide dog"). */
const DETERMINERS = new Set(
  (
    'a an the any some these those this that un una unos unas el la los las estos estas este esta ese esa ' +
    'esos esas algun alguna algunos algunas cualquier otro otra otros otras another other'
  ).split(' '),
);
/** "with my partner", "para mi hija": the visitor's own people and things are the situation, not a topic. */
const POSSESSIVES = new Set(
  'my our your his her their mi mis tu tus su sus nuestro nuestra nuestros nuestras'.split(' '),
);

/**
 * Words right after a preposition that are actions, not things: after a Spanish one an infinitive, with a
 * pronoun too ("para aparcar", "en arreglarla"), or a "vosotros"/"nosotros" form; after an English one a
 * gerund ("for being"). After an article a noun follows ("con un taller", "on the water").
 */
const VERB_ES = /^\p{L}{2,}(?:[aei]r(?:lo|la|los|las|le|les|me|te|se|nos|os)?|[aei]is|[aei]mos)$/u;
const VERB_EN = /^\p{L}{3,}ing$/u;
/** "check-in", "drop-off", "pick-up": an activity named by a verb and its particle. */
const PHRASAL = /^\p{L}+-(?:in|out|up|off|on)$/u;
/** A thing is named in at most a few words ("a young driver fee", "un perro guía"). */
const MAX_RUN = 3;

/**
 * The things a question names after a preposition: runs of content words, each folded and stemmed as
 * retrieval compares them ("¿podemos hacer la sesión en la playa?" → [playa]; "con un perro guía" → [perro,
 * guia]). Months and `light` words ("time", "día") name nothing in particular.
 */
export function namedThings(question: string, light: ReadonlySet<string>): string[][] {
  const words = normalizeText(keepEnye(question))
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  const out: string[][] = [];
  for (let i = 0; i < words.length - 1; i++) {
    if (!PREPOSITIONS.has(words[i]!) || POSSESSIVES.has(words[i + 1]!)) continue;
    const determined = DETERMINERS.has(words[i + 1]!);
    const verb = SPANISH.has(words[i]!) ? VERB_ES : VERB_EN;
    const run: string[] = [];
    for (let j = determined ? i + 2 : i + 1; j < words.length && run.length < MAX_RUN; j++) {
      const w = words[j]!;
      if (w.length < 3 || /\d/.test(w) || STOPWORDS.has(w) || PREPOSITIONS.has(w) || DETERMINERS.has(w))
        break;
      if ((!determined && verb.test(w)) || PHRASAL.test(w) || Object.hasOwn(MONTHS, w)) break;
      const t = stem(w);
      if (STOPWORDS.has(t)) break;
      if (!light.has(t)) run.push(...termsOfWord(t));
    }
    if (run.length > 0) out.push(run);
  }
  return out;
}

/**
 * "do you (also) <verb> <thing>?", "¿arregláis <cosa>?": the thing the business is asked to do something to, its
 * object, up to the first word that is no part of a thing ("do you clean solar panels in winter?" → [solar,
 * panel]). Folded and stemmed as namedThings gives them.
 */
const OBJECT_EN =
  /^(?:(?:and|so|but|ok|oh|hi|hey)[,\s]+)*(?:do|can|could|would|will) (?:you|u|ya)(?: guys| also| even| still| ever)* (?!have\b|do\b|need\b|know\b|open\b|close\b|offer\b|provide\b|mind\b)(\p{L}{3,})\s+(.+)$/u;
const OBJECT_ES =
  /^(?:(?:y|pero|oye|hola|vale)[,\s]+)*(?:tambien\s+)?(?!teneis\b|haceis\b|sois\b|estais\b|abris\b|cerrais\b|ofreceis\b|podeis\b)(\p{L}{3,}(?:ais|eis))\s+(.+)$/u;

export function objectThings(question: string, light: ReadonlySet<string>): string[][] {
  const s = normalizeText(keepEnye(question))
    .replace(/^[¿¡\s]+/u, '')
    .replace(/[?!.;:].*$/su, '')
    .replace(/[¿¡,]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = OBJECT_EN.exec(s) ?? OBJECT_ES.exec(s);
  if (!m) return [];
  const words = m[2]!.split(' ');
  const start = DETERMINERS.has(words[0]!) || POSSESSIVES.has(words[0]!) ? 1 : 0;
  const run: string[] = [];
  for (let j = start; j < words.length && run.length < MAX_RUN; j++) {
    const w = words[j]!;
    if (w.length < 3 || /\d/.test(w) || STOPWORDS.has(w) || PREPOSITIONS.has(w) || DETERMINERS.has(w)) break;
    if (VERB_EN.test(w) || Object.hasOwn(MONTHS, w)) break;
    const t = stem(w);
    if (STOPWORDS.has(t)) break;
    if (!light.has(t)) run.push(...termsOfWord(t));
  }
  return run.length > 0 ? [run] : [];
}

/** A hyphenated word is compared as its parts ("cover-up" → cover, up). */
const termsOfWord = (t: string) =>
  t
    .split('-')
    .filter((p) => p.length >= 3 && !STOPWORDS.has(p))
    .map(stem);

/** Verbs that ask what a business does: "what do you do?", "¿a qué os dedicáis?", "what do you offer?". */
const DOING =
  /\b(?:do|does|offer|offers|provide|sell|make|haceis|hacen|haces|hace|hacemos|dedicais|dedican|dedicas|dedica|ofreceis|ofrecen|ofreces|ofrece|vendeis|venden|is this|es esto|are you|sois|son ustedes|va esto|trata)\b/u;
const WHAT = /\b(?:what|whats|que|quienes|who|a que|de que)\b/u;
/** Words that add nothing to "what do you do?": "exactly", "here", "kind of services", "la empresa". */
const ABOUT_ANY = new Set(
  (
    'exactly actually really here again anyway then kind sort type service business company place shop ' +
    'exactamente realmente aqui entonces tipo clase servicio negocio empresa sitio tienda exacto'
  )
    .split(' ')
    .map(stem),
);

/** The verbs themselves, as terms ("offer", "ofrecei", "dedican"). */
const DOING_TERM =
  /^(?:offer\w*|provid\w*|sell\w*|mak\w*|do|doe|ofrec\w*|dedic\w*|vend\w*|hac[ei]\w*|hag\w*|trat\w*|va)$/u;

/**
 * Whether a question asks what the business is or does, and nothing more ("what do you guys do exactly?",
 * "¿a qué se dedican?", "what services do you offer?"): the business description answers it.
 */
export function asksWhatBusinessDoes(question: string, terms: string[]): boolean {
  const s = normalizeText(question).replace(/[^\p{L}\p{N}\s]+/gu, ' ');
  if (!WHAT.test(s) || !DOING.test(s)) return false;
  return terms.every((t) => ABOUT_ANY.has(t) || DOING_TERM.test(t));
}
