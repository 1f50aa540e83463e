import { MONTHS, WEEKDAYS } from './date-words';
import { editDistance } from './text';

const KEYWORDS = [
  ...Object.keys(MONTHS),
  ...Object.keys(WEEKDAYS),
  'tomorrow',
  'manana',
  'yesterday',
  'pasado',
].filter((w) => w.length >= 6);
// Real words one letter away from a date word ("vienes" is "you come", not "viernes").
const NOT_TYPOS = new Set([
  'vienes',
  'martas',
  'marcha',
  'junior',
  'julian',
  'augusto',
  'sundays',
  'mondays',
]);

const RELATIVE = new Set(['tomorrow', 'manana', 'yesterday', 'pasado']);
const DATE_CUE =
  /^(?:on|next|this|last|coming|by|until|till|from|before|after|el|este|esta|proximo|proxima|desde|hasta|para|del|de|hoy|pasado|que|wednesday|viene)$/;

/** A folded text with misspelt date words corrected ("tomorow", "thrusday", "wensday"), and where each character came from. */
export function fixDateTypos(folded: string): { text: string; origin: number[] } {
  let text = '';
  const origin: number[] = [];
  let at = 0;
  const words = [...folded.matchAll(/\p{L}+/gu)];
  let previous = '';
  for (const m of words) {
    for (; at < m.index; at++) {
      text += folded[at];
      origin.push(at);
    }
    const word = m[0];
    let fixed = word;
    // A misspelt weekday or month is read only where a date is likely: a short answer, or after a word that
    // introduces one ("next thrusday", "el miercole"); "my two mates" is no Tuesday. "tomorow" always is.
    const likely = words.length <= 3 || DATE_CUE.test(previous);
    previous = word;
    if (word.length >= 5 && !KEYWORDS.includes(word) && !NOT_TYPOS.has(word)) {
      const close = KEYWORDS.filter(
        (k) =>
          (likely || RELATIVE.has(k)) &&
          editDistance(word, k, k.length >= 8 ? 2 : 1) <= (k.length >= 8 ? 2 : 1),
      );
      if (close.length === 1) fixed = close[0]!;
    }
    for (let i = 0; i < fixed.length; i++) {
      text += fixed[i];
      // Every character of a corrected word points into the word it replaces.
      origin.push(m.index + Math.min(i, word.length - 1));
    }
    at = m.index + word.length;
  }
  for (; at < folded.length; at++) {
    text += folded[at];
    origin.push(at);
  }
  origin.push(folded.length);
  return { text, origin };
}
