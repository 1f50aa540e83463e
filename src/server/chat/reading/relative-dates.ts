import {
  addDays,
  isoDate,
  MONTH_ALT,
  nextDayMonth,
  nextDayOfMonth,
  WEEKDAY_ALT,
  WEEKDAYS,
} from './date-words';
import type { DateMatch } from './dates';
import { parseNumberWords } from './number-words';

const WD = `(${WEEKDAY_ALT})`;
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}])';
const NEXT_WEEK = '(?:next week|la semana que viene|la proxima semana|la semana proxima)';
const re = (s: string) => new RegExp(s, 'gu');

const WORDS: [RegExp, number][] = [
  [re(`${B}(?:pasado manana|the day after tomorrow|day after tomorrow)${E}`), 2],
  [re(`${B}(?:the day before yesterday|anteayer|antes de ayer)${E}`), -2],
  [
    re(
      `(?<=(?:tomorrow|manana)\\s+(?:or|o)\\s+)(?:the day after|el dia siguiente|el dia despues|pasado)${E}`,
    ),
    2,
  ],
  // "¿mañana o pasado?" — "pasado" on its own.
  [re(`^\\s*pasado\\s*[.!]*$`), 2],
  [re(`${B}(?:manana|tomorrow|tmrw|tmr)${E}`), 1],
  [re(`${B}(?:hoy|today|tonight|esta noche)${E}`), 0],
  [re(`${B}(?:ayer|yesterday)${E}`), -1],
];

const at = (m: RegExpExecArray) => ({ start: m.index, end: m.index + m[0].length });

const IN_N = re(
  `${B}(?:(?:in|en|dentro de)\\s+(\\d{1,3}|an?|una?|[a-z]+(?:[ -][a-z]+)?)\\s+(days?|dias?|weeks?|semanas?)|(\\d{1,3}|[a-z]+)\\s+(days?|weeks?)\\s+from (?:now|today))${E}`,
);

/** "a week from Saturday", "dos semanas después del viernes": a weekday and then weeks on. */
const WEEKS_FROM = re(
  `${B}(\\d{1,2}|an?|one|two|three|una?|dos|tres)\\s+(?:weeks?\\s+(?:from|after)|semanas?\\s+(?:despues\\s+del?|a\\s+partir\\s+del?))\\s+(?:next\\s+|this\\s+)?(${WEEKDAY_ALT})${E}`,
);
/** Days of the year people name instead of a date (the next one on or after today). */
const HOLIDAYS: [RegExp, number, number][] = [
  [re(`${B}(?:christmas eve|nochebuena)${E}`), 24, 12],
  [re(`${B}(?:christmas(?: day)?|navidad|el dia de navidad)${E}`), 25, 12],
  [re(`${B}(?:new year'?s eve|nochevieja)${E}`), 31, 12],
  [re(`${B}(?:new year'?s day|ano nuevo)${E}`), 1, 1],
  [re(`${B}(?:valentine'?s day|san valentin)${E}`), 14, 2],
  [re(`${B}(?:halloween)${E}`), 31, 10],
  [re(`${B}(?:el dia de reyes|dia de reyes)${E}`), 6, 1],
];

type WeekdayRule = 'after' | 'onOrAfter' | 'before' | 'nextWeek';
const WEEKDAY_PHRASES: [RegExp, WeekdayRule, boolean][] = [
  [
    re(
      `${B}(?:el\\s+)?${WD}\\s+de\\s+(?:la\\s+semana\\s+que\\s+viene|la\\s+proxima\\s+semana|la\\s+semana\\s+proxima)${E}`,
    ),
    'nextWeek',
    true,
  ],
  [re(`${B}${NEXT_WEEK}[\\s,]+(?:on\\s+|el\\s+)?${WD}${E}`), 'nextWeek', true],
  [re(`${B}(?:on\\s+)?${WD}\\s+(?:of\\s+)?next\\s+week${E}`), 'nextWeek', true],
  [re(`${B}(?:el\\s+)?(?:proximo|próximo)\\s+${WD}${E}`), 'after', true],
  [re(`${B}(?:el\\s+)?${WD}\\s+(?:que\\s+viene|proximo)${E}`), 'after', true],
  [re(`${B}(?:el\\s+)?(?:pasado\\s+)${WD}${E}`), 'before', false],
  [re(`${B}(?:el\\s+)?${WD}\\s+pasado${E}`), 'before', false],
  [re(`${B}last\\s+${WD}${E}`), 'before', false],
  [re(`${B}(?:this\\s+coming|coming|next)\\s+${WD}${E}`), 'after', true],
  [re(`${B}(?:this|este|esta)\\s+${WD}${E}`), 'onOrAfter', true],
  [
    re(`${B}(?:on|el|for|by|para el|starting|from|desde el|a partir del|empezando el)\\s+${WD}${E}`),
    'after',
    true,
  ],
  [re(`${B}${WD}${E}`), 'after', false],
];

const NOT_MONTH_AFTER = `(?!\\s*(?:of\\s+|de\\s+)?(?:${MONTH_ALT})(?!\\p{L}))(?![\\d/.:-]\\d)`;
/** "just the 2 of us", "the 4 kids", "the 3rd floor": a count of people or a place in an order, not a day of the month. */
const NOT_COUNT_AFTER =
  '(?!\\s+(?:(?:of|de)\\s+(?:us|you|them|those|these|em|nosotr[oa]s|vosotr[oa]s|ell[oa]s)|people|persons|guests|adults|kids|children|friends|personas|adult[oa]s|ninos|ninas|invitad[oa]s|amig[oa]s|floor|storey|level|row|planta|piso|fila)(?!\\p{L}))';
const NEXT_MONTH = '(?:next month|the month after|el mes que viene|el proximo mes|el mes proximo)';
/** "the 5th of next month", "el 5 del mes que viene", "next month on the 5th". */
const DAY_NEXT_MONTH = [
  re(
    `${B}(?:on\\s+)?(?:the\\s+)?(\\d{1,2})(?!\\p{N})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${NEXT_MONTH.replace('(?:', '(?:de\\s+|del\\s+)?(?:')}${E}`,
  ),
  re(
    `${B}(?:el\\s+)?(?:dia\\s+)?(\\d{1,2})(?!\\p{N})\\s+del\\s+(?:mes\\s+que\\s+viene|proximo\\s+mes|mes\\s+proximo)${E}`,
  ),
  re(
    `${B}${NEXT_MONTH}[\\s,]+(?:on\\s+)?(?:the\\s+|el\\s+)?(?:dia\\s+)?(\\d{1,2})(?!\\p{N})(?:st|nd|rd|th)?${E}`,
  ),
];
const DAY_OF_MONTH: [RegExp, boolean][] = [
  [
    re(
      `${B}(?:on\\s+)?the\\s+(\\d{1,2})(?!\\p{N})(?:st|nd|rd|th)?(?!\\p{L})${NOT_MONTH_AFTER}${NOT_COUNT_AFTER}`,
    ),
    true,
  ],
  [re(`${B}(\\d{1,2})(?!\\p{N})(?:st|nd|rd|th)(?!\\p{L})${NOT_MONTH_AFTER}${NOT_COUNT_AFTER}`), true],
  [re(`${B}(?:el\\s+)?dia\\s+(\\d{1,2})(?!\\p{N})${NOT_MONTH_AFTER}${NOT_COUNT_AFTER}`), true],
  [re(`${B}(?:el|del|al)\\s+(\\d{1,2})(?![\\p{N}%])${NOT_MONTH_AFTER}${NOT_COUNT_AFTER}`), false],
];

const VAGUE = re(
  `${B}(?:next week|this week|(?:la|esta)\\s+semana(?:\\s+que\\s+viene|\\s+proxima)?|la proxima semana|next month|this month|el mes que viene|el proximo mes|este mes|soon|pronto|asap|as soon as possible|cuanto antes|lo antes posible|whenever|cuando sea|cuando quieras|any ?day|cualquier dia|end of (?:the )?month|fin de mes|(?:a )?finales de mes|(?:this |next |the )?weekend|(?:el |este )?fin de semana|(?:el |este )?finde|in a few days|en unos (?:pocos )?dias|later|mas adelante|sometime|algun dia)${E}`,
);

function weekdayDate(now: Date, weekday: number, rule: WeekdayRule): string {
  const today = now.getUTCDay();
  if (rule === 'nextWeek') {
    const toNextMonday = 7 - ((today + 6) % 7);
    return addDays(now, toNextMonday + ((weekday + 6) % 7));
  }
  if (rule === 'before') return addDays(now, -(((today - weekday + 6) % 7) + 1));
  const ahead = (weekday - today + 7) % 7;
  return addDays(now, rule === 'onOrAfter' ? ahead : ahead === 0 ? 7 : ahead);
}

function count(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  if (/^(?:an?|una?)$/.test(word)) return 1;
  return parseNumberWords(word);
}

/** Days said as words or counted from today: today, tomorrow, in N days, N weeks from a weekday, holidays. */
function countedDates(folded: string, now: Date, out: DateMatch[]): void {
  for (const [pattern, days] of WORDS)
    for (const m of folded.matchAll(pattern)) {
      // "por la mañana", "esta mañana", "mañana por la tarde" is fine: only "the morning" is not tomorrow.
      if (
        days === 1 &&
        m[0] === 'manana' &&
        /(?:\bla|\besta|\bde|\bcada)\s+$/.test(folded.slice(Math.max(0, m.index - 8), m.index))
      )
        continue;
      out.push({ ...at(m), value: addDays(now, days), explicit: days > 0 });
    }
  for (const m of folded.matchAll(IN_N)) {
    const n = count((m[1] ?? m[3] ?? '').trim());
    const unit = m[2] ?? m[4] ?? '';
    if (n === null || n < 0 || n > 400) continue;
    out.push({ ...at(m), value: addDays(now, /^(?:week|semana)/.test(unit) ? 7 * n : n), explicit: true });
  }
  for (const m of folded.matchAll(WEEKS_FROM)) {
    const n = count(m[1]!);
    const weekday = WEEKDAYS[m[2]!];
    if (n === null || weekday === undefined) continue;
    const base = weekdayDate(now, weekday, 'after');
    out.push({ ...at(m), value: addDays(new Date(`${base}T00:00:00Z`), 7 * n), explicit: true });
  }
  for (const [pattern, day, month] of HOLIDAYS)
    for (const m of folded.matchAll(pattern))
      out.push({ ...at(m), value: nextDayMonth(day, month, now), explicit: true });
}

/** "a", "any", "some", "un", "algún", "cualquier" right before a weekday: one of many ("de lunes a viernes" is a range). */
const INDEFINITE =
  /(?:(?<![\p{L}])(?:an|any|some|one|every|un|algun|cualquier)|(?<!(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|de)\s+)(?<![\p{L}])a)\s+$/u;

/** Weekdays, a day of next month or of this one, and vague phrases that are no date. */
function namedDays(folded: string, now: Date, out: DateMatch[]): void {
  for (const [pattern, rule, explicit] of WEEKDAY_PHRASES)
    for (const m of folded.matchAll(pattern)) {
      const weekday = WEEKDAYS[m[1]!];
      if (weekday === undefined) continue;
      const bare = rule === 'after' && !explicit;
      // "a saturday in august, not sure which one yet", "algún sábado": one of many weekdays is no date.
      if (bare && INDEFINITE.test(folded.slice(Math.max(0, m.index - 14), m.index))) {
        out.push({ ...at(m), value: null, problem: 'vague', explicit: false });
        continue;
      }
      out.push({
        ...at(m),
        value: weekdayDate(now, weekday, rule),
        explicit,
        // "Tuesday", "el martes", "desde el lunes" may go on with the day ("desde el lunes 18").
        ...(bare || (rule === 'after' && !/(?:proximo|próximo|next|coming|que viene)/.test(m[0]))
          ? { weekday }
          : {}),
      });
    }
  for (const pattern of DAY_NEXT_MONTH)
    for (const m of folded.matchAll(pattern)) {
      const t = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const value = isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, Number(m[1]));
      out.push({
        ...at(m),
        value,
        explicit: value !== null,
        ...(value ? {} : { problem: 'invalid' as const }),
      });
    }
  for (const [pattern, explicit] of DAY_OF_MONTH)
    for (const m of folded.matchAll(pattern)) {
      const value = nextDayOfMonth(Number(m[1]), now);
      out.push({
        ...at(m),
        value,
        explicit: explicit && value !== null,
        ...(value ? {} : { problem: 'invalid' as const }),
      });
    }
  for (const m of folded.matchAll(VAGUE))
    out.push({ ...at(m), value: null, problem: 'vague', explicit: false });
}

/**
 * Relative dates in folded text, resolved against `now` (UTC): today, tomorrow, the day after, in N
 * days or weeks, weekdays (next, this, last, of next week), a day of the month alone; and vague phrases
 * ("next week", "soon") that are not a date.
 */
export function findRelativeDates(folded: string, now: Date): DateMatch[] {
  const out: DateMatch[] = [];
  countedDates(folded, now, out);
  namedDays(folded, now, out);
  return out;
}
