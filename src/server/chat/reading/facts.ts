import { MONTHS, WEEKDAYS } from './date-words';
import { findDates } from './dates';
import { meaningsIn } from './lexicon';
import { asksEnd, FROM_QUESTION, hasRoute } from './routes';
import { foldKeepingIndexes, normalizeText } from './text';

/**
 * Questions whose answer is free text, kept whole as written (comments, requests, what to write on a
 * card, allergies, reasons, descriptions…). Every other text question asks a short fact (a postcode, a
 * handle, a town, a venue, a company), stored without the framing around it.
 */
const FREE_TEXT =
  /\b(?:comments?|notes?|requests?|messages?|instructions?|describe|description|details?|tell us|anything|else|other|allerg\w*|injur\w*|reasons?|why|goals?|ideas?|project|problem|issue|health|special|wording|text|inscription|preferences?|questions?|experience|concerns?|needs?|help|about|information|info|motivo|comentarios?|notas?|mensajes?|peticion\w*|instrucciones|describ\w*|descripcion|detalles?|cuent\w*|cont(?:ar|arnos|arme|anos|ame|adnos|adme|ad)|algo|alergi\w*|lesion\w*|razon\w*|por que|proyecto|objetivos?|idea|problema|salud|especial|texto|dedicatoria|preferencias?|preguntas?|experiencia|necesidades|necesitas|ayuda|sobre|informacion|observaciones|happened|wrong|went|salio|write|written|escrib\w*|card|tarjeta|banner|pancarta|cartel|ocurrido|pasado|paso|what do you|que quieres|what would you|say|says|engrav\w*|grabad\w*|grabar|embroider\w*|bordad\w*|plaque|placa|lettering)\b/;

/** Whether a text question's answer is free text (kept whole) rather than a short fact. */
export function isFreeText(questionText: string): boolean {
  return FREE_TEXT.test(normalizeText(questionText));
}

// "fair enough, BS3 4LX", "nice. handle is mossygoblin", "ok so: Leeds": an acknowledgement before the fact.
const ACK_WORDS =
  '(?:oh\\s+|ah\\s+)?(?:ok(?:ay)?|okey|alright|fair enough|fine|nice|cool|great|perfect|sure|right|got it|sounds good|makes sense|no worries|no problem|of course|yes|yeah|yep|understood|noted|found it|here it is|here you go|here you are|let me see|let me check|one sec(?:ond)?|vale|genial|perfecto|claro|bueno|pues|entendido|de acuerdo|ah vale|ah ok|ya veo|sin problema|joya|dale|listo|aqui esta|aqui tienes|aqui va|ya lo tengo|lo tengo|lo encontre|a ver|mira|toma)';
const ACK = new RegExp(`^(?:${ACK_WORDS}\\b[\\s,.:;!-]*)+`, 'u');
// "vale. Calle Delicias 40", "Understood. The company is…", "found it: MC-40219": a first sentence that only acknowledges.
const ACK_SENTENCE = new RegExp(`^[\\s¡!]*(?:${ACK_WORDS}[\\s,]*)+[.!:;]+\\s*(?=\\S)`, 'u');

/** A short fact without a first sentence that only acknowledges ("vale. Calle Delicias 40" → "Calle Delicias 40"). */
export function withoutAckSentence(answer: string): string {
  const m = ACK_SENTENCE.exec(foldKeepingIndexes(answer));
  return m && m[0].length < answer.length ? answer.slice(m[0].length) : answer;
}

// "Acme S.L.", "Northwind Traders Ltd.", "J.": a full stop that belongs to an abbreviation or an initial.
const ABBREVIATION =
  /(?:^|\s)(?:\p{L}|(?:\p{L}{1,3}\.)+\p{L}{0,3}|ltd|inc|corp|co|bros|jr|sr|st|av|avda|dept|intl|plc|llc|etc)\.$/iu;

/** A short fact without the sentence's final full stop ("calf." → "calf", "Dallas." → "Dallas"). */
export function withoutFinalStop(value: string): string {
  if (!/[^.]\.$/u.test(value) || ABBREVIATION.test(value) || value.split(/\s+/).length > 5) return value;
  return value.slice(0, -1).trimEnd();
}
// "handle is X", "my postcode's X", "user: X": what the fact is, said before it.
const WHAT_IT_IS =
  /^(?:(?:my|our|the|mi|nuestr[oa]|el|la)\s+)?(?:handle|username|user name|user|tag|gamer ?tag|gamertag|nick|nickname|postcode|post code|zip(?: code)?|address|city|town|venue|company|brand|instagram|ig|usuario|apodo|codigo postal|cp|direccion|ciudad|pueblo|empresa|marca|local)\s*(?:is|'s|’s|es|:|=)\s*/u;
// "from Jávea", "to Málaga", "desde Bilbao": a preposition before a place written with a capital.
const PLACE_PREPOSITION = /^(?:from|to|in|at|near|desde|hasta|en|para|cerca de)\s+(?=\p{Lu})/u;

// "Where do you live?" / "¿En qué barrio vives?" / "Which city are you based in?": a place is asked.
const PLACE_QUESTION =
  /\b(?:where|city|town|neighbou?rhood|area|district|based|located|live|donde|ciudad|pueblo|barrio|zona|distrito|vives|vive|resides?|ubicad[oa]s?)\b/;
// "I live in X", "vivo en X", "we're based in X", "estamos en X", "I'm from X", "soy de X": saying where.
const PLACE_LEAD =
  /^(?:(?:i|we)\s+)?(?:live|living|am|m|re|are|based|located|(?:i m|we re|i am|we are)(?:\s+(?:based|located|living))?|vivo|vivimos|estoy|estamos|soy|somos|resido|residimos)\s+(?:in|at|from|en|de|por)\s+(?=\p{Lu})/u;

/** The place after "I live in", "vivo en"… when the question asks where ("vivo en Gràcia" → "Gràcia"). */
export function withoutPlaceLead(value: string, questionText: string): string {
  if (!PLACE_QUESTION.test(normalizeText(questionText))) return value;
  const lowered = value.replace(/^(\p{L}+)/u, (w) => w.toLowerCase()).replace(/[’']/g, ' ');
  const m = PLACE_LEAD.exec(lowered) ?? lowerCasePlace(value, lowered);
  return m ? value.slice(m[0].length) : value;
}

// The same lead before a place written in lower case, in a message written all in lower case.
const PLACE_LEAD_LOWER = new RegExp(PLACE_LEAD.source.replace('(?=\\p{Lu})', '(?=\\p{Ll})'), 'u');
// Words that start no place's name: determiners and pronouns ("we're in a hurry", "estamos en la playa").
const NOT_A_NAME_START =
  /^(?:a|an|the|my|our|your|his|her|their|this|that|these|those|some|no|un|una|unos|unas|el|la|los|las|lo|mi|mis|tu|tus|su|sus|nuestr[oa]s?|este|esta|ese|esa|aquel|aquella|algun[oa]?|ningun[oa]?|touch|contact|contacto|trouble|hurry|charge|love|line|talks)$/;

/**
 * "we're in whitstable", "estamos en cangas de onís": a message all in lower case names its place in lower case
 * too; the words after the lead are a place when they are one to four words that start with no determiner and
 * mean nothing the lexicon knows ("estamos en casa", "I'm at work" say where, not which town).
 */
function lowerCasePlace(value: string, lowered: string): RegExpExecArray | null {
  if (/\p{Lu}/u.test(value)) return null;
  const m = PLACE_LEAD_LOWER.exec(lowered);
  if (!m) return null;
  const rest = normalizeText(value.slice(m[0].length)).split(/\s+/).filter(Boolean);
  if (rest.length === 0 || rest.length > 4 || NOT_A_NAME_START.test(rest[0]!)) return null;
  return meaningsIn(rest.join(' ')).size === 0 ? m : null;
}

// A place asked with the answer's own words: a country, a region (never an address, nor where they heard of us).
const PLACE_NOUN =
  /\b(?:country|countries|region|state|province|pais|paises|region|provincia|comuna|municipio|localidad)\b/;
const NOT_A_PLACE_ASKED =
  /\b(?:address|direccion|postcode|post code|zip|codigo postal|street|calle|hear|heard|find|found|learn|conociste|conocio|enteraste|entero|encontraste|encontro|from where)\b/;
// "from Nigeria", "por Ruzafa", "cerca de Viña del Mar": a preposition of place, then a capitalised name.
const PLACE_PREP = ['from', 'in', 'near', 'around', 'en', 'por', 'cerca de', 'desde'];
const PLACE_MENTION = new RegExp(
  `(?<![\\p{L}])(?:${PLACE_PREP.map((p) => `[${p[0]!.toUpperCase()}${p[0]}]${p.slice(1)}`).join('|')})\\s+` +
    "(\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:(?:del|de la|de los|de|la|el|upon|on)\\s+)?\\p{Lu}[\\p{L}'’-]+){0,3})",
  'gu',
);
// Capitalised words after "in" that are no place: a language, a month, a day.
const NOT_PLACE_WORDS =
  /^(?:english|spanish|ingles|espanol|castellano|catalan|french|frances|german|aleman|italian|italiano|portuguese|portugues|person|persona|cash|efectivo)$/;

// "Venue", "¿Lugar de la boda?": the place something happens, said "at Hollow Oak Barn".
const VENUE_QUESTION = /\b(?:venue|venues|location|lugar|sitio|salon|recinto)\b/;
// "at Hollow Oak Barn", "en la Finca Los Olivos": two capitalised words or more after "at"/"en".
const VENUE_MENTION =
  /(?<![\p{L}])(?:[Aa]t|[Ee]n)\s+(?:(?:the|la|el)\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:del|de la|de los|de|on|upon|of)\s+)?\p{Lu}[\p{L}'’-]+){1,4})/gu;

/** Whether a text question asks where (a town, a district, a country, a venue), not an address. */
export function isPlaceQuestion(questionText: string): boolean {
  const q = normalizeText(questionText);
  return (
    (PLACE_QUESTION.test(q) || PLACE_NOUN.test(q) || VENUE_QUESTION.test(q)) && !NOT_A_PLACE_ASKED.test(q)
  );
}

/**
 * The one place a message names after a preposition of place ("Yes, I'm from Nigeria", "piso por Ruzafa"), for
 * a question that asks where; null when none, or several different ones.
 */
export function placeMention(
  text: string,
  questionText = '',
): { value: string; start: number; end: number } | null {
  const hits: { value: string; start: number; end: number }[] = [];
  // "from Leeds to Bristol" to "Moving to?": which place is the route's to say (not the first one after "from").
  if (asksEnd(questionText) && hasRoute(text)) return null;
  const venue = VENUE_QUESTION.test(normalizeText(questionText));
  // "moving from Leeds" says no place to go to.
  const toOnly = asksEnd(questionText) && !FROM_QUESTION.test(normalizeText(questionText));
  for (const m of [...text.matchAll(PLACE_MENTION), ...(venue ? text.matchAll(VENUE_MENTION) : [])]) {
    if (toOnly && /^(?:from|desde)\b/i.test(m[0])) continue;
    const value = m[1]!;
    const first = normalizeText(value.split(/\s+/)[0]!);
    if (NOT_PLACE_WORDS.test(first) || first in MONTHS || first in WEEKDAYS) continue;
    const start = m.index + m[0].length - value.length;
    hits.push({ value, start, end: start + value.length });
  }
  return new Set(hits.map((h) => h.value)).size === 1 ? hits[0]! : null;
}

/** Words that may join the capitalised words of a place's name ("Santa María del Mar", "Church of the Holy Name"). */
const NAME_JOINS = /^(?:de|del|la|las|los|el|y|e|of|the|on|upon|and|&)$/iu;
const isPlaceName = (text: string) =>
  text.split(/\s+/).every((w) => /^\p{Lu}/u.test(w) || NAME_JOINS.test(w)) && /^\p{Lu}/u.test(text);

/** A short fact without what frames it: a leading acknowledgement, "handle is", a preposition before a place. */
export function cleanFact(answer: string): string {
  let s = answer.trim();
  for (const r of [ACK, WHAT_IT_IS]) {
    const m = r.exec(foldKeepingIndexes(s));
    if (m && m[0].length > 0 && m[0].length < s.length) s = s.slice(m[0].length).trim();
  }
  // "la 4412", "el 218": an article before a figure is framing.
  s = s.replace(/^(?:el|la|los|las|the)\s+(?=[#\p{N}][\p{N}\p{L}-]*$)/iu, '');
  // "soy el_gaucho", "I'm n1ghtowl": "I am" before a handle (one word with a figure, "_", "." or "@").
  s = s.replace(/^(?:soy|i'?m|i am|yo soy)\s+(?=\S*[\p{N}_@.]\S*$)/iu, '');
  // "Jess if she's free": a condition after a short fact is said about it, not part of it.
  const condition = /^(.+?)\s*,?\s+(?:if|si|as long as|siempre que|provided)\s+\S.*$/iu.exec(s);
  if (condition && condition[1]!.split(/\s+/).length <= 3) s = condition[1]!;
  const words = s.split(/\s+/).length;
  const place = PLACE_PREPOSITION.exec(s.replace(/^(\p{L}+)/u, (w) => w.toLowerCase()));
  // "en Santa María del Mar", "at St Mary's Church Hall": a longer place said all as a name loses it too.
  if (place && (words <= 4 || (words <= 8 && isPlaceName(s.slice(place[0].length)))))
    s = s.slice(place[0].length);
  return s;
}

const CLAUSE =
  /^(?:we|we re|we are|we ll|i|i m|i am|i ll|they|they re|somos|estamos|seremos|tenemos|tengo|vamos)\b/;

// "esperaré", "pues lo pensaremos": a short fact that is only a verb in the future or the conditional (with its
// accent), said about what someone will do.
const FUTURE_VERB =
  /^(?:(?:pues|entonces|ya|luego|mejor|lo|la|los|las|le|les|me|te|se|nos|os)\s+)*\p{Ll}{2,}(?:aré|eré|iré|arás|erás|irás|aremos|eremos|iremos|aría|ería|iría)[\s.!]*$/u;
const AUXILIARY =
  /\b(?:will|would|won t|wont|can t|cant|cannot|should|must|going to|gonna|have to|has to|need to|needs to|va a|vamos a|voy a|tiene que|tengo que|tenemos que|sera|seria|serian|habra)\b/;
// Questions whose short answer may hold a day, a time or a measure ("Preferred day?", "Dimensions?").
export const TIME_OR_MEASURE_QUESTION =
  /\b(?:when|day|days|time|times|hour|hours|schedule|availability|available|date|dates|week|weekend|cuando|dia|dias|hora|horas|horario|disponibilidad|fecha|semana|size|sizes|dimensions?|measures?|measurements?|weight|height|length|width|area|quantity|capacity|how|budget|price|age|tamano|medidas?|peso|altura|largo|ancho|superficie|cantidad|capacidad|cuant\w*|presupuesto|precio|edad)\b/;
// "about 35", "unos 25 productos", "15 cm", "6 operarios": a figure said as a count or a measure.
const COUNT =
  /(?:^|\s)(?:about|around|approx\w*|roughly|like|unos|unas|sobre|cerca de|como|aprox\w*)\s+\d|\d\s*(?:cm|mm|km|kg|kilos?|m2|m²|metros|meters|€|\$|£|%|euros?|pesos|dollars|years|anos|meses|months|weeks|semanas|days|dias)(?!\p{L})/u;
// "25 productos", "6 operarios": a figure before a lower-case plural ("9 Moss Lane" is a street, not a count).
const COUNTED = /(?:^|\s)\d+\s+(?!de\s)\p{Ll}{3,}s(?!\p{L})/u;
// "Address?", "¿Dirección de entrega?": an address holds a figure and may hold a month's name ("Av. de Mayo 1250").
const ADDRESS_QUESTION = /\b(?:address|addresses|direccion|domicilio|street|calle)\b/;

const PRONOUN =
  /\b(?:i|you|we|he|she|they|me|my|your|our|his|their|us|them|yo|usted|nosotr[oa]s|ell[oa]s|te|nos|mi|mis|tus|sus|nuestr[oa]s?)\b/;
const FINITE =
  /\b(?:is|are|was|were|am|have|has|had|do|does|did|es|son|era|fue|esta|estan|hay|tiene|tienen|tengo|tenemos|soy|somos|estoy)\b/;

/**
 * "a colleague recommended you", "last two digits are 32 not 23": three words or more, no capital after the
 * first letter (no name inside), and a pronoun or a finite verb: a sentence, which is no short fact.
 */
export function isSentence(value: string): boolean {
  // "Diseño de videojuegos indie (somos 2 y un gato)": an aside in brackets is not the answer's grammar.
  value = value.replace(/\([^)]*\)?/g, ' ').trim();
  const plain = normalizeText(value).replace(/[’']/g, ' ');
  if (plain.split(/\s+/).length < 3) return false;
  if (/\p{Lu}/u.test(value.replace(/\bI\b/g, 'i').slice(1))) return false;
  return PRONOUN.test(plain) || FINITE.test(plain);
}

/**
 * "We're 12 now, will be 15 by December", "thursday if you have space", "unos 25 productos" to "Company": a
 * sentence about the visitor, a day or a count is no short fact (the question is asked again instead).
 */
export function isClause(value: string, questionText = ''): boolean {
  const plain = normalizeText(value).replace(/[’']/g, ' ');
  // "esperaré", "lo pensaremos": a verb in the future or the conditional says what someone will do.
  if (FUTURE_VERB.test(value)) return true;
  if (CLAUSE.test(plain) && plain.split(/\s+/).length >= 3) return true;
  // "nobody will work there": a lowercase sentence with a verb that says what will or can be.
  if (!/\p{Lu}/u.test(value) && plain.split(/\s+/).length >= 3 && AUXILIARY.test(plain)) return true;
  if (isSentence(value)) return true;
  const q = normalizeText(questionText);
  if (TIME_OR_MEASURE_QUESTION.test(q) || ADDRESS_QUESTION.test(q)) return false;
  if (COUNT.test(plain) || COUNTED.test(value)) return true;
  const now = new Date();
  // "la semana que viene", "next week" to "Which port?": a time said alone, however vague, is no fact.
  return (['EN', 'ES'] as const).some((l) =>
    findDates(value, l, now).some((d) => d.value !== null || onlyWords(value, d)),
  );
}

/** Whether a span is all a short value says (a word of filler aside: "pues la semana que viene"). */
const onlyWords = (value: string, span: { start: number; end: number }) =>
  `${value.slice(0, span.start)} ${value.slice(span.end)}`.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length <=
  1;

const POSTCODE_QUESTION = /\b(?:postcode|post code|postal code|zip|zip code|codigo postal|cp)\b/;
// UK ("SW11 6HA", "EH6 5JP"), and five digits (ES, US) standing alone.
const POSTCODE = /(?<![\p{L}\p{N}])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{5})(?![\p{L}\p{N}])/gu;

/** "Site postcode", "¿Código postal?": a question that asks a postcode. */
export const isPostcodeQuestion = (questionText: string) =>
  POSTCODE_QUESTION.test(normalizeText(questionText));

/** "… our place in SW11 6HA; budget is…" for "Site postcode": a postcode inside a longer message. */
export function postcodeIn(
  text: string,
  questionText: string,
): { start: number; end: number; value: string } | null {
  if (!isPostcodeQuestion(questionText)) return null;
  const found = [...text.matchAll(POSTCODE)];
  if (found.length !== 1) return null;
  const m = found[0]!;
  return { start: m.index, end: m.index + m[0].length, value: m[0] };
}

export { routeIn } from './routes';
