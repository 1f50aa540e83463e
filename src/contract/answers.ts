// What an answer of the new question types must be (CONTRACT "Third round"): bounds from `validation`, URLs,
// yes/no words and multiselect lists, shared by the server (classic submit, and the interviewer when it
// wants them), the widget and the share page. Isomorphic: no Node or DOM imports, no Zod.
import { LONGTEXT_MAX, RATING_DEFAULT } from './form-rules';
import { recallText } from './logic';

export { LONGTEXT_MAX, RATING_DEFAULT };

type Language = 'ES' | 'EN';
type Bound = number | string;

/** What bounds need of a question. */
export interface BoundedQuestion {
  type: string;
  validation?: { min?: Bound; max?: Bound } | null;
}

/** `YYYY-MM-DD` of a moment's UTC day (what `"today"` means in a date bound). */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** A question's bounds as given (`"today"` kept), a rating's defaulted; null when it has none. */
export function boundsOf(q: BoundedQuestion): { min?: Bound; max?: Bound } | null {
  const v = q.validation ?? {};
  if (q.type === 'rating') return { min: v.min ?? RATING_DEFAULT.min, max: v.max ?? RATING_DEFAULT.max };
  return v.min === undefined && v.max === undefined ? null : { min: v.min, max: v.max };
}

/** Characters as a visitor counts them (an emoji is one). */
export const charCount = (s: string): number => [...s].length;

/** What bounds compare of an answer: a value, a date, a length or a number of choices; null when not bounded. */
function measure(type: string, value: unknown): Bound | null {
  if (type === 'number' || type === 'rating') return typeof value === 'number' ? value : null;
  if (type === 'date') return typeof value === 'string' ? value : null;
  if (type === 'text' || type === 'longtext') return typeof value === 'string' ? charCount(value) : null;
  if (type === 'multiselect') return Array.isArray(value) ? value.length : null;
  return null;
}

/** Which bound an answer breaks (`today`: the conversation's UTC day), or null when it is within them. */
export function outOfBounds(q: BoundedQuestion, value: unknown, today: string): 'min' | 'max' | null {
  const b = boundsOf(q);
  const m = measure(q.type, value);
  if (!b || m === null) return null;
  const at = (x: Bound | undefined) => (x === 'today' ? today : x);
  const min = at(b.min);
  const max = at(b.max);
  if (min !== undefined && m < min) return 'min';
  if (max !== undefined && m > max) return 'max';
  return null;
}

const BOUNDS_TEXT = {
  EN: {
    number: [
      'Please give a number from {min} to {max}.',
      'a number of at least {min}',
      'a number of at most {max}',
    ],
    rating: ['Please choose a rating from {min} to {max}.', '', ''],
    date: ['Please give a date between {min} and {max}.', 'a date from {min} on', 'a date up to {max}'],
    text: [
      'Please write between {min} and {max} characters.',
      'at least {min} characters',
      'at most {max} characters',
    ],
    multiselect: [
      'Please choose between {min} and {max} options.',
      'at least {min} options',
      'at most {max} options',
    ],
    one: 'Please give {x}.',
    write: 'Please write {x}.',
    choose: 'Please choose {x}.',
    today: 'today',
  },
  ES: {
    number: [
      'Indica un número entre {min} y {max}.',
      'un número de al menos {min}',
      'un número de como máximo {max}',
    ],
    rating: ['Elige una valoración del {min} al {max}.', '', ''],
    date: [
      'Indica una fecha entre el {min} y el {max}.',
      'una fecha a partir del {min}',
      'una fecha hasta el {max}',
    ],
    text: [
      'Escribe entre {min} y {max} caracteres.',
      'al menos {min} caracteres',
      'como máximo {max} caracteres',
    ],
    multiselect: [
      'Elige entre {min} y {max} opciones.',
      'al menos {min} opciones',
      'como máximo {max} opciones',
    ],
    one: 'Indica {x}.',
    write: 'Escribe {x}.',
    choose: 'Elige {x}.',
    today: 'hoy',
  },
} as const;

/**
 * The sentence that states a question's bounds, in the form's language ("Please give a number from 1 to 10.",
 * "Indica una fecha a partir de hoy."); '' when it has none. Dates are written out, `"today"` as the word.
 */
export function boundsText(q: BoundedQuestion, language: Language): string {
  const b = boundsOf(q);
  if (!b) return '';
  const t = BOUNDS_TEXT[language];
  const kind = q.type === 'longtext' ? 'text' : q.type;
  if (!(kind in t)) return '';
  const [both, low, high] = t[kind as 'number'];
  const write = (x: Bound | undefined) =>
    x === undefined ? '' : x === 'today' ? t.today : q.type === 'date' ? recallText(x, language) : String(x);
  // "a partir del hoy" reads wrong: a bound of today drops the Spanish article.
  const fill = (s: string) =>
    s
      .replace('{min}', write(b.min))
      .replace('{max}', write(b.max))
      .replace(/\bdel hoy\b/g, 'de hoy')
      .replace(/\bel hoy\b/g, 'hoy');
  if (b.min !== undefined && b.max !== undefined) return fill(both);
  const frame = kind === 'text' ? t.write : kind === 'multiselect' ? t.choose : t.one;
  return frame.replace('{x}', fill(b.min !== undefined ? low : high));
}

const YES = new Set(['true', 'yes', 'sí', 'si']);
const NO = new Set(['false', 'no']);

/** A yes/no answer as classic submit takes it: a boolean, or true/false/yes/no/sí; null otherwise. */
export function readYesNo(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw !== 'string') return null;
  const s = raw.trim().toLowerCase();
  return YES.has(s) ? true : NO.has(s) ? false : null;
}

const fold = (s: string) => s.trim().toLowerCase();

/**
 * A multiselect answer as option texts in the options' order (repeats dropped): an array of option texts,
 * or one string of them separated by commas (an option that itself holds a comma is still found). Null
 * when an entry is not one of the options.
 */
export function readChoices(raw: unknown, options: readonly string[]): string[] | null {
  const byFold = new Map(options.map((o) => [fold(o), o]));
  let items: string[];
  if (Array.isArray(raw)) items = raw.map(String);
  else if (typeof raw === 'string') {
    items = [];
    let pending = '';
    for (const piece of raw.split(',')) {
      pending = pending ? `${pending},${piece}` : piece;
      if (byFold.has(fold(pending))) {
        items.push(pending);
        pending = '';
      }
    }
    if (fold(pending)) return null;
  } else return null;
  const chosen = new Set<string>();
  for (const item of items) {
    if (!fold(item)) continue;
    const option = byFold.get(fold(item));
    if (option === undefined) return null;
    chosen.add(option);
  }
  return options.filter((o) => chosen.has(o));
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const HOST =
  /^([a-z0-9\p{L}\p{N}](?:[a-z0-9\p{L}\p{N}-]*[a-z0-9\p{L}\p{N}])?\.)+[a-z\p{L}][a-z0-9\p{L}\p{N}-]*$/u;

/**
 * A web address as stored (CONTRACT): `https://` added when there is no scheme, only http(s), the host
 * lower-cased, a host with a dot (or an IP address) required, the rest kept as written; null otherwise.
 */
export function normalizeUrl(raw: string): string | null {
  const s = raw.trim();
  if (!s || /\s/.test(s) || s.length > 2000) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(s);
  if (scheme && !/^https?$/i.test(scheme[1]!)) return null;
  // "mailto:…", "javascript:…" (a colon not followed by a port) name another kind of address.
  if (!scheme && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(s)) return null;
  const rest = scheme ? s.slice(scheme[0].length) : s.replace(/^\/\//, '');
  const cut = rest.search(/[/?#]/);
  const authority = (cut < 0 ? rest : rest.slice(0, cut)).toLowerCase();
  const path = cut < 0 ? '' : rest.slice(cut);
  if (!authority || authority.includes('@')) return null;
  const port = /:(\d{1,5})$/.exec(authority);
  const host = (port ? authority.slice(0, -port[0].length) : authority).replace(/\.$/, '');
  if (port && Number(port[1]) > 65535) return null;
  const ip = IPV4.test(host) || /^\[[0-9a-f:.]+\]$/.test(host);
  if (!ip && (host.length > 253 || !HOST.test(host))) return null;
  return `${scheme ? scheme[1]!.toLowerCase() : 'https'}://${authority}${path}`;
}

/**
 * A stored answer as a person reads it in an e-mail or the dashboard: yes/no as words, a multiselect's
 * choices joined with ", ", a rating out of its top ("4/5"), anything else as text.
 */
export function readableAnswer(value: unknown, q: BoundedQuestion | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? (language === 'ES' ? 'Sí' : 'Yes') : 'No';
  if (Array.isArray(value)) return value.map((v) => readableAnswer(v, undefined, language)).join(', ');
  if (q?.type === 'rating' && typeof value === 'number') return `${value}/${boundsOf(q)?.max}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
