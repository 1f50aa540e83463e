import { meaningsIn } from './lexicon';
import { FILLER } from './option-positions';
import { normalizeText, wordsOf } from './text';

/**
 * Whether the words that mention an option account for the reply, or the mention says something else: the
 * option ruled out ("without an agent"), someone else's ("my agent", "the agent we used") when the question
 * asks what the visitor is, one item of a list beside a thing no option holds ("a jacket and trousers"), or a
 * word of a name ("Rose Baker").
 * A select value is stored only when the reading accounts for the reply; a doubted one is asked again.
 */
const LINK = /^(?:and|y|e|&|plus|\+|with|con)$/;
const DETERMINER = /^(?:a|an|the|some|un|una|unos|unas|el|la|los|las|my|mi|mis)$/;
const NEGATORS = /^(?:not|no|without|never|except|sin|ni|nunca|excepto|salvo|menos)$/;
const POSSESSIVE = /^(?:my|our|his|her|their|mi|mis|su|sus|nuestro|nuestra|nuestros|nuestras)$/;
const THROUGH = /^(?:through|via|using|thru|mediante)$/;
const SUBJECT = /^(?:i|we|he|she|they|you|yo|nosotros)$/;
const STOP = new Set(['the', 'a', 'an', 'of', 'for', 'de', 'del', 'la', 'el', 'los', 'las', 'y', 'and', 'e']);

/** "Are you an agent or a private seller?", "¿Eres particular o profesional?": a question about who the visitor is. */
export function asksWhoYouAre(question: string): boolean {
  return /^[¿¡\s]*(?:are you|you are|is this for you as|eres|es usted|sois|son ustedes|usted es)\b/u.test(
    normalizeText(question),
  );
}

/** The tokens of a text, punctuation kept as tokens of its own (a clause break stops every look around). */
function tokens(text: string): string[] {
  return (
    normalizeText(text)
      .replace(/[’']/g, ' ')
      .match(/[\p{L}\p{N}&+]+|[,.;:!?()—–-]/gu) ?? []
  );
}

/** The same tokens with their case kept (a capital tells a name apart). */
const casedTokens = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']/g, ' ')
    .match(/[\p{L}\p{N}&+]+|[,.;:!?()—–-]/gu) ?? [];

/**
 * "Rose Baker here" (Roses), "from Corporate Events Ltd" (Corporate): the option's words inside a run of
 * capitalised words that goes on past them are part of a name, not a choice. A reply with no small letters
 * tells nothing by its capitals; "I" is no name.
 */
function inProperName(cased: string[], i: number, j: number): boolean {
  const capital = (t: string | undefined) => !!t && /^\p{Lu}/u.test(t) && t !== 'I';
  if (![i, j].every((k) => capital(cased[k]))) return false;
  return capital(cased[i - 1]) || capital(cased[j + 1]);
}

const singular = (w: string) => w.replace(/(?:es|s)$/, '');
const plural = (a: string, b: string) => b === `${a}s` || b === `${a}es`;
const sameWord = (a: string, b: string) =>
  a === b || (a.length >= 4 && (singular(a) === singular(b) || plural(a, b) || plural(b, a)));

/** Where the option's own words are said: the index of each token that is one of them. */
function mentions(option: string, said: string[]): number[] {
  const own = wordsOf(normalizeText(option)).filter((w) => !STOP.has(w) && /\p{L}{3,}/u.test(w));
  return said.flatMap((t, i) => (own.some((w) => sameWord(t, w)) ? [i] : []));
}

/** The words before token `i` in its clause, nearest first, at most `n`. */
function before(said: string[], i: number, n: number): string[] {
  const out: string[] = [];
  for (let k = i - 1; k >= 0 && out.length < n; k--) {
    if (!/\p{L}|\p{N}|&|\+/u.test(said[k]!)) break;
    out.push(said[k]!);
  }
  return out;
}

/**
 * "not the", "without an", "sin": a negation governing the mention, at most two words before it. An option that
 * is itself negative ("No hot water", "Sin prisa") is said by a negation ("no corre prisa"), not ruled out.
 */
const negated = (said: string[], i: number, own: string[]) => {
  if (own.some((w) => NEGATORS.test(w))) return false;
  const back = before(said, i, 4);
  return back.some(
    (w, k) =>
      (k < 3 && NEGATORS.test(w)) || (w === 't' && /^(?:don|doesn|didn|won)$/.test(back[k + 1] ?? '')),
  );
};

export const PAST =
  /\b(?:last (?:time|year|month|week|summer|winter)|used to|previously|in the past|(?:years|months|ages|long) ago|(?<!desde )hace (?:\w+ )?(?:anos|meses|tiempo|mucho)|when i was (?:young|little|a kid)|cuando era (?:pequen[oa]|nin[oa]|joven)|(?:la|esa) (?:ultima|otra) vez|el (?:ano|mes|verano|invierno) pasado|la (?:semana|vez) pasada|solia|soliamos)\b/u;
export const AGAIN = /\b(?:same|again|like|as|como|igual|mismo|misma|otra vez|de nuevo|repetir|repeat)\b/u;

/** "el dormitorio lo hicimos el año pasado": a clause about what was, not said to want it again ("same as last time"). */
export const isPastClause = (clause: string): boolean => PAST.test(clause) && !AGAIN.test(clause);

/**
 * "last year I did the beginner course, now…", "el año pasado fui a grupo": the mention sits in a clause about
 * what was, not what is wanted ("same as last time" asks for it again and is no doubt).
 */
function inPastClause(said: string[], i: number): boolean {
  let from = i;
  while (from > 0 && /\p{L}|\p{N}|&|\+/u.test(said[from - 1]!)) from--;
  let to = i;
  while (to + 1 < said.length && /\p{L}|\p{N}|&|\+/u.test(said[to + 1]!)) to++;
  return isPastClause(said.slice(from, to + 1).join(' '));
}

/** The tokens of the clause around token `i` (up to the punctuation on either side). */
function clauseAt(said: string[], i: number): string[] {
  let from = i;
  while (from > 0 && /\p{L}|\p{N}|&|\+/u.test(said[from - 1]!)) from--;
  let to = i;
  while (to + 1 < said.length && /\p{L}|\p{N}|&|\+/u.test(said[to + 1]!)) to++;
  return said.slice(from, to + 1);
}

const TURNED_DOWN =
  /\b(?:too (?:expensive|pricey|dear|costly|much|big|small|far)|(?:d|would|had) rather not|prefer not|(?:prefiero|preferimos|preferiria|prefeririamos) que no|demasiado (?:car[oa]|grande|pequen[oa]|lejos)|can ?t afford|out of (?:our|my) (?:budget|price range)|over (?:our|my) budget|fuera de (?:nuestro|mi) presupuesto|(?:doesn|don) t suit|no (?:me|nos) (?:convence|conviene|llega))\b/u;

/** "the suite sounded nice but too pricey", "el premium no me convence": the mention's clause turns it down. */
const turnedDown = (said: string[], i: number) => TURNED_DOWN.test(clauseAt(said, i).join(' '));

/** "the invisible ones rather than metal", "en vez de la de metal": the mention is what the answer is set against. */
const SET_AGAINST = /\b(?:rather than|instead of|en vez de|en lugar de)(?:\s\S+){0,2}$/u;
const setAgainst = (said: string[], i: number) => SET_AGAINST.test(before(said, i, 6).reverse().join(' '));

/** "vengo por otra cosa", "something else really": the reply says the choice is not the option it names. */
const SOMETHING_ELSE =
  /\b(?:something else|something different|another thing|otra cosa|algo distinto|algo diferente)\b/u;

/** "my agent", "through an agent", "the agent I used before": the option is someone the visitor speaks of. */
function someoneElses(said: string[], i: number): boolean {
  const back = before(said, i, 2);
  const near = back[0] && DETERMINER.test(back[0]) && !POSSESSIVE.test(back[0]) ? back[1] : back[0];
  if (near && (POSSESSIVE.test(near) || THROUGH.test(near))) return true;
  const next = said[i + 1] ?? '';
  return SUBJECT.test(next) || (/^(?:who|that|que|whom)$/.test(next) && SUBJECT.test(said[i + 2] ?? ''));
}

/** "a jacket and trousers": the mention joined by "and" to a thing (a word the lexicon knows) no option holds. */
function besideAnotherThing(
  options: readonly string[],
  option: string,
  said: string[],
  i: number,
  j: number,
): boolean {
  const optionWords = new Set(options.flatMap((o) => wordsOf(normalizeText(o))));
  // "corte y beard trim" for "Corte y barba": a word that means the chosen option's own meaning is no other thing.
  const own = meaningsIn(normalizeText(option));
  const thing = (w: string | undefined) =>
    !!w &&
    /^\p{L}{3,}$/u.test(w) &&
    !FILLER.has(w) &&
    ![...optionWords].some((o) => sameWord(w, o)) &&
    meaningsIn(w).size > 0 &&
    ![...meaningsIn(w).keys()].some((m) => own.has(m));
  const back = before(said, i, 3);
  const linkBack = back.findIndex((w) => LINK.test(w));
  if (linkBack === 0 || (linkBack === 1 && DETERMINER.test(back[0]!)))
    if (thing(back[linkBack + 1])) return true;
  let k = j + 1;
  if (!LINK.test(said[k] ?? '')) return false;
  k++;
  if (DETERMINER.test(said[k] ?? '')) k++;
  return thing(said[k]);
}

const TIME_REL = /^(?:after|before|until|till|since|despues|antes|tras|hasta|desde)$/;
const LEADS = /^(?:the|el|la|los|las|de|del|this|these|este|esta|estas|estos)$/;
/** "we're after a loft conversion", "I'm after the blue one": "after" that means looking for. */
const SEEKING = /^(?:re|are|is|am|m|s|was|were|be|been|being|just|really|only|mainly|mostly)$/;

/**
 * "start straight after the summer holidays", "antes del verano": a time said relative to the option's (after
 * it, before it) is not the option. An option that is itself relative ("Before 9am") is said by such a word;
 * "we're after a loft conversion" looks for it (a form of "be" before "after", or "a/an" after it).
 */
function relativeTo(said: string[], i: number, own: string[]): boolean {
  if (own.some((w) => TIME_REL.test(w))) return false;
  const back = before(said, i, 5);
  const at = back.findIndex((w) => !LEADS.test(w));
  return at >= 0 && TIME_REL.test(back[at]!) && !SEEKING.test(back[at + 1] ?? '');
}

/** "we're bringing our own tent", "con nuestra propia tienda": the visitor's own thing, not the one offered. */
const ownThing = (said: string[], i: number) => /^(?:own|propi[oa]s?)$/.test(before(said, i, 1)[0] ?? '');

const BREAKS_WITHOUT = /^(?:and|y|e|but|pero|with|con|or|o)$/;

/** "sin tener que cambiarme de gafas", "without having to change the van": the mention ends a "without …" clause. */
function withoutClause(said: string[], i: number, own: string[]): boolean {
  if (own.some((w) => NEGATORS.test(w))) return false;
  const back = before(said, i, 6);
  const at = back.findIndex((w) => w === 'sin' || w === 'without');
  return at >= 0 && !back.slice(0, at).some((w) => BREAKS_WITHOUT.test(w));
}

/** What may follow "para mi" when it is the pronoun said without its accent ("para mi también"). */
const AFTER_PRONOUN =
  /^(?:y|e|o|tambien|solo|sola|solito|solita|mismo|misma|mismos|no|si|gracias|pero|porque|pues|que|por|please|thanks)$/;

/**
 * "es para mi suegro" is not "Para mí": the unstressed possessive "mi" before a noun belongs to someone else; the
 * option ends in the pronoun (written "mí" or said alone at a clause's end).
 */
function possessiveMi(option: string, said: string[], i: number, reply: string): boolean {
  const own = wordsOf(normalizeText(option));
  if (own[own.length - 1] !== 'mi' || said[i + 1] !== 'mi') return false;
  const next = said[i + 2] ?? '';
  if (!/^\p{L}+$/u.test(next) || AFTER_PRONOUN.test(next)) return false;
  return /(?<!\p{L})mi\s+\p{L}/u.test(reply.normalize('NFC'));
}

/**
 * Whether every mention of `option` in the reply is doubted (see above). An option said in no words of its own
 * (read by meaning or position) is not doubted here.
 */
export function optionDoubted(
  options: readonly string[],
  option: string,
  reply: string,
  question: string,
): boolean {
  const said = tokens(reply);
  const at = mentions(option, said);
  if (at.length === 0) return false;
  const who = asksWhoYouAre(question);
  // The mention's run of the option's own words ("private seller"): the link after it is looked for past them.
  const runEnd = (i: number) => {
    let j = i;
    while (at.includes(j + 1)) j++;
    return j;
  };
  const starts = at.filter((i) => !at.includes(i - 1));
  const own = wordsOf(normalizeText(option));
  const cased = /\p{Ll}/u.test(reply) ? casedTokens(reply) : [];
  if (SOMETHING_ELSE.test(said.join(' '))) return true;
  return starts.every(
    (i) =>
      (cased.length === said.length && inProperName(cased, i, runEnd(i))) ||
      negated(said, i, own) ||
      inPastClause(said, i) ||
      (who && someoneElses(said, i)) ||
      turnedDown(said, i) ||
      setAgainst(said, i) ||
      relativeTo(said, i, own) ||
      ownThing(said, i) ||
      withoutClause(said, i, own) ||
      possessiveMi(option, said, i, reply) ||
      besideAnotherThing(options, option, said, i, runEnd(i)),
  );
}
