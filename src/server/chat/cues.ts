import { foldKeepingIndexes, normalizeText } from './text';

const GREETING_CORE = new Set(
  'hola holi hi hello hey heya hiya howdy yo hallo ola ey buenas buenos buen good greetings saludos'.split(
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

const HARD_DECLINES = new Set([
  'skip',
  'skip it',
  'skip this',
  'skip this one',
  'skip that',
  'pass',
  'next',
  'next question',
  'saltar',
  'salta',
  'saltala',
  'saltatela',
  'paso',
  'siguiente',
  'siguiente pregunta',
  'omitir',
  'omite',
  'prefiero no',
  'prefiero no decirlo',
  'prefiero no contestar',
  'prefiero no responder',
  'prefiero no responderla',
  'prefiero no contestarla',
  'prefiero no decir',
  'no quiero',
  'no quiero decirlo',
  'no quiero contestar',
  'no quiero responder',
  'i prefer not to say',
  'prefer not to say',
  'i would rather not',
  'i d rather not',
  'id rather not',
  'rather not',
  'rather not say',
  'i d rather not say',
  'i prefer not to answer',
  'prefer not to answer',
  'no comment',
]);
const SOFT_DECLINES = new Set([
  'no',
  'nope',
  'nah',
  'none',
  'nothing',
  'n a',
  'na',
  'not applicable',
  'no thanks',
  'no thank you',
  'no gracias',
  'nada',
  'ninguno',
  'ninguna',
  'no tengo',
  'no aplica',
  'i don t have one',
  'i dont have one',
  'i don t have',
  'i dont have',
  'don t have one',
  'no one',
  'nada mas',
  'nothing else',
  'that s all',
  'thats all',
  'eso es todo',
]);
const SOFT_PREFIX = /^(?:no tengo|i don t have|i dont have|i do not have|no dispongo de)\b/;
const POLITE_TAIL = /\b(?:please|thanks|thank you|gracias|por favor)$/;

/** "hard" for an explicit refusal ("skip", "prefiero no decirlo"), "soft" for "no", "none", "no tengo". */
export function declineKind(answer: string): 'hard' | 'soft' | null {
  let s = normalizeText(answer)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let i = 0; i < 2; i++) s = s.replace(POLITE_TAIL, '').trim();
  if (!s) return null;
  if (HARD_DECLINES.has(s)) return 'hard';
  if (SOFT_DECLINES.has(s)) return 'soft';
  if (s.split(' ').length <= 5 && SOFT_PREFIX.test(s)) return 'soft';
  return null;
}

/** Words that only introduce or join values ("mi correo es", "and my phone"), dropped around taken values. */
const LABELS = new Set(
  (
    'my mi mis your su is es are son and y e or o also tambien plus at en on the el la al de del to me ' +
    'email e-mail mail correo electronico address direccion phone telephone tel tlf telf telefono movil ' +
    'mobile cell celular number numero num whatsapp contact contacto date fecha here aqui it its ' +
    'can puedes reach call llamarme escribirme write plan option opcion starting start from desde a partir ' +
    'para empezando comenzando born nacido nacida naci birthday cumpleanos'
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

function stripLabelEdge(fragment: string, side: 'start' | 'end'): string {
  let s = fragment.replace(EDGE_PUNCT, '');
  for (;;) {
    const m = side === 'end' ? /(?:^|\s)([^\s]+)[\s.:,;]*$/u.exec(s) : /^[\s.:,;]*([^\s]+)/u.exec(s);
    if (!m || !LABELS.has(normalizeText(m[1]!).replace(/[.:,;]+$/, ''))) return s;
    s = (side === 'end' ? s.slice(0, m.index) : s.slice(m[0].length)).replace(EDGE_PUNCT, '');
  }
}

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
    if (after === TAKEN) text = stripLabelEdge(text, 'end');
    if (before === TAKEN) text = stripLabelEdge(text, 'start');
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

const NAME_QUESTION = /\b(?:name|names|nombre|nombres|apellido|apellidos|llamas|llama|llamo)\b/;
const NAME_FILLER =
  /^(?:(?:hi|hello|hey|hola|buenas)[\s,!.]*)?(?:(?:well|so|pues|bueno)[\s,]+)?(?:my full name is|my name is|my name's|my names|name is|name's|i am|i'm|im|it's|its|it is|this is|call me|me llamo|mi nombre completo es|mi nombre es|me llaman|yo soy|soy|es|name:|nombre:)[\s:,-]+/;

/** Whether a question asks for a name ("What is your name?", "¿Cómo te llamas?"). */
export function isNameQuestion(questionText: string): boolean {
  return NAME_QUESTION.test(normalizeText(questionText));
}

/** A name answer without its lead-in ("me llamo Ana García." → "Ana García"). */
export function stripNameFiller(answer: string): string {
  const folded = foldKeepingIndexes(answer.replace(/[’]/g, "'"));
  const m = NAME_FILLER.exec(folded);
  let rest = m && m[0].length < answer.length ? answer.slice(m[0].length) : answer;
  // "me llamo Ana y vivo en Madrid": after a lead-in, the name ends at the first break.
  const cut = m ? /[,;.!?(]|\s(?:y|and|from|de la empresa|desde)\s/iu.exec(rest) : null;
  if (cut && cut.index > 0) rest = rest.slice(0, cut.index);
  return rest.replace(/[\s.!,;]+$/u, '').trim() || answer.trim();
}
