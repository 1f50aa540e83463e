import type { NumberMention } from './number-mentions';
import { normalizeText } from './text';

/**
 * Units of measure (EN and ES, folded) by what they measure. A figure said in one unit is no answer to a
 * question that counts in another ("55 gallons" to "Tank volume in litres?", "16 horas" to "¿Cuántos días?"):
 * the visitor is asked for the figure in the question's unit instead of the figure being stored as if it were.
 */
const UNITS: [dimension: string, unit: string, words: RegExp][] = [
  ['length', 'mm', /^(?:mm|milimetros?|millimet(?:er|re)s?)$/],
  ['length', 'cm', /^(?:cm|cms|centimetros?|centimet(?:er|re)s?)$/],
  ['length', 'm', /^(?:m|mts?|metros?|met(?:er|re)s?)$/],
  ['length', 'km', /^(?:km|kms|kilometros?|kilomet(?:er|re)s?)$/],
  ['length', 'in', /^(?:inch|inches|pulgadas?)$/],
  ['length', 'ft', /^(?:ft|foot|feet|pies?)$/],
  ['length', 'mi', /^(?:miles?|millas?)$/],
  ['area', 'm2', /^(?:m2|m²|sqm)$/],
  ['area', 'ft2', /^(?:sq ?ft|sqft)$/],
  ['area', 'ha', /^(?:ha|hectares?|hectareas?)$/],
  ['area', 'acre', /^(?:acres?)$/],
  ['volume', 'l', /^(?:l|lts?|litres?|liters?|litros?)$/],
  ['volume', 'ml', /^(?:ml|millilit(?:er|re)s?|mililitros?)$/],
  ['volume', 'gal', /^(?:gal|gallons?|galon|galones)$/],
  ['volume', 'm3', /^(?:m3|m³)$/],
  ['weight', 'g', /^(?:g|grs?|grams?|gramos?)$/],
  ['weight', 'kg', /^(?:kg|kgs|kilos?|kilograms?|kilogramos?)$/],
  ['weight', 'lb', /^(?:lb|lbs|libras?)$/],
  ['weight', 't', /^(?:tons?|tonnes?|toneladas?)$/],
  ['time', 'minute', /^(?:minutes?|mins?|minutos?)$/],
  ['time', 'hour', /^(?:hours?|hrs?|horas?)$/],
  ['time', 'day', /^(?:days?|dias?|nights?|noches?)$/],
  ['time', 'week', /^(?:weeks?|semanas?)$/],
  ['time', 'month', /^(?:months?|meses|mes)$/],
  ['time', 'year', /^(?:years?|anos?)$/],
];

/** "square metres", "metros cuadrados", "cubic metres", "metros cúbicos": a length unit made an area or a volume. */
const SQUARE = /^(?:square|sq|cuadrad[oa]s?)$/;
const CUBIC = /^(?:cubic|cubic[oa]s?)$/;

export interface Unit {
  dimension: string;
  unit: string;
}

/** The unit of measure a word names ("metros" → m, "horas" → hour), with what it measures. */
export function unitOfWords(word: string, next = '', before = ''): Unit | null {
  const hit = UNITS.find(([, , re]) => re.test(word));
  if (!hit) return null;
  const [dimension, unit] = hit;
  if (dimension === 'length' && (SQUARE.test(next) || SQUARE.test(before)))
    return { dimension: 'area', unit: `${unit}2` };
  if (dimension === 'length' && (CUBIC.test(next) || CUBIC.test(before)))
    return { dimension: 'volume', unit: `${unit}3` };
  return { dimension, unit };
}

/** The one unit of measure a question counts in ("Tank volume in litres?" → l), if it names exactly one. */
export function questionMeasure(question: string): Unit | null {
  const words = normalizeText(question).split(/[^\p{L}\p{N}²³]+/u);
  const found = new Map<string, Unit>();
  words.forEach((w, i) => {
    const u = unitOfWords(w, words[i + 1], words[i - 1]);
    if (u) found.set(u.unit, u);
  });
  return found.size === 1 ? [...found.values()][0]! : null;
}

/** The unit a figure is said in ("55 gallon tank" → gal; "30 metros cuadrados" → m2), if any. */
function mentionUnit(m: NumberMention): Unit | null {
  const [first = '', second = ''] = m.tail.split(/\s+/);
  const word = normalizeText(m.unit || first);
  // "400 square feet", "30 cubic metres": the shape word comes first, the unit after it.
  if ((SQUARE.test(word) || CUBIC.test(word)) && second) return unitOfWords(normalizeText(second), '', word);
  return unitOfWords(word, second);
}

/** Whether a figure is said in a unit of measure other than the one the question counts in. */
export function inOtherUnit(m: NumberMention, question: string, mentions: NumberMention[] = []): boolean {
  const want = questionMeasure(question);
  if (!want) return false;
  const said = mentionUnit(m) ?? sharedUnit(m, mentions);
  if (!said || said.unit === want.unit) return false;
  // "un piso de 80 metros": metres said for an area is how people say square metres.
  return !(said.unit === 'm' && want.unit === 'm2');
}

/** "8 por 4 metros", "3 x 2 m": the first figure of a dimension takes the unit said after the second. */
function sharedUnit(m: NumberMention, mentions: NumberMention[]): Unit | null {
  if (!/^(?:x|by|por|×)$/.test(m.unit)) return null;
  const next = mentions.find((o) => o.start > m.end);
  return next ? mentionUnit(next) : null;
}
