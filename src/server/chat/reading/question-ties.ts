import { countsKindAsked } from './kind-ties';
import type { NumberMention } from './number-mentions';
import {
  AGE_QUESTION,
  AGE_UNIT,
  FUNCTION_WORDS,
  MONEY_WORDS,
  QUANTITY_QUESTION,
  shortUnitFits,
} from './number-units';
import { normalizeText } from './text';

/*
 * How a figure is tied to a question: by the question's own word, its unit or currency, or as a count of
 * people ("40 guests" for "How many guests?", "budget 8,000 €", "350 km" for "¿Cuántos metros?").
 */

export const PEOPLE =
  /^(?:people|persons?|guests?|pax|adults?|kids|children|attendees|participants|personas?|invitad[oa]s|asistentes|comensales|adult[oa]s|ninos|ninas|bebes|babies|participantes|gente|of us|travell?ers|passengers|viajeros|pasajeros|attendees|asistentes|players|jugadores|students|alumnos|employees|empleados|staff|workers|trabajadores|team members|miembros|members|socios|seats|plazas|heads|servings|portions|raciones|porciones|slices|delegates|delegados|congresistas|visitors|visitantes|diners|spectators|espectadores|tourists|turistas|campers|campistas|hikers|excursionistas|riders|folks|teens|teenagers|chavales|peques|crios)$/;
/** Questions that count people without naming them: "Company size", "Tamaño del equipo". */
const PEOPLE_SIZE =
  /^(?:size|tamano|team|equipo|headcount|plantilla|staff|empleados|employees|workforce|group|grupo|party)$/;
/** "we are 40", "somos 40": the figure counts people. */
export const PEOPLE_LABEL =
  /\b(?:somos|seremos|seriamos|vamos|vendremos|iremos|we are|we re|we ll be|we will be|we d be|we would be|vamos a ser|estaremos|there are|there s|there is|there will be|seran|habra|table for|mesa para|reservation for|booking for|reserva para|(?:team|group|party|family|crew|grupo|equipo|familia) (?:of|de))(?: (?:about|around|roughly|approximately|like|unos|unas|alrededor de|aproximadamente|mas o menos))?$/;
export const STOP = new Set(
  'what which how many much your the are you do does have will would is de la el los las que cual cuantos cuantas cuanto cuanta tu su sus your our for para with con and y many has had tiene tienes tienen teneis tenemos tengo'.split(
    ' ',
  ),
);

/** Whether words around a figure (not only its unit) or its currency name the question ("budget 8,000 €", "8000 for the budget"). */
export function namedFor(m: NumberMention, question: string): boolean {
  const q = normalizeText(question);
  if (m.money && MONEY_WORDS.test(q)) return true;
  const words = q.split(/[^\p{L}]+/u).filter((w) => w.length >= 4 && !STOP.has(w));
  const hit = (said: string) =>
    said.length >= 4 && !STOP.has(said) && words.some((w) => w.startsWith(said.slice(0, 5)));
  return m.label.split(' ').some(hit) || (m.tail ?? '').split(' ').slice(1).some(hit);
}

/** Whether a mention's unit or currency ties it to the question ("40 people" for "How many guests?"). */
export function fitsQuestion(m: NumberMention, question: string): boolean {
  return tieTo(m, question) !== null;
}

/** "How many of you?", "¿Cuántos vais?": a count of people without naming them. */
const PEOPLE_VERBS =
  /\b(?:of you|are you|will you be|is coming|are coming|sois|vais|venis|sereis|seran|vienen)\b/;

/** A question that counts people: "How many guests?", "Team size", "¿Cuántos sois?". */
export const countsPeople = (q: string) =>
  !/\b(?:adults?|kids|children|babies|adult[oa]s|ninos|ninas|bebes)\b/.test(normalizeText(q)) &&
  (/\b(?:how many|cuant[oa]s)\b/.test(normalizeText(q)) ||
    normalizeText(q)
      .split(/[^\p{L}]+/u)
      .some((w) => PEOPLE.test(w) || PEOPLE_SIZE.test(w)) ||
    PEOPLE_VERBS.test(normalizeText(q)));

export const isPeopleQuestion = (q: string) =>
  normalizeText(q)
    .split(/[^\p{L}]+/u)
    .some((w) => PEOPLE.test(w));

const MEASURE = /^(?:cm|mm|km|kg|kgs|m2|ml|ft|lb|lbs|gb|tb|hrs?|mins?|sqm|sqft|yrs)$/;

/** How a figure is tied to a question: by the question's own word ("40 guests") or only as a count of people. */
export function tieTo(m: NumberMention, question: string): 'exact' | 'people' | null {
  const q = normalizeText(question);
  if (m.money && MONEY_WORDS.test(q)) return 'exact';
  const words = q.split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && !STOP.has(w));
  // "4,500 words" for "Word count": a plural said for a singular asked.
  const stemmed = (said: string) =>
    said.length >= 4 &&
    !STOP.has(said) &&
    words.some((w) => w.startsWith(said.replace(/s$/, '').slice(0, Math.min(5, said.length))));
  // The question's own word before the figure ("budget 4k") or after it ("12000 for the budget").
  if (stemmed(m.unit) || m.label.split(' ').some(stemmed) || (m.tail ?? '').split(' ').some(stemmed))
    return 'exact';
  // "tiene 7 años" for "¿Edad del paciente?": years tie a figure to an age.
  if (AGE_UNIT.test(m.unit) && AGE_QUESTION.test(q)) return 'exact';
  // "500 flyers", "dos cajas" for "Quantity?", "Número de unidades": any counted thing answers a quantity.
  if (QUANTITY_QUESTION.test(q) && /^\p{L}{3,}s$/u.test(m.unit) && !FUNCTION_WORDS.test(m.unit))
    return 'exact';
  // "a 3 bed semi" for "Number of bedrooms", "8 cm" for "…, en centímetros?": a short unit or its abbreviation.
  if (shortUnitFits(m.unit, words)) return 'exact';
  // "5cm" for "Size in cm?": the unit is a word of the question as written.
  if (MEASURE.test(m.unit) && q.split(/[^\p{L}\d]+/u).includes(m.unit)) return 'exact';
  const peopleAsked = words.some((w) => PEOPLE.test(w) || PEOPLE_SIZE.test(w)) || PEOPLE_VERBS.test(q);
  if (peopleAsked && (PEOPLE.test(m.unit) || PEOPLE_LABEL.test(m.label.replace(/'/g, ' ')))) return 'people';
  // "25 camisas" for "¿Cuántas prendas?": a kind of the thing counted.
  if (/^\p{L}+$/u.test(m.unit) && countsKindAsked(m.unit, question)) return 'exact';
  return null;
}

/** A figure counting something the question does not ask ("350 km" for "¿Cuántos metros?", "$35" for players). */
export function countsOther(m: NumberMention, question: string, minUnit = 2): boolean {
  if (m.money) return !MONEY_WORDS.test(normalizeText(question));
  if (m.scale || m.unit.length < minUnit || !/^\p{L}+$/u.test(m.unit) || PEOPLE.test(m.unit)) return false;
  if (tieTo(m, question) !== null || FUNCTION_WORDS.test(m.unit)) return false;
  // "85 replied", "40 booked": a verb after the figure, not a noun it counts.
  if (/^\p{L}{3,}(?<!b|e)ed$/u.test(m.unit)) return false;
  return !/^(?:about|around|approx|roughly|more|less|tops|max|maximum|minimum|total|each|people|thousand|hundred|million|grand|euros?|dollars?|pounds?|pesos?|mil|millones?|aprox|mas|menos|cada|como|unos|unas|maybe|quizas|tal|vez|then|entonces|please|thanks|gracias|porfa)$/.test(
    m.unit,
  );
}
