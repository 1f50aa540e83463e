import { kindSaysHaving } from './kind-ties';
import { readYesNo } from './kinds';
import { normalizeText, plainWords as plain } from './text';

/**
 * A yes or a no to a yes/no question read from the whole answer, not only its first words: a clause that is
 * a bare yes or no decides ("ojalá, pero no", "un par de armarios, sí"), a verb said twice is a qualified yes
 * ("tener tiene, pero es diminuto"), and some answers mean yes or no only against the question ("just me" to
 * "Do you have employees?", "first time!" to "Has he been groomed before?").
 */
export function readYesNoAnswer(text: string, questionText = ''): boolean | null {
  const first = readYesNo(text);
  if (first !== null) return agreedByTheRest(text, first);
  // "ah ok. no it isn't", "ah, vale. sí": an opening that only takes in what was said is no answer; the rest is.
  const takenIn = TAKEN_IN.exec(text);
  if (takenIn && takenIn[0].length < text.length)
    return readYesNoAnswer(text.slice(takenIn[0].length), questionText);
  // "ooh yes that'd be lovely", "uy sí, qué bien": an interjection before the answer says nothing.
  const sound = INTERJECTION.exec(text);
  if (sound && sound[0].length < text.length)
    return readYesNoAnswer(text.slice(sound[0].length), questionText);
  const said = plain(text);
  if (!said) return null;
  // "gave up 5 years ago!", "lo dejé hace 5 años" to "Do you smoke?": a habit left is a no, now.
  if (LEFT_OFF.test(said) && !EVER.test(plain(questionText))) return false;
  const byQuestion = againstQuestion(said, plain(questionText));
  if (byQuestion !== null) return byQuestion;
  // "a tiny one", "only a goldfish" to "Any pets?": a yes, unless the rest of the reply says no (then it is asked back).
  if (
    isOneOfThem(text, plain(questionText)) ||
    kindSaysHaving(clausesOf(text)[0] ?? '', questionText) ||
    namesSomeone(clausesOf(text)[0] ?? '', plain(questionText))
  )
    return agreedByTheRest(text, true);
  const bare = clausesOf(text).flatMap((c) => {
    const v = bareYesNo(c);
    return v === null ? [] : [v];
  });
  if (bare.length > 0 && bare.every((v) => v === bare[0])) return bare[0]!;
  if (bare.length > 0) return null;
  // "tener tiene", "saber sabe", "poder puede": the verb said back, then a "but" (a qualified yes).
  const echo = /^(\p{L}+)(?:ar|er|ir)\s+(\p{L}+)/u.exec(said);
  const skeleton = (w: string) => w.replace(/[aeiouy]/g, '');
  if (echo && skeleton(echo[1]!).length >= 2 && skeleton(echo[2]!).startsWith(skeleton(echo[1]!)))
    return true;
  return null;
}

// An interjection and/or an acknowledgement closed by punctuation ("ah ok.", "oh, I see,", "ah vale.", "entiendo,").
const TAKEN_IN =
  /^[\s¡]*(?:(?:ah+|oh+|aha|ooh+|uy|ay|mm+)\b[\s,!.]*(?:(?:ok(?:ay|ey)?|okey|vale|i see|got it|gotcha|right|understood|makes sense|thanks|thank you|cheers|entiendo|ya veo|entendido|gracias|perfecto|de acuerdo)\b)?|(?:i see|got it|gotcha|understood|makes sense|thanks|thank you|entiendo|ya veo|entendido|gracias|de acuerdo)\b)(?:[\s,]+(?:thanks|thank you|gracias))?\s*[,.;:!…]+\s*/iu;

// Only before a plain yes or no ("ah ok" takes in what was said: no yes).
const INTERJECTION =
  /^[\s¡]*(?:ah+|oh+|ooh+|uy|ay|aw+|wow|hmm+)[\s,!]+(?=(?:yes|yeah|yep|yup|no|nope|nah|si|sí|claro|sure|of course|definitely|absolutely|por supuesto|para nada|not really)(?![\p{L}\p{N}]))/iu;

// A habit given up, then nothing, "it", or when: "gave up 5 years ago", "quit last year", "lo dejé hace años", "ya no".
const LEFT_OFF =
  /^(?:(?:i|we|he|she)\s+)?(?:(?:gave (?:it )?up|quit|stopped|lo deje|lo dejamos|lo dejo)(?:\s+it)?(?=\s*$|\s+(?:\d|years?|months?|ages|a while|a few|last|in|back|long|hace|el|en|ya)\b)|no longer|not anymore|ya no|deje de|dejamos de|dejo de)/u;
const EVER = /\b(?:ever|before|previously|have you|has he|has she|did you|alguna vez|antes|has|habeis|ha)\b/u;

const ACK_OPENING = /^(?:ok|okay|okey|vale|venga|dale|alright|right|bueno)\b/u;
const CONCLUSION = /^(?:so|then|therefore|in that case|asi que|entonces|pues|o sea|en ese caso|por eso)\s/u;
// "técnico no", "de momento no", "yo no": a short clause closed by "no" denies what it names ("cómo no" agrees).
const CLOSED_BY_NO = /^(?!(?:como|por que|porque|o|y por que|si o)\s+no$)(?:\p{L}+\s+){1,2}no$/u;
const NO_NEED =
  /^(?:no need|not needed|not required|not necessary|no thanks|no thank you|no hace falta|no lo necesito|no lo necesitamos|no necesito|no necesitamos|no gracias)\b/u;

/**
 * The whole reply must agree with the yes or no its first words say. A later clause of the other polarity
 * ("No way I can lift it myself, so yes please", "vale. técnico no, lo mezclamos nosotros") decides when it
 * concludes ("so yes", "así que no") or when the opening was only an acknowledgement ("vale", "ok"); otherwise
 * the reply says both and is asked back (null).
 */
function agreedByTheRest(text: string, first: boolean): boolean | null {
  const clauses = clausesOf(text);
  for (const c of clauses.slice(1)) {
    const v = clausePolarity(c);
    if (v === null || v === first) continue;
    if (CONCLUSION.test(c) || (first && ACK_OPENING.test(plain(text)))) return v;
    return null;
  }
  return first;
}

/** A clause that says yes or no on its own: bare, closed by "no", or "no need". */
function clausePolarity(clause: string): boolean | null {
  const bare = bareYesNo(clause);
  if (bare !== null) return bare;
  const c = clause.replace(/^(?:so|then|y|and|pues|entonces|asi que|bueno|well)\s+/u, '');
  return CLOSED_BY_NO.test(c) || NO_NEED.test(c) ? false : null;
}

/** The clauses of an answer: between punctuation and contrast words ("but", "pero", "though", "aunque"). */
function clausesOf(text: string): string[] {
  return normalizeText(text)
    .split(/[,.;:!?¡¿…]+|\b(?:but|pero|though|although|aunque|sino)\b/u)
    .map(plain)
    .filter(Boolean);
}

const POLITE = /\s+(?:please|thanks|thank you|porfa|por favor|gracias|mate|eh|lol|jaja\w*|haha\w*)$/u;
const BARE_YES =
  /^(?:yes|yeah|yep|yup|sure|of course|definitely|absolutely|si|claro|claro que si|por supuesto|desde luego|obvio|sip|vale|si si|que si)$/u;
const BARE_NO =
  /^(?:no|nope|nah|no no|que no|para nada|en absoluto|ni de broma|nunca|never|not at all|tampoco|negative|not anymore|not any more|no longer|no more|ya no|ya no mas|nunca mas)$/u;

// "so no really", "así que no, la verdad": a word that only softens the yes or no said before it.
const SOFTENER =
  /\s+(?:really|then|i guess|i think|i suppose|i reckon|honestly|tbh|to be honest|en realidad|la verdad|supongo|creo|entonces)$/u;

/** A clause that is only a yes or a no (politeness and a softening word aside). */
function bareYesNo(clause: string): boolean | null {
  // "so I suppose yes", "así que creo que no": a yes or no the writer reasons their way to is still bare.
  const c = clause
    .replace(POLITE, '')
    .replace(SOFTENER, '')
    .replace(/^(?:so|then|y|and|pues|entonces|asi que|bueno|well)\s+/u, '')
    .replace(
      /^(?:i (?:suppose|guess|think|reckon|d say)|supongo que|creo que|yo creo que|diria que)\s+/u,
      '',
    );
  if (BARE_YES.test(c)) return true;
  if (BARE_NO.test(c)) return false;
  return null;
}

const ONLY_ME =
  /^(?:(?:it s|it is|es|soy)\s+)?(?:just me|only me|just myself|only myself|me alone|solo yo|solamente yo|yo solo|yo sola|nadie mas|nobody else|no one else|solo soy yo|unicamente yo)\b/u;
const FIRST_TIME =
  /^(?:(?:it s|it is|it ll be|it will be|es|sera|seria)\s+)?(?:(?:the|my|his|her|la|mi|su)\s+)?first(?:\s+time)?\b|^(?:(?:es|sera|seria)\s+)?(?:la\s+|mi\s+|su\s+)?primera vez\b/u;

// "I've done two tandems before", "ya he saltado dos veces", "not my first": the writer has done it already.
const DONE_BEFORE =
  /^(?:(?:well|oh|yeah|pues|bueno|hombre)\s+)?(?:i ve|i have|we ve|we have|i did|we did|i went|we went|i ve been|ya (?:he|hemos|fui|fuimos|vine|vinimos|lo hice|hice)|he|hemos)\b.*\b(?:before|previously|already|in the past|antes|ya|twice|times|veces)\b/u;
const NOT_FIRST =
  /^(?:(?:it s|it is|es|this is)\s+)?(?:not|no)\s+(?:(?:es|my|mi|the|la|el)\s+)?(?:first|primer|primera|primero)\b/u;
const DENIED = /\b(?:never|not|no|nunca|jamas|t|nor|ni|if|si|maybe|quizas|tal vez)\b/u;

/** Answers that are a yes or a no only against what was asked. */
function againstQuestion(said: string, question: string): boolean | null {
  // "I've done two tandems before" to "Is this your first jump?" is a no; to "Have you jumped before?" a yes.
  const before = NOT_FIRST.test(said) || (DONE_BEFORE.test(said) && !DENIED.test(said));
  if (before) {
    if (/\b(?:first|primer|primera|primero)\b/u.test(question)) return false;
    if (/\b(?:before|ever|already|previously|antes|alguna vez|previamente|anteriormente)\b/u.test(question))
      return true;
  }
  // "just me" to "Do you have employees?" / "¿Trabaja alguien más?": nobody else, a no.
  if (
    ONLY_ME.test(said) &&
    !/\b(?:just|only|alone|solo|sola|solos|solas|yourself|usted mismo|tu mismo)\b/u.test(question)
  )
    return false;
  if (FIRST_TIME.test(said)) {
    // "first time!" to "Has he been groomed before?" is a no; to "Is it your first tattoo?" a yes.
    if (/\b(?:first|primer|primera|primero)\b/u.test(question)) return true;
    if (
      /\b(?:before|ever|already|previously|antes|alguna vez|ya|previamente|anteriormente)\b/u.test(question)
    )
      return false;
  }
  return null;
}

// "Do you have a garden?", "¿Tienes jardín?", "Do you need a van?": the question asks about having one of something.
const ASKS_FOR_ONE =
  /\b(?:have|has|got|own|need|want|use)\b.*\b(?:a|an|any)\b|\b(?:is|are) there\b|\b(?:tienes|tiene|teneis|tienen|tenes|hay|necesitas|necesita|necesitais|necesitan|quieres|quiere|quereis|dispones|dispone|disponeis|usas|usais|cuentas con|cuenta con)\b/u;
const ONE_EN =
  /^(?:(?:yes|yeah|yep)\s+)?(?:(?:just|only)\s+)?(?:a|an|one)\s+(?:(?:very|really|pretty|quite|rather|fairly|super)\s+)?(?:[a-z]{2,}\s+){0,2}one$/u;
const DESCRIBED =
  '(?:pequen|pequenit|chiquit|chic|diminut|minuscul|median|viej|nuev|compartid|basic|sencill|modest|antigu|usad|propi|apan|cutr|enan)[oa]|grande|enorme|normal|decente|chiquitin[a]?';
const ONE_ES = new RegExp(
  `^(?:si\\s+)?(?:(?:solo|solamente)\\s+)?(?:uno|una)\\s+(?:(?:muy|bastante|algo|mas bien)\\s+)?(?:${DESCRIBED})(?:\\s+(?:y|pero)\\s+(?:${DESCRIBED}))?$`,
  'u',
);

/**
 * "a tiny one, more of a yard really" to "Do you have a garden?", "uno pequeñito" to "¿Tienes jardín?": one of
 * the thing asked about, described, is a yes. Only a first clause that is nothing else ("a small one would be
 * nice" is a wish), and only when the question asks about having or needing one.
 */
function isOneOfThem(text: string, question: string): boolean {
  const first = clausesOf(text)[0] ?? '';
  return ASKS_FOR_ONE.test(question) && (ONE_EN.test(first) || ONE_ES.test(first));
}

// "Is anyone in the home a smoker?", "¿Hay alguien con alergias en casa?": the question asks whether anybody is.
const ASKS_ANYONE = /\b(?:anyone|anybody|someone|somebody|alguien)\b/u;
const KIN =
  '(?:son|daughter|wife|husband|partner|mum|mom|dad|father|mother|brother|sister|kid|child|boy|girl|grandma|grandpa|granddad|grandmother|grandfather|flatmate|housemate|roommate|hijo|hija|mujer|marido|pareja|esposo|esposa|madre|padre|hermano|hermana|abuelo|abuela|nieto|nieta|suegro|suegra|novio|novia|companero de piso|companera de piso)';
// "mi hijo, al polen", "my husband does", "me": one person named by their tie to the writer, or the writer.
const SOMEONE_NAMED = new RegExp(
  `^(?:(?:well|pues|bueno)\\s+)?(?:(?:just|only|solo|solamente)\\s+)?(?:(?:my|our|mi|nuestr[oa])\\s+(?:\\p{L}+\\s+)?${KIN}s?|me|myself|yo)(?:\\s+(?:does|is|do|lo es|si|yes))?$`,
  'u',
);

/** "mi hijo, al polen" to "¿Hay alguien con alergias en casa?": naming who is, in a clause of its own, is a yes. */
function namesSomeone(clause: string, question: string): boolean {
  return ASKS_ANYONE.test(question) && SOMEONE_NAMED.test(clause);
}
