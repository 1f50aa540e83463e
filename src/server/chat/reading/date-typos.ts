import { MONTHS, WEEKDAYS } from './date-words';
import { unitWord } from './number-words';
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
    let fixed = dayWordAsDigits(word, words, words.indexOf(m)) ?? word;
    // A misspelt weekday or month is read only where a date is likely: a short answer, or after a word that
    // introduces one ("next thrusday", "el miercole"); "my two mates" is no Tuesday. "tomorow" always is.
    const likely = words.length <= 3 || DATE_CUE.test(previous);
    previous = word;
    if (fixed === word && word.length >= 5 && !KEYWORDS.includes(word) && !NOT_TYPOS.has(word)) {
      // A slip keeps the word's start: its first letter, or all but that letter ("biernes"); "morrow" (a word,
      // and a surname) is no "tomorrow".
      const close = KEYWORDS.filter(
        (k) =>
          (likely || RELATIVE.has(k)) &&
          (k[0] === word[0] || k.slice(1) === word.slice(1)) &&
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

// Days of the month said as words: ordinals in English, ordinals and cardinals in Spanish ("el tres de mayo").
const EN_DAYS = [
  ...['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'],
  ...['eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth'],
  ...['eighteenth', 'nineteenth', 'twentieth'],
];
// Spanish days also as cardinals, read with the number words ("el tres de mayo"); "primero" is the ordinal.
const esDay = (w: string) => (w === 'primero' || w === 'primer' ? 1 : unitWord(w));
const SUFFIX = (n: number) =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';

/**
 * "first of april", "April third", "el tres de mayo": a day of the month said as a word, next to a month,
 * written as digits ("1st of april", "3 de mayo") so the date readers take it; elsewhere a word stays a word.
 */
function dayWordAsDigits(word: string, words: RegExpMatchArray[], i: number): string | null {
  const next = words[i + 1]?.[0] ?? '';
  const after = next === 'of' || next === 'de' ? (words[i + 2]?.[0] ?? '') : next;
  const before = words[i - 1]?.[0] ?? '';
  const en = EN_DAYS.indexOf(word) + 1;
  if (en > 0 && (MONTHS[after] !== undefined || MONTHS[before] !== undefined)) return `${en}${SUFFIX(en)}`;
  const es = esDay(word);
  if (es !== undefined && es >= 1 && es <= 31 && next === 'de' && MONTHS[after] !== undefined)
    return String(es);
  return null;
}
