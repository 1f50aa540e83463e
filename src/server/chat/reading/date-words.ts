import type { Language } from '../../../contract/enums';

/** Month names and abbreviations in English and Spanish (folded), to their number. */
export const MONTHS: Record<string, number> = {
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
/** Abbreviations and "may" are common words or fragments: alone they are not an explicit date. */
export const WEAK_MONTHS = new Set([
  'jan',
  'ene',
  'feb',
  'mar',
  'apr',
  'abr',
  'may',
  'jun',
  'jul',
  'aug',
  'ago',
]);
export const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Weekday names (folded) to their UTC day number (Sunday = 0). */
export const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
  sun: 0,
  domingo: 0,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
};
export const WEEKDAY_ALT = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` for a real calendar day, else null. */
export function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** The UTC calendar day of `now` moved by `days`, as `YYYY-MM-DD`. */
export function addDays(now: Date, days: number): string {
  const t = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The first day/month on or after today (this year's, else next year's), or null when it never exists. */
export function nextDayMonth(day: number, month: number, now: Date): string | null {
  const today = addDays(now, 0);
  for (let y = now.getUTCFullYear(); y <= now.getUTCFullYear() + 8; y++) {
    const v = isoDate(y, month, day);
    if (v && v >= today) return v;
  }
  return null;
}

/** The first date with this day of the month on or after today ("the 14th", "el día 14"). */
export function nextDayOfMonth(day: number, now: Date): string | null {
  const today = addDays(now, 0);
  for (let i = 0; i < 13; i++) {
    const t = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    const v = isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, day);
    if (v && v >= today) return v;
  }
  return null;
}

const NAMES: Record<Language, { days: string[]; months: string[] }> = {
  EN: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
  },
  ES: {
    days: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
      ' ',
    ),
  },
};

/** A date said back to the visitor: "Tuesday 1 December" / "martes 1 de diciembre" (+ the year when not this year's). */
export function sayDate(iso: string, language: Language, now: Date): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const n = NAMES[language];
  const year = y === now.getUTCFullYear() ? '' : language === 'ES' ? ` de ${y}` : ` ${y}`;
  return language === 'ES'
    ? `${n.days[weekday]} ${d} de ${n.months[m - 1]}${year}`
    : `${n.days[weekday]} ${d} ${n.months[m - 1]}${year}`;
}
