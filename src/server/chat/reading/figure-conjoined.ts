import { askedFigure } from './figure-asked';
import type { NumberMention } from './number-mentions';
import { FUNCTION_WORDS } from './number-units';
import type { NumberReading } from './numbers';
import { tieTo } from './question-ties';
import { foldKeepingIndexes } from './text';

/**
 * "vienen 14 de la clase y 3 primos" to "¿Cuántos niños vienen?", "coming are 20 from work and 6 neighbours" to "How
 * many are coming?": the question's word before the first figure governs the figure joined to it by "and" too, so
 * the first one alone is not the answer. When the first figure is tied to the question only by the words before it
 * and the second counts a kind of its own the question does not name, the two are asked about (the first, or both
 * together); when the second counts the kind the question names ("vienen 4 adultos y 2 niños" to "¿Cuántos niños
 * vienen?") it is the answer.
 */
const JOINED = /^\s*(?:[\p{L}]+\s+){0,3}(?:and|y|e|plus|mas|\+|con|with)\s*$/u;

export function conjoinedCount(
  mentions: NumberMention[],
  text: string,
  question: string,
): NumberReading | null {
  if (mentions.length !== 2) return null;
  const [a, b] = mentions as [NumberMention, NumberMention];
  if (a.money || b.money || a.scale !== null || b.scale !== null) return null;
  if (a.value === b.value || !Number.isInteger(a.value) || !Number.isInteger(b.value)) return null;
  const kind = askedFigure(question).kind;
  if (kind !== 'thing' && kind !== 'count') return null;
  const byLabel = tieTo({ ...a, unit: '', tail: '' }, question) === 'exact';
  const ownTie = (m: NumberMention) => tieTo({ ...m, label: '' }, question);
  const between = foldKeepingIndexes(text).slice(a.end, b.start);
  if (!byLabel || ownTie(a) === 'exact' || !JOINED.test(between) || /[.,;:!?]/.test(between)) return null;
  const noun = (m: NumberMention) => /^\p{L}{3,}$/u.test(m.unit) && !FUNCTION_WORDS.test(m.unit);
  if (!noun(b)) return null;
  // "vienen 4 adultos y 2 niños" to "¿Cuántos niños vienen?": the figure of the kind the question names.
  if (noun(a) && ownTie(b) === 'exact')
    return { kind: 'value', value: b.value, span: { start: b.start, end: b.end } };
  // …and to "¿Cuántos vienen?": two counts of people, added.
  const whole = { start: a.start, end: b.end };
  if (ownTie(a) === 'people' && ownTie(b) === 'people')
    return { kind: 'value', value: a.value + b.value, span: whole };
  if (ownTie(b) !== null) return null;
  return {
    kind: 'ambiguous',
    candidates: [a.value + b.value, a.value],
    range: false,
    span: whole,
  };
}
