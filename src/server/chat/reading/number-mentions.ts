import type { Language } from '../../../contract/enums';
import { findWordNumbers, SCALES } from './number-words';
import { foldKeepingIndexes, overlaps, type Span } from './text';

/** A figure found in a message. */
export interface NumberMention extends Span {
  value: number;
  /** The other reading of a separator the form's language does not use that way (EN `5.000`: 5 or 5000). */
  alt?: number;
  /** Carries a scale ("4 thousand", "3k"): the other end of a range may share it. */
  scale: number | null;
  /** Written with a currency symbol, code or word. */
  money: boolean;
  /** The word right after it ("40 people" → "people"), folded. */
  unit: string;
  /** Up to three words right before it ("budget around 4k" → "budget around"), folded. */
  label: string;
  /** Up to four words right after it in its clause ("12000 for the budget" → "for the budget"), folded. */
  tail: string;
}

const DIGITS = /(?<![\p{L}\p{N}_@/:.,])[-−]?\d+(?:(?:[.,]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d+)*/gu;
const SUFFIX_K = /^ ?[kK](?!\p{L})/u;
const SUFFIX_M = /^ ?(?:M|mln)(?!\p{L})/u;
const SUFFIX_LOWER_M = /^ ?m(?!\p{L})/u;
const SCALE_WORD =
  /^\s+(mil|thousand|thousands|grand|millon|millones|million|millions|billion|hundred|dozen|docena|docenas|lakh|lakhs|crore|crores)(?!\p{L})/u;
const HALF_AFTER = /^\s+(?:and a half|y medio|y media)(?!\p{L})/u;
const ORDINAL_OR_TIME = /^(?:st|nd|rd|th|º|ª|°|[:/]\d|\s?(?:am|pm|a\.m|p\.m)(?!\p{L}))/u;
const ATTACHED_UNITS = new Set([
  'ish',
  'eur',
  'euro',
  'euros',
  'usd',
  'gbp',
  'kg',
  'km',
  'g',
  'h',
  'hrs',
  'm2',
  'pax',
  'p',
  'mxn',
  'e',
  // Measures written against the figure ("5cm", "30min").
  'cm',
  'mm',
  'ml',
  'kgs',
  'lb',
  'lbs',
  'ft',
  'min',
  'mins',
  'yrs',
  'sqm',
  'gb',
  'tb',
]);
const CURRENCY_BEFORE = /(?:[€$£]|\b(?:eur|usd|gbp|us\$|mxn))\s?$/u;
const CURRENCY_AFTER =
  /^\s?(?:[€$£]|(?:eur|euro|euros|usd|gbp|dollars?|dolares|pounds?|libras|pesos|mxn|bucks|quid|pavos|pelas|lucas|lukas)(?!\p{L}))/u;

/** A number written with digits, read with the separators of `language` (ES `5.000,5`, EN `5,000.5`). */
export function parseDigits(token: string, language: Language): { value: number; alt?: number } | null {
  const s = token
    .replace('−', '-')
    .replace(/[ \u00a0\u202f]/g, (m, at: number, all: string) =>
      /^\d{3}(?!\d)/.test(all.slice(at + m.length)) ? '' : m,
    );
  const sign = s.startsWith('-') ? -1 : 1;
  const body = s.replace(/^[-+]/, '');
  const grouped = (int: string, sep: string) =>
    new RegExp(`^\\d{1,3}(?:\\${sep}\\d{3})+$`).test(int) ? int.split(sep).join('') : null;
  const finish = (int: string, frac = '') => {
    if (!/^\d+$/.test(int) || !/^\d*$/.test(frac)) return null;
    const n = sign * Number(frac ? `${int}.${frac}` : int);
    return Number.isFinite(n) && Math.abs(n) <= 1e15 ? n : null;
  };
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (dots > 0 && commas > 0) {
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const at = body.lastIndexOf(decimal);
    const whole = grouped(body.slice(0, at), decimal === '.' ? ',' : '.');
    if (whole === null) return null;
    const value = finish(whole, body.slice(at + 1));
    return value === null ? null : { value };
  }
  if (dots + commas === 0) {
    const value = finish(body);
    return value === null ? null : { value };
  }
  const sep = dots > 0 ? '.' : ',';
  if (dots + commas > 1) {
    const whole = grouped(body, sep);
    const value = whole === null ? null : finish(whole);
    return value === null ? null : { value };
  }
  const [head = '', tail = ''] = body.split(sep);
  const decimalReading = finish(head, tail);
  if (decimalReading === null) return null;
  const groupable = tail.length === 3 && /^[1-9]\d{0,2}$/.test(head);
  if (!groupable) return { value: decimalReading };
  const thousands = finish(head + tail)!;
  const thousandsSep = language === 'ES' ? '.' : ',';
  // `5.000` in English or `5,000` in Spanish: either reading is plausible, so both are kept.
  return sep === thousandsSep ? { value: thousands } : { value: decimalReading, alt: thousands };
}

/** Figures written with digits (with `k`, `M`, `mil`, `thousand`, "and a half", currency). */
function digitMentions(text: string, folded: string, language: Language): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(DIGITS)) {
    const start = m.index;
    let end = start + m[0].length;
    if (ORDINAL_OR_TIME.test(text.slice(end))) continue;
    const parsed = parseDigits(m[0], language);
    if (!parsed) continue;
    let { value, alt } = parsed;
    let scale: number | null = null;
    let money = CURRENCY_BEFORE.test(folded.slice(Math.max(0, start - 5), start));
    const rest = () => text.slice(end);
    // `folded` keeps every index, so its tail is the folded tail (folding each figure's tail again costs n² on long messages).
    const foldedRest = () => folded.slice(end);
    const half = HALF_AFTER.exec(foldedRest());
    if (half) {
      value += 0.5;
      alt = undefined;
      end += half[0].length;
    }
    const word = SCALE_WORD.exec(foldedRest());
    const k = SUFFIX_K.exec(rest()) ?? SUFFIX_M.exec(rest());
    if (word) {
      scale = SCALES[word[1]!]!;
      end += word[0].length;
    } else if (k) {
      scale = k[0].trim().toLowerCase() === 'k' ? 1000 : 1_000_000;
      end += k[0].length;
    } else if (SUFFIX_LOWER_M.test(rest()) && (money || CURRENCY_AFTER.test(rest().slice(2)))) {
      scale = 1_000_000;
      end += SUFFIX_LOWER_M.exec(rest())![0].length;
    } else {
      const attached = /^\p{L}+/u.exec(rest());
      if (attached && !ATTACHED_UNITS.has(attached[0].toLowerCase())) continue;
    }
    if (scale !== null) {
      value *= scale;
      alt = alt === undefined ? undefined : alt * scale;
    }
    if (CURRENCY_AFTER.test(foldedRest())) money = true;
    out.push({
      start,
      end,
      value: round(value),
      ...(alt === undefined ? {} : { alt }),
      scale,
      money,
      unit: unitAfter(folded, end),
      label: labelBefore(folded, start),
      tail: tailAfter(folded, end),
    });
  }
  return out;
}

/** "1/2 million", "½": a half. */
function halfMentions(folded: string): NumberMention[] {
  return [...folded.matchAll(/(?<![\d/.,])(?:1\/2|½)(?![\d/])/gu)].map((m) => {
    const word = SCALE_WORD.exec(folded.slice(m.index + m[0].length));
    const scale = word ? SCALES[word[1]!]! : null;
    const end = m.index + m[0].length + (word?.[0].length ?? 0);
    return {
      start: m.index,
      end,
      value: 0.5 * (scale ?? 1),
      scale,
      money: false,
      unit: unitAfter(folded, end),
      label: labelBefore(folded, m.index),
      tail: tailAfter(folded, end),
    };
  });
}

const PAIR =
  /(?<![\p{L}])(?:(?:my|mi)\s+(?:wife|husband|partner|girlfriend|boyfriend|mujer|marido|pareja|novia|novio|esposa|esposo|hermana|hermano|madre|padre|mum|mom|dad|friend|amigo|amiga|hijo|hija|son|daughter|cofounder|co-founder|colleague|socio|socia|companero|companera)\s+(?:and|y)\s+(?:me|i|yo)|(?:me|i|yo)\s+(?:and|y)\s+(?:my|mi)\s+(?:wife|husband|partner|girlfriend|boyfriend|mujer|marido|pareja|novia|novio|esposa|esposo|hermana|hermano|madre|padre|mum|mom|dad|friend|amigo|amiga|hijo|hija|son|daughter|cofounder|co-founder|colleague|socio|socia|companero|companera)|the two of us|both of us|(?:los|las) dos(?!\s+(?!(?:somos|vamos|venimos|iremos|seremos|juntos|juntas)\b)\p{L})|nosotros dos|nosotras dos)(?![\p{L}])/gu;

/** "my wife and I", "mi mujer y yo", "the two of us": two people ("las dos cosas" counts things, not people). */
function pairMentions(folded: string): NumberMention[] {
  return [...folded.matchAll(PAIR)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    value: 2,
    scale: null,
    money: false,
    unit: 'people',
    label: labelBefore(folded, m.index),
    tail: '',
  }));
}

const FALSE_FRIENDS: Record<Language, RegExp> = { EN: /^once$/, ES: /^ten$/ };
const FREQUENCY =
  /\b(once|twice|una vez|dos veces|una|dos)\s+(?=(?:a|an|per|every|each|al|a la|por|cada)\s+(?:week|month|day|semana|mes|dia)\b)/g;

/** "once a week" = 1, "twice a month" = 2, "una vez al mes" = 1: how often, as a count. */
function frequencyMentions(folded: string): NumberMention[] {
  return [...folded.matchAll(FREQUENCY)].map((m) => ({
    start: m.index,
    end: m.index + m[1]!.length,
    value: /^(?:once|una vez|una)$/.test(m[1]!) ? 1 : 2,
    scale: null,
    money: false,
    unit: '',
    label: labelBefore(folded, m.index),
    tail: tailAfter(folded, m.index + m[1]!.length),
  }));
}

/** Every figure in a text: digits (with `k`, `M`, `mil`, `thousand`, "and a half") and numbers in words. */
export function findNumberMentions(text: string, language: Language): NumberMention[] {
  const folded = foldKeepingIndexes(text);
  const out = [...digitMentions(text, folded, language), ...halfMentions(folded)];
  for (const p of pairMentions(folded)) if (!overlaps(p, out)) out.push(p);
  for (const f of frequencyMentions(folded)) if (!overlaps(f, out)) out.push(f);
  for (const w of findWordNumbers(text)) {
    if (overlaps(w, out)) continue;
    // A number word of one language that is an ordinary word of the other ("once" in English, "ten" in Spanish).
    if (FALSE_FRIENDS[language].test(folded.slice(w.start, w.end))) continue;
    const before = folded.slice(Math.max(0, w.start - 5), w.start);
    const money = CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(folded.slice(w.end));
    out.push({
      start: w.start,
      end: w.end,
      value: w.value,
      scale: w.scale,
      money,
      unit: unitAfter(folded, w.end),
      label: labelBefore(folded, w.start),
      tail: tailAfter(folded, w.end),
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A figure without floating-point dust (1.2 × 1000 = 1200, not 1199.9999). */
export const round = (n: number) => Math.round(n * 1e6) / 1e6;

const HEDGES = new Set(
  'let s say maybe about around roughly approximately like probably just call it make digamos pongamos unos unas sobre aproximadamente quizas quiza mas o menos'.split(
    ' ',
  ),
);

function labelBefore(folded: string, start: number): string {
  // "58 pupils plus 6 staff": another figure and its unit before this one end its label ("pupils" is the 58's).
  const window = folded.slice(Math.max(0, start - 40), start).replace(/^[\s\S]*\p{N}(?:\s*\p{L}+)?/u, ' ');
  const words = window.split(/[^\p{L}]+/u).filter(Boolean);
  // Only words of the same clause: a break (",", ".") ends the label.
  const clause = window.split(/[,.;:!?]/).pop() ?? '';
  // Hedges between a label and its figure ("budget, let's say 12000") are no part of the label.
  return words
    .filter((w) => clause.includes(w) && !HEDGES.has(w))
    .slice(-3)
    .join(' ');
}

function tailAfter(folded: string, end: number): string {
  const clause = folded.slice(end, end + 40).split(/[,.;:!?\d]/)[0] ?? '';
  return clause
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ');
}

function unitAfter(folded: string, end: number): string {
  const rest = folded.slice(end);
  if (/^\s+of us\b/.test(rest)) return 'of us';
  return /^[\s€$£]*(\p{L}+)/u.exec(rest)?.[1] ?? '';
}
