import { normalizeText } from './text';

// A place in an order ("un tercero", "the 3rd floor", "el 3º", "planta baja") for a question that asks a place
// in an order (a floor, a row, a school year), never for a count.

const WORDS: Record<string, number> = {};
const add = (words: string, from = 1) =>
  words.split(' ').forEach((w, i) => {
    WORDS[w] = from + i;
  });
add('first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth');
add('primero segundo tercero cuarto quinto sexto septimo octavo noveno decimo');
add('primera segunda tercera cuarta quinta sexta septima octava novena decima');
Object.assign(WORDS, { primer: 1, tercer: 3, setimo: 7, setima: 7 });

/** "3rd", "3º", "3ª", "3er", "1ro": a figure written as an ordinal. */
const DIGIT_ORDINAL = /^(\d{1,2})(?:st|nd|rd|th|º|ª|°|o|a|er|ro|do|to|vo|no)$/;

/** Questions about a place in an order: "¿En qué piso vives?", "Which floor?", "¿Qué curso?", "Row?". */
const POSITION_NOUN =
  /\b(?:floor|storey|story|level|planta|piso|nivel|curso|grade|row|fila|position|posicion|puesto)\b/;
const COUNT = /\b(?:how many|cuant[oa]s|number of|numero de|no of|total)\b/;
const FLOOR = /\b(?:floor|storey|story|level|planta|piso)\b/;

/** Words that may stand around the ordinal ("vivo en un tercero", "on the third floor", "3º B"). */
const FILLER =
  /^(?:the|on|in|at|a|an|el|la|un|una|en|al|vivo|live|we|i|m|re|are|am|is|it|s|its|floor|storey|story|level|planta|piso|fila|row|curso|grade|de|del|que|sin|lift|ascensor|elevator|[a-d]|izq|izquierda|dcha|derecha|left|right|please|thanks|gracias|porfa)$/;

export const isPositionQuestion = (question: string): boolean => {
  const q = normalizeText(question);
  return POSITION_NOUN.test(q) && !COUNT.test(q);
};

/**
 * The place (or the two places offered) an answer gives to a question about a place in an order: "un tercero", "third floor", "el 3º" = 3;
 * "planta baja", "ground floor" = 0 for a floor. Null when the message holds no ordinal, two of them, or
 * words that are not about the place.
 */
export function ordinalAnswer(text: string, question: string): number[] | null {
  if (!isPositionQuestion(question)) return null;
  const said = normalizeText(text)
    .replace(/(\d{1,2})\.?\s*[º°ª]/g, '$1º ')
    .replace(/[^\p{L}\d\sº]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const floor = FLOOR.test(normalizeText(question));
  const words = said.split(' ').filter(Boolean);
  const found = words.map((w) => ordinalOf(w, floor)).filter((v): v is number => v !== null);
  // "second or third": both, to ask which.
  const choice = found.length === 2 && words.some((w) => OR.test(w)) && found[0] !== found[1];
  if (found.length !== 1 && !choice) return null;
  const fits = words.every((w) => ordinalOf(w, floor) !== null || FILLER.test(w) || (choice && OR.test(w)));
  if (fits) return found.slice(0, choice ? 2 : 1);
  const named = floor ? floorsNamed(said) : [];
  return named.length === 1 ? named : null;
}

/** "a flat on the ground floor", "la tercera planta", "el 2º piso": an ordinal said with the word floor. */
const FLOOR_NAMED =
  /(?<![\p{L}\d])(\p{L}+|\d{1,2}(?:st|nd|rd|th|º|o|a|er|ro|do))\s+(?:floor|storey|level|planta|piso)(?!\p{L})|(?<!\p{L})planta\s+(baja)(?!\p{L})/gu;

function floorsNamed(said: string): number[] {
  const found = [...said.matchAll(FLOOR_NAMED)].map((m) => ordinalOf(m[1] ?? m[2]!, true));
  return [...new Set(found.filter((v): v is number => v !== null))];
}

const OR = /^(?:or|o|u|maybe|quizas)$/;

/** The ground floor ("ground", "planta baja", "un bajo") is 0 for a floor. */
const GROUND = /^(?:ground|baja|bajo)$/;

function ordinalOf(word: string, floor: boolean): number | null {
  if (word in WORDS) return WORDS[word]!;
  if (floor && GROUND.test(word)) return 0;
  const m = DIGIT_ORDINAL.exec(word);
  return m ? Number(m[1]) : null;
}

/**
 * "un tercero sin ascensor, el edificio tiene 6" to "¿En qué planta está el piso?": the places in an order spelled
 * as words ("tercero", "third"; not "3rd") in a message that also holds figures, for a question about a place in
 * an order. A figure beside them may be the place or something else's (the building's floors): readNumber asks.
 */
export function spelledOrdinals(text: string, question: string): number[] {
  if (!isPositionQuestion(question)) return [];
  const words = normalizeText(text).split(/[^\p{L}]+/u);
  return [...new Set(words.filter((w) => w in WORDS).map((w) => WORDS[w]!))];
}
