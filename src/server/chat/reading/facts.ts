import { foldKeepingIndexes, normalizeText } from './text';

/**
 * Questions whose answer is free text, kept whole as written (comments, requests, what to write on a
 * card, allergies, reasons, descriptions…). Every other text question asks a short fact (a postcode, a
 * handle, a town, a venue, a company), stored without the framing around it.
 */
const FREE_TEXT =
  /\b(?:comments?|notes?|requests?|messages?|instructions?|describe|description|details?|tell us|anything|else|other|allerg\w*|injur\w*|reasons?|why|goals?|ideas?|project|problem|issue|health|special|wording|text|inscription|preferences?|questions?|experience|concerns?|needs?|help|about|information|info|motivo|comentarios?|notas?|mensajes?|peticion\w*|instrucciones|describ\w*|descripcion|detalles?|cuent\w*|cont\w*|algo|alergi\w*|lesion\w*|razon\w*|por que|proyecto|objetivos?|idea|problema|salud|especial|texto|dedicatoria|preferencias?|preguntas?|experiencia|necesidades|necesitas|ayuda|sobre|informacion|observaciones|happened|ocurrido|pasado|paso|what do you|que quieres|what would you)\b/;

/** Whether a text question's answer is free text (kept whole) rather than a short fact. */
export function isFreeText(questionText: string): boolean {
  return FREE_TEXT.test(normalizeText(questionText));
}

// "fair enough, BS3 4LX", "nice. handle is mossygoblin", "ok so: Leeds": an acknowledgement before the fact.
const ACK =
  /^(?:(?:oh\s+)?(?:ok(?:ay)?|okey|alright|fair enough|fine|nice|cool|great|perfect|sure|right|got it|sounds good|makes sense|no worries|no problem|of course|yes|yeah|yep|vale|genial|perfecto|claro|bueno|pues|entendido|de acuerdo|ah vale|ah ok|ya veo|sin problema|joya|dale|listo)\b[\s,.:;!-]*)+/u;
// "handle is X", "my postcode's X", "user: X": what the fact is, said before it.
const WHAT_IT_IS =
  /^(?:(?:my|our|the|mi|nuestr[oa]|el|la)\s+)?(?:handle|username|user name|user|tag|gamer ?tag|gamertag|nick|nickname|postcode|post code|zip(?: code)?|address|city|town|venue|company|brand|instagram|ig|usuario|apodo|codigo postal|cp|direccion|ciudad|pueblo|empresa|marca|local)\s*(?:is|'s|’s|es|:|=)\s*/u;
// "from Jávea", "to Málaga", "desde Bilbao": a preposition before a place written with a capital.
const PLACE_PREPOSITION = /^(?:from|to|in|at|near|desde|hasta|en|para|cerca de)\s+(?=\p{Lu})/u;

/** A short fact without what frames it: a leading acknowledgement, "handle is", a preposition before a place. */
export function cleanFact(answer: string): string {
  let s = answer.trim();
  for (const r of [ACK, WHAT_IT_IS]) {
    const m = r.exec(foldKeepingIndexes(s));
    if (m && m[0].length > 0 && m[0].length < s.length) s = s.slice(m[0].length).trim();
  }
  const words = s.split(/\s+/).length;
  const place = PLACE_PREPOSITION.exec(s.replace(/^(\p{L}+)/u, (w) => w.toLowerCase()));
  if (place && words <= 4) s = s.slice(place[0].length);
  return s;
}

const CLAUSE =
  /^(?:we|we re|we are|we ll|i|i m|i am|i ll|they|they re|somos|estamos|seremos|tenemos|tengo|vamos)\b/;

/** "We're 12 now, will be 15 by December" to "Company": a sentence about the visitor is no short fact. */
export function isClause(value: string): boolean {
  const plain = normalizeText(value).replace(/[’']/g, ' ');
  return CLAUSE.test(plain) && plain.split(/\s+/).length >= 3;
}

const POSTCODE_QUESTION = /\b(?:postcode|post code|postal code|zip|zip code|codigo postal|cp)\b/;
// UK ("SW11 6HA", "EH6 5JP"), and five digits (ES, US) standing alone.
const POSTCODE = /(?<![\p{L}\p{N}])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{5})(?![\p{L}\p{N}])/gu;

/** "… our place in SW11 6HA; budget is…" for "Site postcode": a postcode inside a longer message. */
export function postcodeIn(
  text: string,
  questionText: string,
): { start: number; end: number; value: string } | null {
  if (!POSTCODE_QUESTION.test(normalizeText(questionText))) return null;
  const found = [...text.matchAll(POSTCODE)];
  if (found.length !== 1) return null;
  const m = found[0]!;
  return { start: m.index, end: m.index + m[0].length, value: m[0] };
}
