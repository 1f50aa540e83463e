import type { Question } from '../../../contract/forms';
import { countWithoutFigures } from '../reading/count-words';
import { isOnlyLabels, makesFinal, TAKEN } from '../reading/cues';
import { inOtherCurrency } from '../reading/currencies';
import { readDate } from '../reading/dates';
import { inOtherUnit } from '../reading/measures';
import { textKind } from '../reading/names';
import { labelledNumber, readNumber } from '../reading/numbers';
import { fitsQuestion, namedFor } from '../reading/question-ties';
import { onOtherScale, readRatingFor } from '../reading/ratings';
import { normalizeText, overlaps, type Span } from '../reading/text';
import type { AgendaContext } from './agenda';
import { ratingBounds } from './bounds';
import { sameAsAnswered } from './same-as';

// The asked question's typed reading: an e-mail, a phone, a date, a figure, a rating of its own type, first.

type Found = Span & { value: string | null };

/** Two different addresses or numbers: ask which, unless the visitor settles on the last one. */
function oneOf<T extends Found>(ctx: AgendaContext, found: T[]): T | T[] | undefined {
  const distinct = [...new Map(found.map((f) => [f.value, f])).values()];
  if (distinct.length <= 1) return found[0];
  const [prev, last] = found.slice(-2) as [T, T];
  if (makesFinal(ctx.msg.text.slice(prev.end, last.start))) return last;
  // "work is 0161 496 0723 but I'm never there, mobile 07700 900 377 is better": the one said to be better.
  const better = found.filter((f) =>
    PREFERRED_AFTER.test(normalizeText(ctx.msg.text.slice(f.end, f.end + 30))),
  );
  return better.length === 1 ? better[0] : distinct;
}

/** Words right after a value that prefer it ("is better", "es mejor", "preferably"). */
const PREFERRED_AFTER =
  /^\s*(?:(?:is|s|would be|es|seria|sera)\s+)?(?:much\s+|mucho\s+)?(?:better|best|preferred|preferably|mejor|preferible|preferiblemente)\b/;

function askAbout(ctx: AgendaContext, q: Question, found: Found[]) {
  ctx.out.ambiguous = { question: q, candidates: found.map((f) => f.value!), range: false };
  ctx.taken.push(...found);
}

/** The asked question's value of its own type (an e-mail, a phone, a date, a figure, a web address), first. */
export function typedValue(ctx: AgendaContext, q: Question): boolean {
  const { msg } = ctx;
  const free = <T extends Span>(xs: T[]) => xs.filter(ctx.free);
  if (q.type === 'email') {
    const e = oneOf(ctx, free(msg.emails));
    if (Array.isArray(e)) askAbout(ctx, q, e);
    else if (e) ctx.take(q, e.value, e);
    return e !== undefined;
  }
  if (q.type === 'phone') {
    const phones = free(msg.phones);
    const p = oneOf(
      ctx,
      phones.filter((x) => x.value),
    );
    if (Array.isArray(p)) askAbout(ctx, q, p);
    else if (p?.value) ctx.take(q, p.value, p);
    else if (phones[0]) ctx.refuse(q, 'phone', phones[0]);
    return p !== undefined || phones.length > 0;
  }
  if (q.type === 'url') {
    const u = oneOf(ctx, free(msg.urls));
    if (Array.isArray(u)) askAbout(ctx, q, u);
    else if (u) ctx.take(q, u.value, u);
    return u !== undefined;
  }
  if (q.type === 'date') return askedDate(ctx, q);
  if (q.type === 'number') return askedNumber(ctx, q);
  if (q.type === 'rating') return askedRating(ctx, q);
  return false;
}

/** "8 out of 10", "four", "⭐⭐⭐⭐": a score; two different ones are asked about. */
function askedRating(ctx: AgendaContext, q: Question): boolean {
  const { msg } = ctx;
  const blocked = [...ctx.taken, ...msg.emails, ...msg.phones.filter((p) => p.strict), ...msg.strictDates];
  let text = msg.text;
  for (const b of blocked.sort((a, c) => c.start - a.start))
    text = `${text.slice(0, b.start)} ${text.slice(b.end)}`;
  // "8 out of 10" to a 1–5 rating: a score on another scale is asked again, never stored as if on this one.
  if (onOtherScale(text, q.text, ratingBounds(q))) {
    ctx.refuse(q, 'ratingScale');
    return true;
  }
  const r = readRatingFor(text, msg.language, q.text, ratingBounds(q));
  if (r.kind === 'value') ctx.take(q, r.value);
  else if (r.kind === 'ambiguous')
    ctx.out.ambiguous = { question: q, candidates: r.candidates, range: false };
  return r.kind !== 'none';
}

function askedDate(ctx: AgendaContext, q: Question): boolean {
  const { msg } = ctx;
  const strictPhones = msg.phones.filter((p) => p.strict);
  const r = readDate(msg.text, msg.language, msg.now, {
    blocked: [...ctx.taken, ...msg.emails, ...strictPhones],
    found: msg.dates,
  });
  if (r.kind === 'value') ctx.take(q, r.value, r.span);
  else if (r.kind === 'ambiguous' && dateRange(ctx, q, r.candidates, r.span)) return true;
  else if (r.kind === 'ambiguous') {
    ctx.out.ambiguous = { question: q, candidates: r.candidates, range: false };
    ctx.taken.push(r.span);
  } else if (r.kind === 'invalid') ctx.refuse(q, r.problem === 'vague' ? 'dateVague' : 'date', r.span);
  return r.kind !== 'none';
}

/**
 * "del 10 al 15 de enero" to "¿Fecha de recogida?" when "¿Fecha de devolución?" follows: a range of two dates
 * answers the asked date question and the next one, in order.
 */
function dateRange(ctx: AgendaContext, q: Question, candidates: string[], span: Span): boolean {
  const next = ctx.open.filter((x) => x !== q && x.type === 'date');
  if (candidates.length !== 2 || next.length !== 1 || next[0]!.order < q.order) return false;
  const said = normalizeText(ctx.msg.text.slice(Math.max(0, span.start - 8), span.end));
  if (!/\b(?:del?|from|desde)\b.*\b(?:al?|to|till|until|hasta)\b|\d\s*[-–]\s*\d/.test(said)) return false;
  const [from, to] = [...candidates].sort();
  if (from === to) return false;
  ctx.take(q, from!, span);
  ctx.take(next[0]!, to!);
  return true;
}

function askedNumber(ctx: AgendaContext, q: Question): boolean {
  const { msg } = ctx;
  const others = ctx.open.filter((x) => x !== q);
  const dates = others.some((x) => x.type === 'date') ? msg.dates : msg.strictDates;
  const blocked = [...ctx.taken, ...msg.emails, ...dates, ...(ctx.claims.get(q)?.others ?? [])];
  const phoneOpen = others.some((x) => x.type === 'phone');
  const strictPhones = msg.phones.filter((p) => p.strict);
  const read = (b: Span[]) =>
    readNumber(msg.text, msg.language, { blocked: b, question: q.text, mentions: msg.numbers });
  let r = read(phoneOpen ? [...blocked, ...strictPhones] : blocked);
  // "una, ¿el agua de riego va aparte?": a count said in words beside the visitor's own question.
  if (r.kind === 'none' && !r.ruledOut && msg.numbers.length === 0 && msg.asks.asks.length > 0)
    r = countWithoutFigures(blank(msg.text, msg.asks.asks), q.text, blocked) ?? r;
  // A long figure is still the answer when it is all the message holds, unless written like a phone ("611 222 333").
  const phoneLike = msg.phones.some((p) => p.strict && /\d[\s.-]\d/.test(msg.text.slice(p.start, p.end)));
  if (r.kind === 'none' && phoneOpen && !phoneLike) r = read(blocked);
  // "same as adults" to "How many children?": the value of the answered question it names.
  const copied =
    r.kind === 'none' && !r.ruledOut ? sameAsAnswered(msg.text, q, ctx.answered ?? []) : undefined;
  if (typeof copied === 'number') {
    ctx.take(q, copied, { start: 0, end: msg.text.length });
    return true;
  }
  // "of guests no idea yet, but the budget is about 8,000": a figure named for another question is its.
  if (r.kind === 'value' && namedForAnother(ctx, q, r.span, blocked)) return false;
  // "Three weeks" for "Number of nights" is read as 21 (reading/durations.ts), then checked against bounds.
  if (r.kind === 'value') ctx.take(q, r.value, r.span);
  else if (r.kind === 'none' && r.ruledOut) {
    // "at 9", "in 2019", "if the money comes in, both of us": the figure is not this question's answer, or not yet.
    ctx.refuse(q, r.ruledOut === 'conditional' ? 'numberFirm' : 'numberRole');
    return true;
  } else if (
    r.kind === 'none' &&
    msg.numbers.some(
      (m) => ctx.free(m) && (inOtherUnit(m, q.text, msg.numbers) || inOtherCurrency(m, msg.text, q.text)),
    )
  ) {
    // "a 55 gallon tank" to "…in litres?": the figure in the question's unit is asked for.
    ctx.refuse(q, 'numberUnit');
    return true;
  } else if (r.kind === 'ambiguous') {
    ctx.out.ambiguous = { question: q, candidates: r.candidates, range: r.range };
    ctx.taken.push(r.span);
  }
  return r.kind !== 'none';
}

/**
 * "15 cm y el viernes entonces" to "¿Instagram?" after it settled the size: a message whose figure or date
 * already answered another question this turn (a clarification, a correction) and cannot be set apart from
 * the rest is that question's, not a short text answer to the asked one (it is asked again).
 */
export function heldByAnother(ctx: AgendaContext, q: Question): boolean {
  if (q.type !== 'text' || textKind(q.text) !== 'text') return false;
  const { msg } = ctx;
  const typed = [...msg.numbers, ...msg.dates].filter(
    (s) =>
      (ctx.blocked ?? []).some((b) => b.start <= s.start && b.end >= s.end) && !overlaps(s, msg.asks.asks),
  );
  // With its unit ("15 cm"): a figure alone in its fragment is set apart.
  const withUnit = (s: Span) => ({
    start: s.start,
    end: s.end + (/^\s*\p{L}+/u.exec(msg.text.slice(s.end))?.[0].length ?? 0),
  });
  return typed.some((s) => fragmentAlone(msg.text, withUnit(s), ctx.taken, msg.breaks).length === 0);
}

/** Whether words around a figure name another open number question, and not the asked one. */
function namedForAnother(ctx: AgendaContext, q: Question, span: Span, blocked: Span[]): boolean {
  const { msg } = ctx;
  const m = msg.numbers.find((x) => x.start >= span.start && x.end <= span.end);
  if (!m || namedFor(m, q.text) || fitsQuestion(m, q.text)) return false;
  const labelled = (x: Question) => labelledNumber(msg.text, msg.language, x.text, blocked, msg.numbers);
  // "son 92 m²" while the budget is asked: its unit ties it to "Superficie (m²)".
  const tied = (o: Question) => namedFor(m, o.text) || fitsQuestion(m, o.text);
  return ctx.open.some((o) => o !== q && o.type === 'number' && tied(o) && labelled(o) !== null);
}

/** The message with each taken value that stands on its own (its fragment holds only labels), or `all`, marked TAKEN. */
export function markTaken(message: string, taken: Span[], breaks: Span[], all: boolean): string {
  // A value alone in its fragment takes the fragment with it (its hedges and unit: "like 5cm", "£120 max").
  const separable = taken.flatMap((span) => (all ? [span] : fragmentAlone(message, span, taken, breaks)));
  const merged: Span[] = [];
  for (const s of [...separable].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  let marked = message;
  for (const s of merged.reverse()) marked = `${marked.slice(0, s.start)}${TAKEN}${marked.slice(s.end)}`;
  return marked;
}

function fragmentAlone(message: string, span: Span, taken: Span[], breaks: Span[]): Span[] {
  const left = Math.max(0, ...breaks.filter((b) => b.end <= span.start).map((b) => b.end));
  const right = Math.min(message.length, ...breaks.filter((b) => b.start >= span.end).map((b) => b.start));
  let rest = '';
  let at = left;
  for (const t of [...taken]
    .filter((x) => x.start >= left && x.end <= right)
    .sort((a, b) => a.start - b.start)) {
    rest += message.slice(at, t.start);
    at = Math.max(at, t.end);
  }
  rest += message.slice(at, right);
  if (!isOnlyLabels(rest.replace(HEDGE_WORDS, ' '))) return [];
  return [isOnlyLabels(rest) ? span : { start: left, end: right }];
}

/** Hedges a value may carry in a fragment of its own ("like 5cm", "£120 max", "unos 45 pavos"). */
const HEDGE_WORDS =
  /(?<![\p{L}])(?:like|about|around|roughly|approx|max|maximum|tops|min|minimum|up to|unos|unas|sobre|como|maximo|máximo|hasta)(?![\p{L}])/giu;

/** The text with the given spans blanked out (their length kept). */
const blank = (text: string, spans: Span[]) =>
  spans.reduce(
    (t, x) => t.slice(0, x.start) + ' '.repeat(Math.max(0, x.end - x.start)) + t.slice(x.end),
    text,
  );
