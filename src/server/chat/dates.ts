import type { Language } from '../../contract/enums';
import { foldKeepingIndexes, type Span } from './text';

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  enero: 1,
  ene: 1,
  february: 2,
  feb: 2,
  febrero: 2,
  march: 3,
  mar: 3,
  marzo: 3,
  april: 4,
  apr: 4,
  abril: 4,
  abr: 4,
  may: 5,
  mayo: 5,
  june: 6,
  jun: 6,
  junio: 6,
  july: 7,
  jul: 7,
  julio: 7,
  august: 8,
  aug: 8,
  agosto: 8,
  ago: 8,
  september: 9,
  sept: 9,
  sep: 9,
  septiembre: 9,
  setiembre: 9,
  october: 10,
  oct: 10,
  octubre: 10,
  november: 11,
  nov: 11,
  noviembre: 11,
  december: 12,
  dec: 12,
  diciembre: 12,
  dic: 12,
};
// Abbreviations and "may" are common words or fragments: alone they are not an explicit date.
const WEAK_MONTHS = new Set(['jan', 'ene', 'feb', 'mar', 'apr', 'abr', 'may', 'jun', 'jul', 'aug', 'ago']);
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const ISO = /(?<![\d/.-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g;
const NUMERIC = /(?<![\d/.,-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d])/g;
const DAY_MONTH = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2})(?:st|nd|rd|th|º|°)?\\s*(?:de\\s+|of\\s+)?(${MONTH_ALT})(?!\\p{L})\\.?(?:,?\\s*(?:del?\\s+)?(\\d{4}))?(?!\\d)`,
  'gu',
);
const MONTH_DAY = new RegExp(
  `(?<![\\p{L}])(${MONTH_ALT})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?!\\p{N})(?:,?\\s*(\\d{4}))?(?!\\d)`,
  'gu',
);
const RELATIVE =
  /(?<!\p{L})(pasado manana|the day after tomorrow|day after tomorrow|manana|tomorrow|hoy|today|ayer|yesterday)(?!\p{L})/gu;
const RELATIVE_DAYS: Record<string, number> = {
  'pasado manana': 2,
  'the day after tomorrow': 2,
  'day after tomorrow': 2,
  manana: 1,
  tomorrow: 1,
  hoy: 0,
  today: 0,
  ayer: -1,
  yesterday: -1,
};

/** A date found in a message: its ISO value, or why it cannot be one. */
export interface DateMatch extends Span {
  value: string | null;
  problem?: 'invalid' | 'ambiguous';
  /** Unmistakably a date (safe to take for a question other than the one being asked). */
  explicit: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` for a real calendar day, else null. */
export function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

function fullYear(raw: string, now: Date): number {
  const n = Number(raw);
  if (raw.length === 4) return n;
  const century = 2000 + n;
  return century > now.getUTCFullYear() + 20 ? 1900 + n : century;
}

function numericDate(
  a: number,
  b: number,
  y: number,
  language: Language,
): Pick<DateMatch, 'value' | 'problem'> {
  let day: number;
  let month: number;
  if (a > 12 && b <= 12) [day, month] = [a, b];
  else if (b > 12 && a <= 12) [day, month] = [b, a];
  else if (a === b || language === 'ES') [day, month] = [a, b];
  else return { value: null, problem: 'ambiguous' };
  const value = isoDate(y, month, day);
  return value ? { value } : { value: null, problem: 'invalid' };
}

function named(day: number, monthWord: string, year: string | undefined, now: Date) {
  const y = year ? Number(year) : now.getUTCFullYear();
  const value = isoDate(y, MONTHS[monthWord] ?? 0, day);
  const explicit = !WEAK_MONTHS.has(monthWord) || year !== undefined;
  return value ? { value, explicit } : { value: null, problem: 'invalid' as const, explicit };
}

function addDays(now: Date, days: number): string {
  const t = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Every date written in `text`, in order. Strict mode keeps only explicit, valid dates. */
export function findDates(
  text: string,
  language: Language,
  now: Date,
  mode: 'lenient' | 'strict' = 'lenient',
): DateMatch[] {
  const folded = foldKeepingIndexes(text);
  const found: DateMatch[] = [];
  const at = (m: RegExpExecArray) => ({ start: m.index, end: m.index + m[0].length });
  for (const m of folded.matchAll(ISO)) {
    const value = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    found.push({ ...at(m), value, explicit: true, ...(value ? {} : { problem: 'invalid' as const }) });
  }
  for (const m of folded.matchAll(NUMERIC)) {
    const year = m[4]!;
    const parsed = numericDate(Number(m[1]), Number(m[3]), fullYear(year, now), language);
    found.push({ ...at(m), ...parsed, explicit: year.length === 4 });
  }
  for (const m of folded.matchAll(DAY_MONTH))
    found.push({ ...at(m), ...named(Number(m[1]), m[2]!, m[3], now) });
  for (const m of folded.matchAll(MONTH_DAY))
    found.push({ ...at(m), ...named(Number(m[2]), m[1]!, m[3], now) });
  for (const m of folded.matchAll(RELATIVE)) {
    const word = m[1]!;
    // "por la mañana", "esta mañana": the morning, not tomorrow.
    if (word === 'manana' && /(?:\bla|\besta|\bde)\s+$/.test(folded.slice(Math.max(0, m.index - 8), m.index)))
      continue;
    found.push({ ...at(m), value: addDays(now, RELATIVE_DAYS[word] ?? 0), explicit: false });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: DateMatch[] = [];
  for (const d of found) {
    const last = kept[kept.length - 1];
    if (last && d.start < last.end) continue;
    kept.push(d);
  }
  return mode === 'strict' ? kept.filter((d) => d.explicit && d.value !== null) : kept;
}
