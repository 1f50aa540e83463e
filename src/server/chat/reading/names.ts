import { BUSINESS_WORD } from './business-words';
import { isGreetingOnly } from './cues';
import {
  cleanFact,
  isClause,
  isFreeText,
  withoutAckSentence,
  withoutFinalStop,
  withoutPlaceLead,
} from './facts';
import { identifiersIn } from './identifiers';
import { PARTICLES, RELATION, ROWS, SHORT_NOISE, SUFFIX, TITLES } from './name-words';
import { withoutQuestionLabel } from './naming';
import { findWordNumbers } from './number-words';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

/** How a text question's answer is cleaned: a person's name, an identifier (order number…), or any text. */
export type TextKind = 'name' | 'identifier' | 'text';

const NAME_QUESTION =
  /\b(?:name|names|nombre|nombres|apellido|apellidos|surname|llamas|llama|llamo|contact person|persona de contacto)\b|\bcon quien\b|\bpara quien\b|\b(?:who|whom|quien)\b.*\b(?:ask|speak|speaking|talk|talking|contact|address|calling|writing|chatting|recommend\w*|refer\w*|hablo|hablamos|hablando|pregunt\w*|dirig\w*|contact\w*|escribe|llama|recomend\w*)\b/;
/** "Who is the appointment for?": a question about the person something is for (an event is not one). */
export const WHO_IS_IT_FOR =
  /^[¿\s]*(?:who|whom)\b(?!.*\b(?:event|party|celebration|gift|present|cake|surprise)\b)(?:\s+\w+){1,3}\s+for\b/;
const ID_QUESTION =
  /\b(?:order|pedido|reference|referencia|ref|booking|localizador|code|codigo|id|invoice|factura|ticket|tracking|seguimiento|policy|poliza|serial|matricula|plate|dni|nif|cif|nie|passport|pasaporte|membership|socio|expediente|registration|registro|case|claim|number|numero|n[ºo°])\b/;
const ID_WORDS = /\b(?:number|numero|code|codigo|reference|referencia|id)\b/;
const COMPANY_OR_PLACE =
  /\b(?:company|empresa|business|negocio|brand|marca|city|ciudad|country|pais|website|web)\b/;

/** The kind of a text question, from its wording. */
export function textKind(questionText: string): TextKind {
  const q = normalizeText(questionText);
  // "What name is the booking under?" asks a name; "Booking reference?" an identifier.
  if ((NAME_QUESTION.test(q) || WHO_IS_IT_FOR.test(q)) && !COMPANY_OR_PLACE.test(q) && !ID_WORDS.test(q))
    return 'name';
  if (ID_QUESTION.test(q)) return 'identifier';
  return 'text';
}

/** What a text question reads in an answer. */
export type TextReading =
  | { kind: 'value'; value: string }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'invalid'; reason: 'name' | 'identifier' | 'empty' };

const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f|\u20e3/gu;
const EDGE_EMOJI = new RegExp(`^(?:${EMOJI.source}|\\s)+|(?:${EMOJI.source}|\\s)+$`, 'gu');
const EMOTICON = /(?:^|\s)(?:[:;=]-?[)(DPp]|<3|xD|XD|\^\^|:\*)(?=\s|$)/g;
const GREETING =
  "(?:namaste|salaam|salam|shalom|ciao|aloha|bonjour|hallo|g'?day|wena[s]?|que onda|quiubo|kia ora|hi|hello|hey|heya|hiya|howdy|hola|holi|ola|(?:muy )?buenas(?: tardes| noches)?|buenos dias|buen dia|good (?:morning|afternoon|evening)|greetings|saludos|hi there|hello there|hey there|thanks|thank you|gracias)";
const FILLER =
  '(?:well|so|ok|okay|okey|alright|right|vale|pues|bueno|sure|claro|yes|yeah|yep|si|sorry|oops|perdon|perdona|disculpa|disculpe|ay|uy|ups|hmm+|um+|uh+|eh+|ah+|oh+|erm|mm+|let me see|let me check|let me think|a ver|dejame ver|veamos|i think|i guess|i believe|i reckon|creo que|creo|pienso que|supongo que|probably|probablemente|of course|por supuesto)';
const NAME_LEAD =
  "(?:myself|(?:her|his|their) name is|(?:her|his|their) name's|su nombre es|se llama|my full name is|my first name is|first name|mi nombre de pila es|just|only|simply|solo|simplemente|my name is|my name's|my names|the name is|the name's|name's|name is|name:|i am|i'm|im|it's|its|it is|this is|you can call me|call me|people call me|reservation for|reservation under|a reservation for|booking for|booking under|(?:a )?table for(?= \\D)|ask for|pregunta(?:d|r)? por|(?:una )?mesa para(?= \\D)|under the name(?: of)?|under|for|(?:(?:an?|the|el|la|un|una)\\s+)?(?:order|booking|reservation|table|cake|appointment|pedido|encargo|reserva|cita|tarta)\\s+(?:for|under|para|a nombre de)|me llamo|mi nombre completo es|mi nombre es|me llaman|llamame|yo soy|soy|soi|aqui|de parte de|la reserva esta a nombre de|reserva a nombre de|a nombre del|a nombre de la|a nombre de|para|es|habla|te escribe|le escribe|les escribe|nombre:)";
const ID_LEAD =
  "(?:it's|its|it is|this is|the number is|number is|es|el numero es|my order is|my order number is|mi pedido es|order number|order no\\.?|order #|order|pedido numero|numero de pedido|pedido|reference|referencia|ref\\.?|booking|reserva|code|codigo|id|n[ºo°]\\.?|number|numero|#)";
const TEXT_LEAD = "(?:it's|its|it is|es|that's|thats|that is|eso es)";
const THANKS =
  'thanks|thank you|thanks a lot|many thanks|thx|ty|gracias|muchas gracias|mil gracias|lol|haha+|jaja+|cheers|saludos|un saludo';
const HEDGE = 'by the way|btw|i think|i guess|creo|supongo|no se|i believe';
const TAIL = `(?:here|aqui|speaking|al habla|please|pls|por favor|is fine|will do|works|esta bien|vale|basta|is my name|that s my name|that's my name|that s me|that's me|es mi nombre|ese soy yo|${HEDGE}|${THANKS})`;

const lead = (alt: string) => new RegExp(`^(?:${alt})(?:[\\s,:;.!¡¿-]+|$)`, 'u');
const tail = (alt: string) => new RegExp(`(?:^|[\\s,;.!-]+)(?:${alt})[\\s!.,;]*$`, 'u');

/** Drops framing words at the start and end of an answer, as long as some remain; keeps the visitor's casing. */
function stripEdges(answer: string, leads: RegExp[], tails: RegExp[], innerEmoji = false): string {
  // A text keeps the emoji inside it ("a party 🎉 for my son"); a name or identifier keeps none.
  const emoji = innerEmoji ? EDGE_EMOJI : EMOJI;
  let s = answer.replace(emoji, ' ').replace(EMOTICON, ' ').replace(/\s+/g, ' ').trim();
  for (let guard = 0; guard < 12; guard++) {
    const before = s;
    s = s.replace(/^[\s,;:.!¡¿?"'«»“”()–—-]+|[\s,;:!?¡¿"'«»“”()–—-]+$/gu, '');
    const folded = foldKeepingIndexes(s);
    for (const r of leads) {
      const m = r.exec(folded);
      if (m && m[0].length < s.length) {
        s = s.slice(m[0].length);
        break;
      }
    }
    const folded2 = foldKeepingIndexes(s);
    for (const r of tails) {
      const m = r.exec(folded2);
      if (m && m.index > 0) {
        s = s.slice(0, m.index);
        break;
      }
    }
    if (s === before) break;
  }
  return s.trim();
}

/** A name or identifier without its final full stop ("Ana." → "Ana"; an initial's "J." stays). */
const dropStop = (s: string) => s.replace(/(?<!(?:^|\s)\p{L})\.+$/u, '').trim();

const NAME_LEADS = [lead(GREETING), lead(FILLER), lead(NAME_LEAD)];
const TEXT_LEADS = [lead(GREETING), lead(FILLER), lead(TEXT_LEAD)];
const ID_LEADS = [lead(GREETING), lead(FILLER), lead(ID_LEAD)];
const TAILS = [tail(TAIL)];
const THANKS_TAILS = [tail(`(?:${THANKS})`)];
const SHORT_TAILS = [tail(`(?:${HEDGE}|${THANKS})`)];

const COMMON = new Set(
  (
    'a an the and or but so not no yes of to in on at by for from with as is am are was were be been being have has had do does did ' +
    "i i'm im me my we our us you your he she it its they them their this that these those there here what which who how when where why " +
    'just very really also still already only even quite too new good fine well ok okay sure ready back sorry glad happy excited busy right alright ' +
    'looking interested planning writing calling contacting reaching trying going wondering hoping asking thinking getting coming ' +
    'need want would like could can will shall might must should let lets get got make made some any all one two much many more most ' +
    'about around between after before into over under again then than now today tomorrow week name names email phone number ' +
    'thanks thank please hi hello hey hola gracias de del la el los las lo le les un una unos unas y e o u que en con por para ' +
    'muy bien mal aqui alli ahi nuevo nueva buscando interesado interesada escribiendo llamando contactando desde feliz contento contenta ' +
    'tan ya tambien todavia yo tu el ella nosotros ellos mi mis su sus nuestro este esta ese esa eso esto cual quien como cuando donde ' +
    'necesito quiero queria querria me te se nos sobre al hola si bueno vale pues nada algo todo todos mas menos ' +
    'test testing asdf qwerty idk dunno nope nobody nadie anonymous anonimo anonima none ninguno ninguna ' +
    'people persons guests adults kids children personas invitados adultos ninos gente perdon perdona sorry ' +
    'somos seremos estamos vamos queremos tenemos tengo quiero hay buenas buenos dias tardes noches morning afternoon evening'
  ).split(' '),
);

export { identifiersIn } from './identifiers';

/** Keyboard noise rather than a word: "asdf", "qwerty", "jjjj", "sdfgh", "xkxkxk". */
export function isKeyboardNoise(word: string): boolean {
  const w = normalizeText(word).replace(/[^a-z]/g, '');
  if (w.length < 3) return false;
  if (SHORT_NOISE.has(w)) return true;
  if (/^(.)\1{2,}$/.test(w) || /^(..)\1{2,}$/.test(w)) return true;
  if (w.length >= 4 && ROWS.some((r) => r.includes(w) || [...r].reverse().join('').includes(w))) return true;
  return w.length >= 4 && !/[aeiouy]/.test(w);
}

const WORD = /^[\p{L}][\p{L}'’.-]*$/u;
const isCapitalised = (w: string) => /^\p{Lu}/u.test(w);

/** Whether a short piece of text reads as a person's name ("Marta Ruiz", "maría de la cruz", "O'Neill"). */
export function looksLikeName(text: string): boolean {
  const all = text.split(/\s+/).filter(Boolean);
  // "Thomas Whitfield III": a suffix after two words of a name.
  const words = all.length > 2 && SUFFIX.test(all[all.length - 1]!) ? all.slice(0, -1) : all;
  const core = words.filter((w) => !PARTICLES.has(normalizeText(w)));
  // "I misread": the pronoun "I" is never part of a name.
  if (words.some((w) => w === 'I')) return false;
  // "mum's", "we're": a possessive or a contraction says something about someone, it is not who they are.
  if (words.some((w) => /\p{L}['’]\p{L}{1,2}$/u.test(w) && !/^(?:o|d|l|mc)['’]/iu.test(w))) return false;
  if (core.length === 0 || core.length > 5 || words.length > 8) return false;
  if (!words.every((w) => WORD.test(w) || w === '&')) return false;
  if (PARTICLES.has(normalizeText(words[0]!)) && !isCapitalised(words[0]!)) return false;
  if (core.some((w) => isKeyboardNoise(w))) return false;
  // "Dr." alone is a title, not a name; "booking", "buscando" are what someone does, not who they are.
  if (core.every((w) => TITLES.has(normalizeText(w).replace(/\.$/, '')))) return false;
  if (core.some((w) => !isCapitalised(w) && /(?:ing|ando|iendo)$/.test(normalizeText(w)))) return false;
  // "Buscamos piso", "Tenemos dos": a word said as "we do" (-amos, -emos, -imos) is a verb, not a name.
  if (core.some((w) => /^\p{L}{4,}(?:amos|emos|imos)$/u.test(normalizeText(w)))) return false;
  // "somos cuatro", "two of us": a number is not a name.
  if (findWordNumbers(text).some((n) => n.end - n.start >= 3)) return false;
  const common = (w: string) => COMMON.has(normalizeText(w).replace(/[’]/g, "'"));
  // "Olga y estoy organizando": a capitalised name does not run on into lowercase words.
  const lower = core.filter((w) => !isCapitalised(w)).length;
  if (lower > 0 && lower < core.length && core.length > 2) return false;
  // A full stop belongs to an initial ("J. R."), not to the end of a sentence ("Miguel. Me…").
  const title = (w: string) => TITLES.has(normalizeText(w).replace(/\.$/, ''));
  if (words.some((w) => /\p{L}{3,}\.$/u.test(w) && !title(w) && w !== words[words.length - 1])) return false;
  // A capitalised common word is a name ("Will Smith") only beside a word that is not common ("Thanks" is not).
  return core.every((w) => isCapitalised(w) || !common(w)) && core.some((w) => !common(w));
}

// A name ends at a stop (not a title's: "Dr. Helen Park"), a comma, or a word that joins something else.
const CLAUSE_END =
  /(?<!(?:^|\s)(?:dr|dra|mr|mrs|ms|mx|prof|sr|sra|srta|st|drs|rev|fr|dña|dna|doña|dona|don|lic|ing|arq))\.|[,;!?¡¿()]|\s(?:and|y|but|pero|from|at|de la empresa|desde|of|con)\s/iu;

/** How plainly an introduction names the name: "my name is" over "I'm" (which may say what someone is). */
const explicitness = (phrase: string) =>
  /name|nombre|llamo|call me|llamame/.test(phrase) ? 2 : /this is|soy|i'm|i am/.test(phrase) ? 1 : 0;

const INTRO =
  /(?:^|[\s,.;!¡¿(])(?:my full name is|my name is|my name's|name's|i am|i'm|this is|me llamo|mi nombre es|mi nombre completo es|soy|call me|llamame|(?:her|his|their) name is|(?:her|his|their) name's|su nombre es|se llama|a nombre de|under the name(?: of)?|booking under|reservation under)\s+/giu;
const HERE =
  /(?:^|[\s,.;!¡¿(])([\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,3})\s+(?:here|speaking|aqui|al habla)(?!\p{L})/giu;

/** A name introduced inside a longer message ("…, I'm Laura by the way", "me llamo Ana y…", "Marta here"). */
export function introducedName(
  text: string,
  /** strict: only phrases that introduce a person ("my name is", "soy"), not "this is …" or "… here". */
  strict = false,
): (Span & { value: string }) | null {
  const folded = foldKeepingIndexes(text.replace(/[’]/g, "'"));
  // "I'm Dr. Park's assistant…, my name is Tom Hale": a phrase that names the name is heard first.
  const intros = [...folded.matchAll(INTRO)].sort((a, b) => explicitness(b[0]) - explicitness(a[0]));
  for (const m of intros) {
    // Strictly, only the visitor introducing themselves ("this is", "her name is" may be someone else).
    if (
      strict &&
      /(?:this is|her name is|his name is|their name is|her name's|his name's|their name's|su nombre es|se llama)\s+$/.test(
        m[0],
      )
    )
      continue;
    // "I'm her daughter, Grace": the writer's relation to someone is said before the name.
    const relation = new RegExp(`^(?:her|his|their|the|su|la|el)\\s+${RELATION}\\s*,?\\s+(?=\\p{Lu})`, 'iu');
    const from = m.index + m[0].length + (relation.exec(text.slice(m.index + m[0].length))?.[0].length ?? 0);
    // The name ends at a stop, a comma or a joining word ("I'm Olga and I'm organising…").
    const clause = text.slice(from).split(CLAUSE_END)[0] ?? '';
    const words = /^[\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,5}/u.exec(clause)?.[0] ?? '';
    const parts = words.split(/\s+/);
    // The name runs until a common word ("I'm Laura by the way" → "Laura").
    // A title opens the name and stays in it ("Dr. Helen Park").
    let titles = 0;
    while (titles < parts.length && TITLES.has(normalizeText(parts[titles]!).replace(/\.$/, ''))) titles++;
    let n = titles;
    while (n < parts.length && looksLikeName(parts.slice(0, n + 1).join(' '))) n++;
    // "I'm Will, looking for…": a capitalised word said alone after an introduction is a name, common or not.
    if (n === titles && parts.length === titles + 1 && /^\p{Lu}\p{Ll}{2,}$/u.test(parts[titles] ?? '')) n++;
    while (n > titles && PARTICLES.has(normalizeText(parts[n - 1]!))) n--;
    // "Dr. Park's assistant": a name followed by "'s" belongs to someone else.
    const after = clause.slice(parts.slice(0, n).join(' ').length);
    if (n > titles && !/^['’]s\b/.test(after) && !/['’]s$/.test(parts[n - 1]!)) {
      const value = parts.slice(0, n).join(' ');
      return { start: m.index, end: from + value.length, value };
    }
  }
  if (strict) return null;
  for (const m of folded.matchAll(HERE)) {
    const start = m.index + m[0].indexOf(m[1]!);
    const value = text.slice(start, start + m[1]!.length);
    const words = value.split(/\s+/);
    // Keep the name-like words just before "here".
    for (let i = 0; i < words.length; i++) {
      const candidate = words.slice(i).join(' ');
      if (looksLikeName(candidate)) return { start, end: m.index + m[0].length, value: candidate };
    }
  }
  return null;
}

const BREAK =
  /\s*(?:[,;!?¡¿()]+|(?<!(?:^|\s)(?:[Dd]rs?|[Dd]ra|[Dd][ñn]a|[Dd]o[ñn]a|[Dd]on|[Mm]rs?|[Mm][sx]|[Pp]rof|[Ss]ra?|[Ss]rta|[Ss]t|[Rr]ev|[Ll]ic|[Ii]ng|[Aa]rq))\.+|\s[-–—]+\s|\s(?:and|y|from|de la empresa|desde|but|pero)\s)\s*/u;
/** Reads a text answer: framing dropped, a name's own words kept, an identifier said once or twice taken alone. */
export function readText(answer: string, kind: TextKind, questionText = ''): TextReading {
  // "Conductor: Iñaki Etxeberria" to "¿Nombre del conductor principal?": the question's own words are a label.
  const given = typeof answer === 'string' ? answer.trim() : '';
  const raw = isFreeText(questionText) ? given : withoutQuestionLabel(given, questionText);
  if (!/[\p{L}\p{N}]/u.test(raw.replace(EMOJI, '')))
    return { kind: 'invalid', reason: kind === 'text' ? 'empty' : kind };
  if (kind === 'identifier') return readIdentifier(raw);
  if (kind === 'name') return readName(raw);
  // A list or a text on several lines is free text, kept exactly as written.
  if (raw.includes('\n')) return { kind: 'value', value: raw };
  const free = isFreeText(questionText);
  // Free text keeps its closing thanks ("…Tomás. Gracias!!"); a short fact loses "vale." before it.
  const opened = withoutGreeting(raw);
  const cleaned = free ? opened : stripEdges(withoutAckSentence(opened), [], THANKS_TAILS, true) || raw;
  const words = cleaned.split(/\s+/).length;
  // Short answers lose "it's", "I think", "let me check" too; a long text keeps its own words.
  const labelled = words <= 8 ? withoutLabel(cleaned, questionText) : cleaned;
  const short =
    words <= 6 && !free ? stripEdges(labelled, TEXT_LEADS, SHORT_TAILS, true) || labelled : labelled;
  // A short fact (a postcode, a handle, a town) loses "fair enough,", "handle is", "from" before a place.
  const value = free ? short : withoutFinalStop(withoutPlaceLead(cleanFact(short), questionText));
  if (!free && questionText && isClause(value, questionText)) return { kind: 'invalid', reason: 'empty' };
  // "soy Marta", "this is Tom" to a question that asks who, without saying "name": still a name.
  const introduced = words <= 6 ? dropStop(stripEdges(cleaned, NAME_LEADS, TAILS)) : '';
  if (
    introduced &&
    introduced !== dropStop(value) &&
    /^(?:soy|me llamo|my name|i am|i m|im|this is|aqui|de parte)/.test(plainStart(cleaned)) &&
    looksLikeName(introduced)
  )
    return { kind: 'value', value: introduced };
  const twice = identifiersIn(value);
  if (words <= 20 && twice.length === 1 && countOf(value, twice[0]!) >= 2)
    return { kind: 'value', value: twice[0]! };
  if (!/[\p{L}\p{N}]/u.test(value)) return { kind: 'invalid', reason: 'empty' };
  return { kind: 'value', value: withOwnEnding(value, raw) };
}

/** A free text keeps the visitor's own edges: emoji before it, the final "?", "!", "…" and emoji after it. */
function withOwnEnding(value: string, raw: string): string {
  const at = raw.lastIndexOf(value);
  if (at < 0) return value;
  const before = raw.slice(0, at);
  // "¡Felicidades, abuela Rosa! 💐": an opening "¡", "¿", quote or emoji is the visitor's too.
  if (before && new RegExp(`^(?:[\\s¡¿"'«“(]|${EMOJI.source})+$`, 'u').test(before))
    value = raw.slice(0, at) + value;
  const rest = raw.slice(raw.lastIndexOf(value) + value.length);
  const ending =
    new RegExp(`^(?:[\\s?!.…)]|${EMOJI.source}|(?:^|\\s)(?:[:;=]-?[)(DPp]|<3))+`, 'u').exec(rest)?.[0] ?? '';
  // A lone full stop after a short answer is no part of it ("Acme Ltd." keeps its own).
  const kept = ending.trimEnd();
  return kept === '.' && !/\.$/.test(value) ? value : `${value}${kept}`;
}

const LABEL =
  /^(?:the|my|our|your|mi|la|el|nuestr[oa]|su)\s+(\p{L}+)(?:\s+(?:name|nombre))?\s*(?:is|'s|es|se llama|:)\s+/u;
const CALLED =
  /^(?:it'?s called|it is called|we'?re called|we are called|is called|se llama|nos llamamos|se llaman)\s+/u;

/** "The company is Acme Ltd" to "What is your company called?" → "Acme Ltd". */
function withoutLabel(text: string, questionText: string): string {
  const folded = foldKeepingIndexes(text);
  const called = CALLED.exec(folded);
  if (called && called[0].length < text.length) return text.slice(called[0].length);
  const m = LABEL.exec(folded);
  if (!m || m[0].length >= text.length) return text;
  const stem = m[1]!.slice(0, 5);
  const asked = normalizeText(questionText)
    .split(/[^\p{L}]+/u)
    .some((w) => w.length >= 4 && w.startsWith(stem));
  return asked ? text.slice(m[0].length) : text;
}

/** A leading fragment that is only a greeting is dropped ("Hi! We need…"); "Hi again, so…" keeps its words. */
function withoutGreeting(raw: string): string {
  const m = /^([^,.;!?¡¿]*)([,.;!?¡¿]+\s*)/u.exec(raw);
  if (!m || !isGreetingOnly(m[1]!) || m[0].length >= raw.length) return raw;
  return raw.slice(m[0].length);
}

const plainStart = (s: string) =>
  normalizeText(s)
    .replace(/[’']/g, ' ')
    .replace(/^[^\p{L}]+/u, '');

const countOf = (text: string, token: string) => text.toUpperCase().split(token.toUpperCase()).length - 1;

function readIdentifier(raw: string): TextReading {
  const ids = identifiersIn(raw);
  if (ids.length === 1) return { kind: 'value', value: ids[0]! };
  if (ids.length > 1) return { kind: 'ambiguous', candidates: ids };
  const cleaned = dropStop(stripEdges(raw, ID_LEADS, TAILS));
  const words = cleaned.split(/\s+/).filter(Boolean);
  if (
    words.length === 0 ||
    words.length > 3 ||
    words.every((w) => COMMON.has(normalizeText(w)) || isKeyboardNoise(w)) ||
    // "Perdone", "ok then": an identifier holds a figure, or is written in capitals ("ABC-XYZ").
    !/\p{N}|^[\p{Lu}-]{3,}$/u.test(cleaned)
  )
    return { kind: 'invalid', reason: 'identifier' };
  return { kind: 'value', value: cleaned };
}

// "soy la Dra. Gómez": the article before a Spanish title is no part of the name.
const ARTICLE_TITLE =
  /^(?:la|el)\s+(?=(?:[Dd]ra?|[Ss]ra?|[Ss]rta|[Dd]o[ñn]a|[Dd]on|[Ll]ic|[Ii]ng|[Aa]rq|[Pp]rof)\.?\s)/u;

// Greetings that are also given names ("Ola Nordmann", "Salam Haddad"): framing only when set apart.
const NAME_LIKE_GREETING =
  /^(?:Ola|Ciao|Aloha|Salam|Salaam|Shalom|Hallo|Wena)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u;

// "Kim at Northwind", "Nacho de Cervecería La Tana": where someone works, after the name. After "de"/"del" only a
// business ("Carmen de la Fuente" and "Juan de Dios" are names).
const AFFILIATION = new RegExp(
  `\\s+(?:(?:from|at|with)\\s+(?:the\\s+)?(?=\\p{Lu})|(?:de|del|de la)\\s+(?=(?:\\p{Lu}[\\p{L}'’-]*\\s+){0,3}(?:${BUSINESS_WORD.source.replace(/^\\b|\\b$/g, '')})(?![\\p{L}])))[\\p{Lu}\\p{N}].*$`,
  'iu',
);

/** A name without where its owner works after it. */
function withoutAffiliation(name: string): string {
  const m = AFFILIATION.exec(foldKeepingIndexes(name));
  return m && m.index > 0 ? name.slice(0, m.index) : name;
}

function readName(raw: string): TextReading {
  if (NAME_LIKE_GREETING.test(raw.trim()) && looksLikeName(raw.trim()))
    return { kind: 'value', value: raw.trim() };
  const cleaned = withoutAffiliation(dropStop(stripEdges(raw, NAME_LEADS, TAILS)).replace(ARTICLE_TITLE, ''));
  if (cleaned && looksLikeName(cleaned)) return { kind: 'value', value: cleaned };
  // "Marta Ruiz, from Madrid", "me llamo Ana y vivo en Madrid": the one fragment that is a name.
  const fragments = cleaned
    .split(BREAK)
    .map((f) => dropStop(stripEdges(f, NAME_LEADS, TAILS)).replace(ARTICLE_TITLE, ''))
    .filter(Boolean);
  // "Ana, sorry, Anna": a name given again after a correction is the one meant.
  const fixedTo =
    /(?:^|[\s,.;!])(?:sorry|perdon|perdona|i mean|i meant|quiero decir|quise decir|digo|mejor dicho)[\s,.;:!]+(.+)$/iu.exec(
      foldKeepingIndexes(cleaned),
    );
  if (fixedTo) {
    const after = dropStop(
      stripEdges(cleaned.slice(fixedTo.index + fixedTo[0].length - fixedTo[1]!.length), NAME_LEADS, TAILS),
    );
    if (after && looksLikeName(after)) return { kind: 'value', value: after };
  }
  // Several candidates: the one that holds the others ("Marta. Marta Ruiz"), else the first written like a name
  // ("right. Rachel Green" → Rachel Green; "Marta (Acme Ltd)" → Marta).
  // A name said with "my name is", "soy", "me llamo" anywhere counts first among the candidates.
  const said = introducedName(raw, true)?.value;
  // "14 Elm Road, Leeds": a word after an address (a fragment with figures) is a place, not a name.
  // Inside a longer message, a name not introduced as one must be written like one ("llevo" is none).
  // A capitalised particle opening a sentence ("La llevo mañana") does not make a name.
  const capital = (f: string) =>
    f.split(/\s+/).some((w) => isCapitalised(w) && !PARTICLES.has(normalizeText(w)));
  const named = fragments.filter(
    (f, i) => looksLikeName(f) && !/\d/.test(fragments[i - 1] ?? '') && capital(f),
  );
  const names = [...(said ? [said] : []), ...named];
  const wordsOfName = (f: string) => new Set(normalizeText(f).split(/\s+/));
  const fullest = names.find((n) =>
    names.every((o) => [...wordsOfName(o)].every((w) => wordsOfName(n).has(w))),
  );
  const capitalised = names.find((n) => n.split(/\s+/).some(isCapitalised));
  const pick = fullest ?? said ?? capitalised ?? (names.length === 1 ? names[0] : undefined);
  if (pick && (names.length === 1 || fullest || capitalised || fragments.length <= 2) && !/['’]s$/.test(pick))
    return { kind: 'value', value: pick };
  const introduced = introducedName(raw);
  if (introduced) return { kind: 'value', value: introduced.value };
  return { kind: 'invalid', reason: 'name' };
}
