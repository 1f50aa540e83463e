import { foldKeepingIndexes, normalizeText } from './text';

const GREETING_CORE = new Set(
  'hola holi hi hello hey heya hiya howdy yo hallo ola ey buenas buenos buen good greetings saludos namaste salaam shalom ciao aloha bonjour gday wena wenas'.split(
    ' ',
  ),
);
const GREETING_EXTRA = new Set(
  (
    'there all everyone dias dia tardes noches morning afternoon evening day que tal como estas esta ' +
    'how are you doing whats what s up ahi hay alguien anyone'
  ).split(' '),
);

const wordsOfFolded = (s: string) =>
  normalizeText(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
// "holaaa", "heyyy" → "hola", "hey".
const squeeze = (w: string) => w.replace(/(.)\1+$/u, '$1');

/** Whether a message is only a greeting ("hola", "hi there!", "buenas tardes 👋"). */
export function isGreetingOnly(message: string): boolean {
  const words = wordsOfFolded(message).map(squeeze);
  if (words.length === 0 || words.length > 6) return false;
  return (
    words.some((w) => GREETING_CORE.has(w)) &&
    words.every((w) => GREETING_CORE.has(w) || GREETING_EXTRA.has(w))
  );
}

const CHIT_CHAT = new Set(
  (
    'ok okay okey vale si yes yeah yep sure claro gracias thanks thank you de acuerdo perfecto genial cool great ' +
    'bien listo lista dale venga vamos adelante let s go start empezar empecemos ready alright fine hecho'
  ).split(' '),
);

/** Whether a message only acknowledges or agrees ("ok", "vale, gracias", "sure, let's go"). */
export function isChitChat(message: string): boolean {
  const words = wordsOfFolded(message).map(squeeze);
  return (
    words.length > 0 && words.length <= 6 && words.every((w) => CHIT_CHAT.has(w) || GREETING_CORE.has(w))
  );
}

/**
 * What a visitor says to close or put off, not to answer: "I'll wait", "lo pensaré", "never mind", "ya os
 * diré", "understood". Folded.
 */
const CLOSING = new RegExp(
  String.raw`\b(?:(?:i ?ll|i will|we ?ll|we will) (?:wait|think about it|have a think|come back(?: later)?|check and get back|let you know|get back to you|be in touch)` +
    '|(?:me )?lo (?:pensare|pensaremos|pienso|consultare|hablare)|esperare|esperaremos|volvere|ya (?:te|os|les) (?:digo|dire|diremos|aviso|avisare|escribo|escribire)' +
    '|bye|adios|chao|chau|hasta luego|hasta pronto|nos vemos|see you|take care|never mind|no worries|no pasa nada|da igual|que pena|what a shame|shame|pity' +
    String.raw`|entendido|understood|got it|i see|ya veo|fair enough|makes sense|de acuerdo)\b`,
  'u',
);
/** Words that go with a closing remark and add nothing ("vale, pues esperaré. gracias!"). */
const AROUND_CLOSING = new Set(
  'pues bueno entonces then well so oh ah right anyway igualmente muchas mil a lot much por todo for everything'.split(
    ' ',
  ),
);

/** Whether a message only closes or puts off ("vale, pues esperaré. gracias!", "ok I'll think about it, thanks"). */
export function isClosingRemark(message: string): boolean {
  const folded = normalizeText(message).replace(/['’]/g, '');
  if (!CLOSING.test(folded)) return false;
  const rest = wordsOfFolded(folded.replace(new RegExp(CLOSING.source, 'gu'), ' ')).map(squeeze);
  return (
    wordsOfFolded(folded).length <= 10 &&
    rest.every((w) => CHIT_CHAT.has(w) || GREETING_CORE.has(w) || AROUND_CLOSING.has(w))
  );
}

const FINAL =
  /(?:no wait|wait|sorry|i mean|i meant|actually|rather|better|instead|correction|mejor|digo|quiero decir|quise decir|espera|perdon|en realidad|bueno|mas bien)\W*(?:\p{L}+\W+){0,3}$/u;

/** Whether the words between two values make the second the visitor's final word ("a@x.com, sorry I mean b@x.com"). */
export function makesFinal(between: string): boolean {
  return FINAL.test(foldKeepingIndexes(between));
}

/** Words that only introduce or join values ("mi correo es", "and my phone"), dropped around taken values. */
const LABELS = new Set(
  (
    'my mi mis your su is es are son and y e or o also tambien plus at en on the el la al de del to me ' +
    'email e-mail mail correo electronico address direccion phone telephone tel tlf telf telefono movil ' +
    'mobile cell celular number numero num whatsapp contact contacto date fecha here aqui it its ' +
    'can puedes reach call llamarme escribirme write plan option opcion starting start from desde a partir ' +
    'para empezando comenzando born nacido nacida naci birthday cumpleanos ' +
    // "monday works for me", "el jueves me va bien": words that accept a value said beside them.
    'works work suits fine good great perfect ok okay would be for me va viene bien perfecto genial'
  ).split(' '),
);

/** Whether every word of a fragment is a label or greeting word (nothing of an answer left). */
export function isOnlyLabels(fragment: string): boolean {
  return wordsOfFolded(fragment).every(
    (w) => LABELS.has(w) || GREETING_CORE.has(squeeze(w)) || GREETING_EXTRA.has(w),
  );
}

const isGreetingFragment = (fragment: string) => {
  const words = wordsOfFolded(fragment).map(squeeze);
  return (
    words.some((w) => GREETING_CORE.has(w)) &&
    words.every((w) => GREETING_CORE.has(w) || GREETING_EXTRA.has(w))
  );
};

const EDGE_PUNCT = /^[\s,;:&\-–—/|]+|[\s,;:&\-–—/|]+$/g;

/** "Dallas. Do you move pianos?": the full stop ending a sentence before a taken part is not the answer's. */
function withoutFinalStop(text: string): string {
  const m = /(\p{L}+)[.!]+\s*$/u.exec(text);
  if (!m || m[1]!.length < 2 || ABBREVIATIONS.has(m[1]!.toLowerCase())) return text;
  return text.slice(0, m.index + m[1]!.length);
}

const ABBREVIATIONS = new Set(
  'inc ltd co corp dr dra mr mrs ms sr sra srta st av avda jr etc llc sl sa prof lic'.split(' '),
);

function stripLabelEdge(fragment: string, side: 'start' | 'end'): string {
  let s = fragment.replace(EDGE_PUNCT, '');
  for (;;) {
    const m = side === 'end' ? /(?:^|\s)([^\s]+)[\s.:,;]*$/u.exec(s) : /^[\s.:,;]*([^\s]+)/u.exec(s);
    if (!m || !LABELS.has(normalizeText(m[1]!).replace(/[.:,;]+$/, ''))) return s;
    s = (side === 'end' ? s.slice(0, m.index) : s.slice(m[0].length)).replace(EDGE_PUNCT, '');
  }
}

const SENTENCE_AFTER = /^\s*[.!?]+\s+(?=\p{Lu})/u;

/** Marks a taken value inside a message; the text between marks is what is left for a text answer. */
export const TAKEN = '\uE000';

const JOIN: Record<string, string> = { '\n': '\n', ';': '; ' };

/**
 * What is left of a message once values other questions took are marked TAKEN: label words next to a
 * taken value, fragments holding only labels, and a leading greeting are dropped
 * ("Hola, soy Ana, [email], tel [phone]" → "soy Ana").
 */
export function leftoverAnswer(marked: string): string {
  const hasTaken = marked.includes(TAKEN);
  const pieces = marked.split(/([,;\n\uE000]|\s[-–—]\s)/);
  const kept: { text: string; sep: string }[] = [];
  let changed = false;
  for (let i = 0; i < pieces.length; i += 2) {
    const before = pieces[i - 1];
    const after = pieces[i + 1] ?? '';
    const raw = pieces[i] ?? '';
    let text = raw;
    if (after === TAKEN) text = withoutFinalStop(stripLabelEdge(text, 'end'));
    // "pues [mechas]. Me llamo Laura": a new sentence after the taken value starts with its own words, no label.
    if (before === TAKEN && SENTENCE_AFTER.test(text)) text = text.replace(SENTENCE_AFTER, '');
    else if (before === TAKEN) text = stripLabelEdge(text, 'start');
    if (!/[\p{L}\p{N}]/u.test(text) || (hasTaken && isOnlyLabels(text))) {
      if (raw.trim()) changed = true;
      continue;
    }
    if (text !== raw) changed = true;
    kept.push({ text: text.trim(), sep: after });
  }
  if (kept.length > 1 && isGreetingFragment(kept[0]!.text)) {
    kept.shift();
    changed = true;
  }
  if (!changed && !hasTaken) return withoutLeadingGreeting(marked.trim());
  const joined = kept
    .map((k, i) => (i === kept.length - 1 ? k.text : `${k.text}${JOIN[k.sep] ?? ', '}`))
    .join('')
    .replace(EDGE_PUNCT, '')
    .trim();
  return withoutLeadingGreeting(joined);
}

const LEADING_GREETING =
  /^[¡!\s]*(?:hola|holi|hi|hello|hey|buenas(?: tardes| noches)?|buenos dias|good (?:morning|afternoon|evening))\s*[!.,:;]+\s*/;

/** "¡Hola! Necesito una web" → "Necesito una web". */
function withoutLeadingGreeting(answer: string): string {
  const m = LEADING_GREETING.exec(foldKeepingIndexes(answer));
  const rest = m ? answer.slice(m[0].length).trim() : answer;
  return /[\p{L}\p{N}]/u.test(rest) ? rest : answer;
}
