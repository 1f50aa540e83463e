import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { MONTHS, WEEKDAYS } from '../reading/date-words';
import { findDates, readDate } from '../reading/dates';
import { figureCounts } from '../reading/figure-roles';
import { namesQuestion } from '../reading/naming';
import { findNumberMentions, readNumber } from '../reading/numbers';
import { fitsQuestion } from '../reading/question-ties';
import { foldKeepingIndexes, normalizeText, overlaps, type Span } from '../reading/text';
import { findEmails, findPhones } from '../reading/validators';
import type { Clarification } from '../types';
import { candidateByOwner, othersByOwner } from './clarify-roles';
import { idOf } from './state';
import { accept, clarificationOf, isOpen, type TurnContext } from './turn';

export type { Clarification } from '../types';

const FIRST = /\b(?:first|1st|former|primer[oa]?|la primera|el primero)\b/;
const SECOND = /\b(?:second|2nd|latter|segund[oa]|la segunda|el segundo|last|ultim[oa])\b/;
const HIGH =
  /\b(?:higher|highest|max|maximum|top|upper|more|big|bigger|biggest|large|larger|later|latest|maximo|mas alt[oa]|mayor|grande|el alto|la alta|mas|mas tarde|despues)\b/;
const LOW =
  /\b(?:lower|lowest|min|minimum|bottom|less|small|smaller|smallest|earlier|earliest|sooner|minimo|mas baj[oa]|menor|pequen[oa]|menos|antes)\b/;
const MIDDLE = /\b(?:middle|halfway|in between|midway|medio|la mitad|entre medias|intermedio)\b/;

/** The candidate a reply picks by position or size ("the first", "the higher one", "el mínimo"). */
function byWords(c: Clarification, said: string): string | number | null {
  // "need to check with my partner first": in a longer message such a word is about something else.
  if (said.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length > 6) return null;
  // Figures by size, dates (ISO strings) by time.
  const sortable =
    c.candidates.every((x) => typeof x === 'number') ||
    c.candidates.every((x) => /^\d{4}-\d{2}-\d{2}$/.test(String(x)));
  if (sortable && c.candidates.length === 2) {
    const [lo, hi] = [...c.candidates].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (HIGH.test(said) && !LOW.test(said)) return hi!;
    if (LOW.test(said) && !HIGH.test(said)) return lo!;
  }
  // "somewhere in the middle" of a range the visitor gave: its midpoint.
  if (
    c.range &&
    sortable &&
    typeof c.candidates[0] === 'number' &&
    MIDDLE.test(said) &&
    !HIGH.test(said) &&
    !LOW.test(said)
  )
    return ((c.candidates[0] as number) + (c.candidates[1] as number)) / 2;
  if (FIRST.test(said) && !SECOND.test(said)) return c.candidates[0] ?? null;
  if (SECOND.test(said) && !FIRST.test(said)) return c.candidates[1] ?? null;
  return null;
}

/**
 * The value a reply to a clarifying question settles on: one of the candidates (by value, position,
 * size, month or weekday), or for numbers and dates any single clear new value; null when still unclear.
 */
export function resolveClarification(
  c: Clarification,
  question: Question,
  message: string,
  language: Language,
  now: Date,
  /** The texts of the other open questions: a new value said for one of them settles nothing here. */
  others: readonly string[] = [],
): string | number | null {
  // "más o menos" is "roughly", neither more nor less.
  const said = normalizeText(message).replace(/\bmas o menos\b|\bmore or less\b/g, ' ');
  const forAnother = others.some((o) => namesQuestion(message, o, [question.text]));
  if (question.type === 'number') return settleNumber(c, question, message, language, now, forAnother);
  if (question.type === 'date') {
    const r = readDate(message, language, now);
    // "hasta el 28 seguro" while "¿Desde qué día?" waits: a new date named for another question is its.
    if (r.kind === 'value' && !c.candidates.includes(r.value) && forAnother) return null;
    if (r.kind === 'value' && !c.candidates.includes(r.value)) {
      // "llego el 21" after "the 20th or the 21st of January?": the day said is that candidate's.
      const words = said.split(/[^\p{L}]+/u);
      const sameDay = c.candidates.filter((x) => String(x).slice(8) === r.value.slice(8));
      if (sameDay.length === 1 && !words.some((w) => w in MONTHS && (w.length > 3 || w === 'may')))
        return sameDay[0]!;
    }
    if (r.kind === 'value') return r.value;
    if (r.kind === 'ambiguous') {
      const both = r.candidates.filter((x) => c.candidates.includes(x));
      return both.length === 1 ? both[0]! : null;
    }
    const words = said.split(/[^\p{L}]+/u);
    const months = new Set(
      words.filter((w) => w in MONTHS && (w.length > 3 || w === 'may')).map((w) => MONTHS[w]!),
    );
    const byMonth = c.candidates.filter((x) => months.has(Number(String(x).slice(5, 7))));
    if (months.size === 1 && byMonth.length === 1) return byMonth[0]!;
    const days = new Set(words.filter((w) => w in WEEKDAYS).map((w) => WEEKDAYS[w]!));
    const byDay = c.candidates.filter((x) => days.has(new Date(`${x}T00:00:00Z`).getUTCDay()));
    if (days.size === 1 && byDay.length === 1) return byDay[0]!;
    return byWords(c, said);
  }
  if (question.type === 'email' || question.type === 'phone') {
    const found =
      question.type === 'email' ? findEmails(message) : findPhones(message).filter((p) => p.value);
    if (found.length === 1) return found[0]!.value;
  }
  // "oh Bazza's me, Tilly's the dog" after "Bazza or Tilly?": whose each name is.
  const owned = candidateByOwner(c, question, message);
  if (owned !== null) return owned;
  const named = c.candidates.filter((x) => said.includes(normalizeText(String(x))));
  if (named.length === 1) return named[0]!;
  // "the work one" for sue@work.example or sue@home.example: a word only one candidate holds.
  const parts = (x: string | number) =>
    normalizeText(String(x))
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3);
  const saidWords = new Set(said.split(/[^\p{L}\p{N}]+/u));
  const distinct = c.candidates.filter((x) =>
    parts(x).some((w) => saidWords.has(w) && c.candidates.filter((y) => parts(y).includes(w)).length === 1),
  );
  if (distinct.length === 1) return distinct[0]!;
  return byWords(c, said);
}

/**
 * A figure settling a number's clarification: one of the candidates (or one said without its scale), or a
 * new single figure that stands alone or is tied to the question ("pongamos 10", "5000 actually", "25
 * niños"). Figures inside dates, e-mails and phones are not figures ("el 17 de julio" settles nothing), and
 * a new figure in a message about something else is not taken for this question.
 */
function settleNumber(
  c: Clarification,
  question: Question,
  message: string,
  language: Language,
  now: Date,
  forAnother: boolean,
): number | null {
  const blocked: Span[] = [
    ...findDates(message, language, now),
    ...findEmails(message),
    ...findPhones(message).filter((p) => p.strict),
  ];
  const r = readNumber(message, language, { blocked, question: question.text });
  if (r.kind === 'ambiguous') return leadingCandidate(c, message, language, blocked);
  if (r.kind !== 'value')
    return byWords(c, normalizeText(message).replace(/\bmas o menos\b|\bmore or less\b/g, ' ')) as
      | number
      | null;
  const [lo, hi] = [Math.min(...(c.candidates as number[])), Math.max(...(c.candidates as number[]))];
  const fits = (v: number) => (c.range ? v >= lo && v <= hi : c.candidates.includes(v));
  if (fits(r.value)) return r.value;
  // "4" or "around 3" after "between 2 and 4 thousand" means 4,000 or 3,000.
  for (const scale of [1000, 1_000_000]) if (fits(r.value * scale)) return r.value * scale;
  if (forAnother) return null;
  const rest = `${message.slice(0, r.span.start)} ${message.slice(r.span.end)}`;
  const restWords = normalizeText(rest)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const own = findNumberMentionsIn(message, language, r.span);
  const tied = own.some((m) => fitsQuestion(m, question.text));
  // "3 weeks in the Algarve" after "71 or 68?" for an age: a figure that counts or measures a thing of its
  // own, which the question does not name, is about something else.
  if (!tied && own.some((m) => figureCounts(m, foldKeepingIndexes(message)) !== null)) return null;
  return restWords.length <= 4 || tied ? r.value : null;
}

/**
 * "3, and there'll be 4 of us" after "2 or 3?": a reply that opens with one of the candidates, in a clause of
 * its own, picks it; the rest of the message is read as usual.
 */
function leadingCandidate(c: Clarification, message: string, language: Language, blocked: Span[]) {
  const first = findNumberMentions(message, language).filter((m) => !overlaps(m, blocked))[0];
  if (!first || !c.candidates.includes(first.value) || first.alt !== undefined) return null;
  const before = normalizeText(message.slice(0, first.start))
    .replace(/[^\p{L}\s]+/gu, ' ')
    .trim();
  const opens = before === '' || /^(?:ok|okay|so|well|fine|vale|pues|bueno|entonces|the|el|la)$/.test(before);
  return opens && /^\s*(?:[,.;!]|$)/.test(message.slice(first.end)) ? first.value : null;
}

const findNumberMentionsIn = (message: string, language: Language, s: Span) =>
  findNumberMentions(message, language).filter((m) => m.start >= s.start && m.end <= s.end);

const YES =
  /^(?:yes|yeah|yep|yup|sure|correct|right|exactly|that s it|thats it|that s right|si|claro|exacto|eso es|correcto|vale|ok|okay)\b/;

/** "yes" to a clarification with one candidate ("Just to be sure: ana@gmail.com, right?"). */
function confirmsOne(c: Clarification, message: string): string | number | null {
  if (c.candidates.length !== 1) return null;
  const said = normalizeText(message)
    .replace(/[^\p{L}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return YES.test(said) && said.split(' ').length <= 4 ? c.candidates[0]! : null;
}

/**
 * The answer to the clarification of the question being asked, if this message gives it (a candidate, a
 * "yes" to one candidate, or a single clear new value). A message that only asks the interviewer something
 * answers no clarification.
 */
export function settleClarification(ctx: TurnContext): void {
  const q = ctx.asked;
  const c = clarificationOf(ctx, q);
  if (!q || !c || ctx.msg.asks.onlyAsks || ctx.msg.greetingOnly) return;
  const text = withoutAsks(ctx);
  const others = ctx.questions.filter((x) => x !== q && isOpen(ctx, x)).map((x) => x.text);
  const v = confirmsOne(c, text) ?? resolveClarification(c, q, text, ctx.language, ctx.now, others);
  if (v === null) return;
  accept(ctx, q, v);
  ctx.settled = true;
  const open = ctx.questions.filter((x) => x !== q && isOpen(ctx, x) && !clarificationOf(ctx, x));
  for (const o of othersByOwner(c, v, open, text)) accept(ctx, o.question, o.value);
}

/**
 * A clarification parked while other questions were asked is settled by a later message that gives one of
 * its candidates ("fine, monday" after "Monday 31 May or Tuesday 1 June?"), unless the words name the
 * question being asked. The values of that type in the message are then used up.
 */
export function settleParked(ctx: TurnContext): void {
  const asked = ctx.asked;
  if (ctx.msg.asks.onlyAsks || ctx.msg.greetingOnly) return;
  const text = withoutAsks(ctx);
  for (const id of ctx.state.parked ?? []) {
    const q = ctx.questions.find((x) => idOf(x) === id);
    const c = clarificationOf(ctx, q ?? null);
    if (!q || !c || q === asked || !isOpen(ctx, q)) continue;
    // "vale, el jueves seguro. Móvil 678…": the fragments that name the asked question are that question's.
    const own = asked ? notNaming(ctx, asked, q) : text;
    if (!own.trim()) continue;
    const v = resolveClarification(c, q, own, ctx.language, ctx.now);
    if (v === null || !(c.candidates.includes(v) || insideRange(ctx, c, v))) continue;
    accept(ctx, q, v);
    // Only the values of the fragments read are used up (the asked question's stay for it).
    const read = (x: { start: number; end: number }) =>
      own === text || own.includes(ctx.msg.text.slice(x.start, x.end));
    if (q.type === 'date') ctx.used.push(...ctx.msg.dates.filter(read));
    if (q.type === 'number') ctx.used.push(...ctx.msg.numbers.filter(read));
    return;
  }
}

/**
 * "lo he pesado: 8,4" after "entre 7 y 9 kilos" while a date is asked: a figure inside a parked range settles
 * it, when the asked question takes no figure (not a number, and no date said).
 */
function insideRange(ctx: TurnContext, c: Clarification, v: unknown): boolean {
  if (!c.range || typeof v !== 'number' || ctx.asked?.type === 'number' || ctx.asked?.type === 'rating')
    return false;
  if (ctx.msg.dates.length > 0) return false;
  const [lo, hi] = c.candidates.map(Number).sort((a, b) => a - b);
  return lo !== undefined && hi !== undefined && v > lo && v < hi;
}

/** The fragments of the message (its questions to the interviewer left out) that do not name the asked question. */
function notNaming(ctx: TurnContext, asked: Question, q: Question): string {
  const text = withoutAsks(ctx);
  if (!namesQuestion(text, asked.text, [q.text])) return text;
  const { msg } = ctx;
  return msg.fragments
    .map((f) => msg.text.slice(f.start, f.end))
    .filter(
      (f) =>
        !namesQuestion(f, asked.text, [q.text]) &&
        !msg.asks.asks.some((a) => f.includes(msg.text.slice(a.start, a.end))),
    )
    .join(', ');
}

/** The message without the parts that ask the interviewer something. */
function withoutAsks(ctx: TurnContext): string {
  let text = ctx.msg.text;
  for (const a of [...ctx.msg.asks.asks].sort((x, y) => y.start - x.start))
    text = `${text.slice(0, a.start)} ${text.slice(a.end)}`;
  return text.trim();
}
