import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { addDays, sayDate } from '../reading/date-words';
import { formatNumber } from '../reading/numbers';

/** A rating's scale: 1 to 5 unless the question sets it. */
export function ratingBounds(q: Question): { min: number; max: number } {
  const v = q.validation ?? {};
  return { min: typeof v.min === 'number' ? v.min : 1, max: typeof v.max === 'number' ? v.max : 5 };
}

/** A question's bounds as CONTRACT says them (rating: 1 to 5 unless set). */
function boundsOf(q: Question, now: Date): { min?: number | string; max?: number | string } {
  const v = q.validation ?? {};
  const day = (x: unknown) => (x === 'today' ? addDays(now, 0) : typeof x === 'string' ? x : undefined);
  if (q.type === 'date') return { min: day(v.min), max: day(v.max) };
  if (q.type === 'rating') return ratingBounds(q);
  return {
    min: typeof v.min === 'number' ? v.min : undefined,
    max: typeof v.max === 'number' ? v.max : undefined,
  };
}

/** The size a bound applies to: the figure, the date, the text's length, the number of choices. */
function measure(q: Question, value: unknown): number | string | null {
  if (q.type === 'number' || q.type === 'rating') return typeof value === 'number' ? value : null;
  if (q.type === 'date') return typeof value === 'string' ? value : null;
  if (q.type === 'text' || q.type === 'longtext') return typeof value === 'string' ? [...value].length : null;
  if (q.type === 'multiselect') return Array.isArray(value) ? value.length : null;
  return null;
}

/** Whether a value is outside its question's bounds. */
export function outOfBounds(q: Question, value: unknown, now: Date): boolean {
  const b = boundsOf(q, now);
  const m = measure(q, value);
  if (m === null) return false;
  if (q.type === 'rating' && (typeof m !== 'number' || !Number.isInteger(m))) return true;
  return (b.min !== undefined && m < b.min) || (b.max !== undefined && m > b.max);
}

const TEXTS = {
  EN: {
    between: 'between {a} and {b}',
    atLeast: 'at least {a}',
    atMost: 'at most {b}',
    dateFrom: 'a date from {a} on',
    dateUntil: 'a date up to {b}',
    dateBetween: 'a date between {a} and {b}',
    today: 'today',
    chars: ' characters',
    choices: ' choices',
    lead: 'Please give',
  },
  ES: {
    between: 'entre {a} y {b}',
    atLeast: 'al menos {a}',
    atMost: 'como mucho {b}',
    dateFrom: 'una fecha a partir de {a}',
    dateUntil: 'una fecha hasta el {b}',
    dateBetween: 'una fecha entre el {a} y el {b}',
    today: 'hoy',
    chars: ' caracteres',
    choices: ' opciones',
    lead: 'Indica',
  },
} as const;

/** The bounds said in the reply's language: "between 1 and 10", "a date from today on", "al menos 2 opciones". */
export function boundsText(q: Question, language: Language, now: Date): string {
  const t = TEXTS[language];
  const b = boundsOf(q, now);
  const today = addDays(now, 0);
  if (q.type === 'date') {
    const say = (d: string | number | undefined) =>
      d === today ? t.today : sayDate(String(d), language, now);
    const tpl = b.min && b.max ? t.dateBetween : b.min ? t.dateFrom : t.dateUntil;
    return tpl.replace('{a}', say(b.min)).replace('{b}', say(b.max));
  }
  const unit =
    q.type === 'multiselect' ? t.choices : q.type === 'text' || q.type === 'longtext' ? t.chars : '';
  const say = (n: string | number | undefined) => (typeof n === 'number' ? formatNumber(n, language) : '');
  const tpl =
    b.min !== undefined && b.max !== undefined ? t.between : b.min !== undefined ? t.atLeast : t.atMost;
  return `${tpl.replace('{a}', say(b.min)).replace('{b}', say(b.max))}${unit}`;
}
