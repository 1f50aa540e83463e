import type { Language } from '../../../contract/enums';
import { findNumberMentions } from './number-mentions';
import { foldKeepingIndexes, normalizeText, type Span } from './text';

/** Units of time a question counts in, and the words that say them (EN and ES, folded). */
const UNITS: Record<string, RegExp> = {
  minute: /^(?:minutes?|mins?|minutos?)$/,
  hour: /^(?:hours?|hrs?|horas?)$/,
  day: /^(?:days?|dias?|nights?|noches?|jornadas?)$/,
  week: /^(?:weeks?|semanas?)$/,
  fortnight: /^(?:fortnights?|quincenas?)$/,
  month: /^(?:months?|meses|mes)$/,
  year: /^(?:years?|anos?|yrs?)$/,
};
/** How many of the first unit make one of the second, where the count is exact. */
const EXACT: Record<string, Record<string, number>> = {
  minute: { hour: 60 },
  hour: { day: 24 },
  day: { week: 7, fortnight: 14 },
  week: { fortnight: 2 },
  month: { year: 12 },
};
/** Where a count is not exact ("a month" in days: 28 to 31), the readings to ask between. */
const INEXACT: Record<string, Record<string, number[]>> = {
  day: { month: [30, 31] },
  week: { month: [4, 5] },
};

const OFFSET_BEFORE =
  /(?:^|\s)(?:in|within|every|each|per|times|once|twice|veces|vez|cada|por|dentro de|en)\s+$/u;
const OFFSET_AFTER =
  /^\s*(?:later|after|afterwards|before|earlier|ago|from now|in advance|despues|antes|mas tarde|atras|de antelacion|de antes)(?![\p{L}])/u;

const unitOf = (word: string) => Object.keys(UNITS).find((u) => UNITS[u]!.test(word)) ?? null;

/** The one unit of time a question counts in ("How many nights?" → day), if it names exactly one. */
function questionUnit(question: string): string | null {
  const units = new Set(
    normalizeText(question)
      .split(/[^\p{L}]+/u)
      .map(unitOf)
      .filter(Boolean),
  );
  return units.size === 1 ? [...units][0]! : null;
}

// "Length of the session in minutes?", "¿Duración en minutos?": a measure asked in a unit it names after "in"/"en".
const IN_UNIT = /\b(?:in|en)\s+(\p{L}+)/gu;

/**
 * Whether a question asks a length in a unit it names as a unit of measure ("…in minutes?", "…en minutos?"): a
 * length said in another unit ("an hour and a half") answers nothing there; the question asks again in its
 * unit. "How many nights?" counts nights, and "a week" is 7 of them.
 */
export function namesTimeUnit(question: string): boolean {
  return [...normalizeText(question).matchAll(IN_UNIT)].some((m) => unitOf(m[1]!) !== null);
}

export type DurationReading =
  | { kind: 'value'; value: number; span: Span }
  | { kind: 'ambiguous'; candidates: number[]; range: false; span: Span };

// "a week", "una semana", "half a day", "an hour and a half": one (or a half) of a unit, said in words.
const ONE_UNIT =
  /(?<![\p{L}\p{N}])(?:(half an?|media|medio)\s+|(?:an?|one|una?|uno)\s+)(\p{L}+)(\s+(?:and a half|y media|y medio))?(?![\p{L}])/gu;

/**
 * A length of time said in another unit than the question counts in, converted: "a week" or "dos semanas" to
 * "How many nights?" is 7 or 14, "an hour and a half" to "How many minutes?" 90. Where the count is not exact
 * ("a month" in days) the readings are asked about. Null when the message says no other unit of time.
 */
export function durationIn(text: string, language: Language, question: string): DurationReading | null {
  const want = questionUnit(question);
  if (!want) return null;
  const said: { count: number; unit: string; span: Span }[] = [];
  for (const m of findNumberMentions(text, language)) {
    const unit = unitOf(normalizeText(m.unit));
    if (unit) said.push({ count: m.value, unit, span: { start: m.start, end: m.end } });
  }
  for (const m of foldKeepingIndexes(text).matchAll(ONE_UNIT)) {
    const unit = unitOf(m[2]!);
    if (!unit) continue;
    const count = (m[1] ? 0.5 : 1) + (m[3] ? 0.5 : 0);
    said.push({ count, unit, span: { start: m.index, end: m.index + m[0].length } });
  }
  // "una semana después", "in a week", "twice a week": when, or how often, not how long.
  const folded = foldKeepingIndexes(text);
  const length = said.filter(
    (s) =>
      !OFFSET_BEFORE.test(folded.slice(Math.max(0, s.span.start - 12), s.span.start)) &&
      !OFFSET_AFTER.test(folded.slice(s.span.end).replace(/^\s*\p{L}+/u, (w) => (unitOf(w.trim()) ? '' : w))),
  );
  if (length.length !== said.length) return null;
  const other = said.filter((s) => s.unit !== want);
  if (other.length !== 1 || said.length !== 1) return null;
  const { count, unit, span } = other[0]!;
  const exact = EXACT[want]?.[unit];
  if (exact !== undefined && Number.isInteger(count * exact))
    return { kind: 'value', value: count * exact, span };
  const inexact = INEXACT[want]?.[unit];
  if (inexact)
    return { kind: 'ambiguous', candidates: inexact.map((n) => Math.round(n * count)), range: false, span };
  return null;
}
