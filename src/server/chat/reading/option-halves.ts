import { MONTHS } from './date-words';
import { optionRange } from './option-kinds';
import { negatedClauses } from './option-scores';
import { normalizeText } from './text';

/**
 * A half of a month said for options that are spans of days of a month ("1-15 julio", "16-31 July"): "la segunda
 * quincena", "the first half of July", "la primera mitad del mes" pick the one option whose days lie wholly in
 * that half (1-15, 16-31), when every option lies in one half. Only a half of the month (not "the first half of
 * the session"), in a clause that does not turn it down; a month named must be the options' month; two options in the half, or options that are not days of a named month, leave
 * the other readers to decide (undefined).
 */
const HALF =
  /\b(?:(primera|primer|1a|1ra|first|1st)|(segunda|segundo|2a|2da|second|2nd|latter))\s+(?:quincena|half|mitad)\b|\b(?:la\s+)?(?:quincena|mitad)\s+(primera|segunda)\b/gu;

const MONTH_WORDS = Object.keys(MONTHS);

/** The month words a text holds (folded), as their month numbers. */
function monthsIn(text: string): Set<number> {
  const words = normalizeText(text).split(/[^\p{L}]+/u);
  return new Set(words.filter((w) => MONTH_WORDS.includes(w)).map((w) => MONTHS[w]!));
}

/** The days an option spans in one named month, or null when it is no such span. */
function daysOf(option: string): { from: number; to: number; month: number } | null {
  const months = monthsIn(option);
  if (months.size !== 1) return null;
  const range = optionRange(option.replace(/\p{L}+/gu, (w) => (MONTHS[normalizeText(w)] ? '' : w)).trim());
  if (!range || range[0] < 1 || range[1] > 31 || range[0] >= range[1]) return null;
  return { from: range[0], to: range[1], month: [...months][0]! };
}

export function optionByHalf(options: readonly string[], raw: string): string | undefined {
  const said = normalizeText(negatedClauses(raw).positive);
  const halves = [...said.matchAll(HALF)];
  const m = halves[0];
  if (!m) return undefined;
  const isFirst = (h: RegExpMatchArray) => Boolean(h[1]) || h[3] === 'primera';
  // "first half or second half": both halves said.
  if (halves.some((h) => isFirst(h) !== isFirst(m))) return undefined;
  // "the first half of the session": a half of something that is no month.
  const after = said.slice(m.index + m[0].length).trim();
  const of = /^(?:of|de|del)\s+(?:the\s+|el\s+|la\s+)?(\p{L}+)/u.exec(after);
  if (of && !MONTH_WORDS.includes(of[1]!) && !/^(?:month|mes)$/.test(of[1]!)) return undefined;
  const first = isFirst(m);
  const spans = options.map(daysOf);
  // Every option must lie in one half: weeks that cross the 15th are no halves.
  if (spans.some((s) => s === null || (s.to > 15 && s.from < 16))) return undefined;
  const named = monthsIn(said);
  const hits = options.filter((_, i) => {
    const s = spans[i]!;
    if (named.size > 0 && !named.has(s.month)) return false;
    return first ? s.to <= 15 : s.from >= 16;
  });
  return hits.length === 1 ? hits[0]! : undefined;
}
