import type { Language } from '../../../contract/enums';
import { fixDateTypos } from './date-typos';
import { isoDate, MONTH_ALT, MONTHS, nextDayMonth, nextDayOfMonth, WEAK_MONTHS } from './date-words';
import { findRelativeDates } from './relative-dates';
import { foldKeepingIndexes, type Span } from './text';

export { isoDate } from './date-words';

/** A date found in a message: its ISO value, or why it cannot be one. */
export interface DateMatch extends Span {
  value: string | null;
  /** invalid: not a calendar day; ambiguous: two readings (see candidates); vague: "next week", "soon". */
  problem?: 'invalid' | 'ambiguous' | 'vague';
  candidates?: string[];
  /** Unmistakably a date (safe to take for a question other than the one being asked). */
  explicit: boolean;
  /** Set on a weekday ("Tuesday", "el martes"): a day of the month right after it must fall on it. */
  weekday?: number;
}

const ISO = /(?<![\d/.-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g;
const NUMERIC = /(?<![\d/.,-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d])/g;
const NUMERIC_NO_YEAR = /(?<![\d/.,:-])(\d{1,2})([/.-])(\d{1,2})(?![\d/,:]|[.-]\d)/g;
const DAY_MONTH = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2})(?:st|nd|rd|th|º|°)?\\s*(?:de\\s+|of\\s+)?(${MONTH_ALT})(?!\\p{L})\\.?(?:,?\\s*(?:del?\\s+)?(\\d{4}))?(?!\\d)`,
  'gu',
);
const MONTH_DAY = new RegExp(
  `(?<![\\p{L}])(${MONTH_ALT})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?!\\p{N})(?:,?\\s*(\\d{4}))?(?!\\d)`,
  'gu',
);

function fullYear(raw: string, now: Date): number {
  const n = Number(raw);
  if (raw.length === 4) return n;
  const century = 2000 + n;
  return century > now.getUTCFullYear() + 20 ? 1900 + n : century;
}

/** Day and month of a numeric date: ES is day/month; EN takes the only reading that is a date, else both. */
function readings(a: number, b: number, language: Language): [number, number][] {
  const dm: [number, number] = [a, b];
  const md: [number, number] = [b, a];
  if (language === 'ES' || a === b) return [dm];
  const fits = ([d, m]: [number, number]) => m >= 1 && m <= 12 && d >= 1 && d <= 31;
  return [dm, md].filter(fits);
}

function numeric(
  a: number,
  b: number,
  language: Language,
  resolve: (day: number, month: number) => string | null,
): Pick<DateMatch, 'value' | 'problem' | 'candidates'> {
  const values = [...new Set(readings(a, b, language).map(([d, m]) => resolve(d, m)))].filter(
    (v): v is string => v !== null,
  );
  if (values.length === 1) return { value: values[0]! };
  if (values.length > 1) return { value: null, problem: 'ambiguous', candidates: values };
  return { value: null, problem: 'invalid' };
}

/** "on 14 May", "by May 3": a preposition of time before it makes even a short month a date. */
const TIME_PREPOSITION =
  /\b(?:on|by|until|till|before|after|from|el|hasta el|desde el|para el)\s+(?:the\s+)?$/;

function named(day: number, monthWord: string, year: string | undefined, now: Date, said = '', before = '') {
  const month = MONTHS[monthWord] ?? 0;
  const value = year ? isoDate(Number(year), month, day) : nextDayMonth(day, month, now);
  // "1st Feb", "20 de ago", "the 3rd of May": an ordinal or "of"/"de" makes even a short month a date.
  const ordinal = /\d(?:st|nd|rd|th|º|ª)\b|\s(?:of|de)\s/.test(said);
  const explicit =
    !WEAK_MONTHS.has(monthWord) || year !== undefined || ordinal || TIME_PREPOSITION.test(before);
  return value ? { value, explicit } : { value: null, problem: 'invalid' as const, explicit };
}

/**
 * Every date written in `text`, in order, resolved against `now` (UTC): ISO, numeric, named months,
 * and relative dates and weekdays. Strict mode keeps only explicit, valid dates.
 */
export function findDates(
  text: string,
  language: Language,
  now: Date,
  mode: 'lenient' | 'strict' = 'lenient',
): DateMatch[] {
  const { text: folded, origin } = fixDateTypos(foldKeepingIndexes(text));
  const found: DateMatch[] = [];
  const at = (m: RegExpExecArray) => ({ start: m.index, end: m.index + m[0].length });
  for (const m of folded.matchAll(ISO)) {
    const value = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    found.push({ ...at(m), value, explicit: true, ...(value ? {} : { problem: 'invalid' as const }) });
  }
  for (const m of folded.matchAll(NUMERIC)) {
    const y = fullYear(m[4]!, now);
    const parsed = numeric(Number(m[1]), Number(m[3]), language, (d, mo) => isoDate(y, mo, d));
    found.push({ ...at(m), ...parsed, explicit: m[4]!.length === 4 && parsed.value !== null });
  }
  for (const m of folded.matchAll(NUMERIC_NO_YEAR)) {
    // "4.5" is a decimal, not a date, unless the day and month are both two digits ("14.03").
    if (m[2] === '.' && (m[1]!.length < 2 || m[3]!.length < 2)) continue;
    const parsed = numeric(Number(m[1]), Number(m[3]), language, (d, mo) => nextDayMonth(d, mo, now));
    found.push({ ...at(m), ...parsed, explicit: false });
  }
  const before = (m: RegExpExecArray) => folded.slice(Math.max(0, m.index - 12), m.index);
  for (const m of folded.matchAll(DAY_MONTH))
    found.push({ ...at(m), ...named(Number(m[1]), m[2]!, m[3], now, m[0], before(m)) });
  for (const m of folded.matchAll(MONTH_DAY))
    found.push({ ...at(m), ...named(Number(m[2]), m[1]!, m[3], now, m[0], before(m)) });
  found.push(...findRelativeDates(folded, now));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: DateMatch[] = [];
  for (const d of found) {
    const last = kept[kept.length - 1];
    if (last && d.start < last.end) continue;
    kept.push(d);
  }
  // Spans back on the visitor's own text (a corrected typo may be longer or shorter).
  const merged = mergeWeekdays(kept, folded, now).map((d) => ({
    ...d,
    start: origin[d.start]!,
    end: d.end > 0 ? origin[d.end - 1]! + 1 : 0,
  }));
  return mode === 'strict' ? merged.filter((d) => d.explicit && d.value !== null) : merged;
}

const weekdayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};
const JOIN = /^[\s,]*(?:the\s+|el\s+|dia\s+)?$/u;
// "sunday, the 3 of us", "el sábado 4 personas": a figure that counts people after a weekday is no day of the month.
const BARE_DAY =
  /^[\s,]*(?:the\s+|el\s+|dia\s+)?(\d{1,2})(?:st|nd|rd|th)?(?![\p{N}/.:])(?!\s*(?:am|pm|h|hs|horas?|hours?)(?!\p{L}))(?!\s+(?:of (?:us|you|them)|people|persons|adults|kids|children|guests|pax|personas|adultos|ninos|ninas|de nosotros|de nosotras|invitados)(?!\p{L}))/u;

/** "Tuesday the 14th", "el martes 14": one date when the day is that weekday, else both readings to choose from. */
function mergeWeekdays(found: DateMatch[], folded: string, now: Date): DateMatch[] {
  const out: DateMatch[] = [];
  for (let i = 0; i < found.length; i++) {
    const w = found[i]!;
    if (w.weekday === undefined || !w.value) {
      out.push(w);
      continue;
    }
    const next = found[i + 1];
    let day: DateMatch | null = null;
    if (next && next.weekday === undefined && JOIN.test(folded.slice(w.end, next.start))) {
      day = next;
      i++;
    } else {
      const bare = BARE_DAY.exec(folded.slice(w.end));
      const value = bare ? nextDayOfMonth(Number(bare[1]), now) : null;
      if (bare && value) day = { start: w.end, end: w.end + bare[0].length, value, explicit: true };
    }
    if (!day) {
      out.push({ ...w, weekday: undefined });
      continue;
    }
    const joined = { start: w.start, end: day.end };
    if (!day.value || weekdayOf(day.value) === w.weekday)
      out.push({ ...day, ...joined, explicit: day.explicit || w.explicit });
    else
      out.push({
        ...joined,
        value: null,
        problem: 'ambiguous',
        candidates: [day.value, w.value],
        explicit: false,
      });
  }
  return out;
}

/** What a date question reads in a message. */
export type DateReading =
  | { kind: 'value'; value: string; span: Span }
  | { kind: 'ambiguous'; candidates: string[]; span: Span }
  | { kind: 'invalid'; problem: 'invalid' | 'vague'; span: Span }
  | { kind: 'none' };

const FINAL_MARKER =
  /(?:no wait|wait|sorry|i mean|i meant|actually|rather|better|make it|let'?s say|mejor|digo|quiero decir|quise decir|espera|perdon|en realidad|bueno|pongamos|digamos)\W*(?:\p{L}+\W+){0,2}$/u;

/** The date a visitor gave: one date, or the candidates when two readings or two dates were given. */
export function readDate(
  text: string,
  language: Language,
  now: Date,
  opts: { blocked?: Span[]; found?: DateMatch[] } = {},
): DateReading {
  const blocked = opts.blocked ?? [];
  const folded0 = foldKeepingIndexes(text);
  const found = (opts.found ?? findDates(text, language, now)).filter(
    (d) => !blocked.some((b) => d.start < b.end && b.start < d.end) && !negated(folded0, d),
  );
  if (found.length === 0) return { kind: 'none' };
  const folded = foldKeepingIndexes(text);
  const distinct = new Set(found.map((d) => d.value ?? `?${d.start}`));
  let pick = found[0]!;
  if (distinct.size > 1) {
    const last = found[found.length - 1]!;
    const prev = found[found.length - 2]!;
    const between = folded.slice(prev.end, last.start);
    // "el sábado si hace bueno, si no el domingo": an alternative ("otherwise") is no final word.
    if (!FINAL_MARKER.test(between) || OTHERWISE.test(between)) {
      const values = [...new Set(found.flatMap((d) => d.candidates ?? (d.value ? [d.value] : [])))];
      if (values.length > 1) return { kind: 'ambiguous', candidates: values, span: spanOf(found) };
      pick = found.find((d) => d.value !== null) ?? found[0]!;
    } else pick = last;
  }
  if (pick.value) return { kind: 'value', value: withMonthSaid(folded, found, pick, now), span: pick };
  if (pick.problem === 'ambiguous' && pick.candidates)
    return { kind: 'ambiguous', candidates: pick.candidates, span: pick };
  return { kind: 'invalid', problem: pick.problem === 'vague' ? 'vague' : 'invalid', span: pick };
}

const MONTH_WORD = new RegExp(`(?<![\\p{L}])(${MONTH_ALT})(?![\\p{L}])`, 'gu');

/** "mid-August, the 15th": a day of the month said apart from its month is that month's. */
function withMonthSaid(folded: string, found: DateMatch[], pick: DateMatch, now: Date): string {
  const said = folded.slice(pick.start, pick.end);
  const day = /^(?:on\s+)?(?:the\s+|el\s+)?(?:dia\s+)?(\d{1,2})(?:st|nd|rd|th)?$/.exec(said.trim());
  if (!day) return pick.value!;
  const months = [...folded.matchAll(MONTH_WORD)].filter(
    (m) => !found.some((d) => m.index >= d.start && m.index < d.end) && !WEAK_MONTHS.has(m[1]!),
  );
  if (new Set(months.map((m) => MONTHS[m[1]!])).size !== 1) return pick.value!;
  return nextDayMonth(Number(day[1]), MONTHS[months[0]![1]!]!, now) ?? pick.value!;
}

const OTHERWISE = /\b(?:si no|if not|otherwise|or else|de lo contrario|en caso contrario|o sino)\b/u;

/** "not Friday, Saturday", "el viernes no, el sábado": a date said only to be ruled out. */
export function negated(folded: string, s: Span): boolean {
  return (
    // "si no el domingo", "if not, Sunday": "otherwise", an alternative offered, not a date ruled out.
    /(?<!\b(?:si|if)\s)\b(?:not|no)\s+(?:on\s+|the\s+|el\s+|es\s+el\s+)?$/.test(
      folded.slice(Math.max(0, s.start - 12), s.start),
    ) ||
    // "4471-B, no el 4470-B", "el 14, no el 15": "no" before another value rules out that one, not this one.
    /^\s*,?\s+no\b(?![\s,]+(?:more|later|antes|despues|mas|problem|worries|hay problema|pasa nada))(?!\s+(?:el|la|los|las|the)\b)/.test(
      folded.slice(s.end, s.end + 20),
    )
  );
}

const spanOf = (ds: Span[]): Span => ({ start: ds[0]!.start, end: ds[ds.length - 1]!.end });
