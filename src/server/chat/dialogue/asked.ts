import type { Question } from '../../../contract/forms';
import { isChitChat, isOnlyLabels, leftoverAnswer, makesFinal, TAKEN } from '../reading/cues';
import { readDate } from '../reading/dates';
import { routeIn } from '../reading/facts';
import { readMultiselect } from '../reading/kinds';
import { readText, textKind } from '../reading/names';
import { fitsQuestion, labelledNumber, namedFor, readNumber } from '../reading/numbers';
import { matchOption } from '../reading/options';
import { asksAboutOther, namedOther } from '../reading/others';
import { readRatingFor } from '../reading/ratings';
import { containsPhrase, normalizeText, overlaps, type Span } from '../reading/text';
import { readYesNoAnswer } from '../reading/yes-no';
import type { AgendaContext, RefusalKey } from './agenda';
import { declineKind, isNonAnswer } from './way-out';

type Found = Span & { value: string | null };

/** Two different addresses or numbers: ask which, unless the visitor settles on the last one. */
function oneOf<T extends Found>(ctx: AgendaContext, found: T[]): T | T[] | undefined {
  const distinct = [...new Map(found.map((f) => [f.value, f])).values()];
  if (distinct.length <= 1) return found[0];
  const [prev, last] = found.slice(-2) as [T, T];
  return makesFinal(ctx.msg.text.slice(prev.end, last.start)) ? last : distinct;
}

function askAbout(ctx: AgendaContext, q: Question, found: Found[]) {
  ctx.out.ambiguous = { question: q, candidates: found.map((f) => f.value!), range: false };
  ctx.taken.push(...found);
}

/** The asked question's value of its own type (an e-mail, a phone, a date, a figure, a web address), first. */
function typedValue(ctx: AgendaContext, q: Question): boolean {
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
  const v = q.validation ?? {};
  const bounds = { min: typeof v.min === 'number' ? v.min : 1, max: typeof v.max === 'number' ? v.max : 5 };
  const r = readRatingFor(text, msg.language, q.text, bounds);
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
  // A long figure is still the answer when it is all the message holds, unless written like a phone ("611 222 333").
  const phoneLike = msg.phones.some((p) => p.strict && /\d[\s.-]\d/.test(msg.text.slice(p.start, p.end)));
  if (r.kind === 'none' && phoneOpen && !phoneLike) r = read(blocked);
  // "of guests no idea yet, but the budget is about 8,000": a figure named for another question is its.
  if (r.kind === 'value' && namedForAnother(ctx, q, r.span, blocked)) return false;
  if (r.kind === 'value') ctx.take(q, inAskedUnit(ctx, q, r.value, r.span), r.span);
  else if (r.kind === 'ambiguous') {
    ctx.out.ambiguous = { question: q, candidates: r.candidates, range: r.range };
    ctx.taken.push(r.span);
  }
  return r.kind !== 'none';
}

/** "Three weeks" for "Number of nights": weeks counted in the days or nights asked (then checked against bounds). */
function inAskedUnit(ctx: AgendaContext, q: Question, value: number, span: Span): number {
  const m = ctx.msg.numbers.find((x) => x.start >= span.start && x.end <= span.end);
  const days = /\b(?:nights?|days?|noches?|dias?)\b/.test(normalizeText(q.text));
  return m && days && /^(?:weeks?|semanas?)$/.test(m.unit) ? value * 7 : value;
}

/**
 * "15 cm y el viernes entonces" to "¿Instagram?" after it settled the size: a message whose figure or date
 * already answered another question this turn (a clarification, a correction) and cannot be set apart from
 * the rest is that question's, not a short text answer to the asked one (it is asked again).
 */
function heldByAnother(ctx: AgendaContext, q: Question): boolean {
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

/** The asked question's reading: its typed value first, or (stage `leftover`) the words no other question took. */
export function readAsked(ctx: AgendaContext, stage: 'typed' | 'leftover'): void {
  const q = ctx.asked;
  if (!q) return;
  if (stage === 'typed') {
    ctx.askedDone = typedValue(ctx, q);
    return;
  }
  if (q.type === 'text' && textKind(q.text) === 'name' && someoneElse(ctx, q)) return;
  if (heldByAnother(ctx, q)) return;
  // A name never holds an e-mail or a phone: every taken value leaves it, not only stand-alone ones.
  const everyTaken = q.type === 'text' && textKind(q.text) !== 'text';
  fromLeftover(ctx, q, leftoverAnswer(markTaken(ctx.msg.text, ctx.taken, ctx.msg.breaks, everyTaken)));
}

/**
 * Whose name: a question about someone else takes the name said for them ("it's for my daughter Hope"); a
 * question about the writer never takes it (the words are set aside and the rest is read).
 */
function someoneElse(ctx: AgendaContext, q: Question): boolean {
  const other = namedOther(ctx.msg.text);
  // "Could you put it under my dad's name, Reginald Hart": a request to the interviewer may still name them.
  const inAsk = (s: Span) => ctx.msg.asks.asks.some((a) => a.start <= s.start && a.end >= s.end);
  if (!other || !(ctx.free(other) || (inAsk(other) && asksAboutOther(q.text)))) return false;
  if (asksAboutOther(q.text)) {
    ctx.take(q, other.value, other);
    return true;
  }
  // "¿Quién te recomendó?" asks about someone else too; only the writer's own name question sets it aside.
  if (!/\b(?:who|whom|quien|quienes)\b/.test(normalizeText(q.text))) ctx.taken.push(other);
  return false;
}

function fromLeftover(ctx: AgendaContext, q: Question, left: string): void {
  const { out } = ctx;
  const somethingElse = out.answers.length > 0;
  // A message that only asks the interviewer something is neither an answer nor a refusal.
  if (ctx.msg.asks.onlyAsks || (ctx.msg.asks.asks.length > 0 && !left)) return;
  const decline = declineKind(left, q.text);
  const onDecline = () => {
    if (q.required) ctx.refuse(q, 'required');
    else out.skipped.push(q);
  };
  if (q.type === 'select') {
    selectFromLeftover(ctx, q, left, decline !== null, onDecline);
    return;
  }
  if (q.type === 'yesno' || q.type === 'multiselect' || q.type === 'longtext') {
    newTypeFromLeftover(ctx, q, left, decline, onDecline);
    return;
  }
  const kind = q.type === 'text' ? textKind(q.text) : null;
  if (decline && !(kind === 'text' && q.required && decline === 'soft')) {
    onDecline();
    return;
  }
  if (isNonAnswer(left)) {
    if (q.required) ctx.refuse(q, reasonFor(q));
    else out.skipped.push(q);
    return;
  }
  // "ok", "vale, gracias" to a question: small talk, not an answer (to an optional one: nothing to add);
  // but "yes" to "Do you already have a website?" is the answer.
  if (
    isChitChat(left) &&
    (kind !== 'text' || left.split(/\s+/).length <= 2) &&
    !(kind === 'text' && asksYesNo(q.text))
  ) {
    if (!q.required) out.skipped.push(q);
    else if (!somethingElse) out.greeting = true;
    return;
  }
  if (!left && somethingElse) return;
  // Words said beside a question to the interviewer ("I'm pregnant, can I…?") are context, not a failed try.
  const asking = ctx.msg.asks.asks.length > 0;
  // "Koramangala or Indiranagar" while the company is asked: options of another question are no answer here.
  if (q.type === 'text' && kind === 'text' && namesAnotherOption(ctx, q, left)) return;
  if (q.type === 'text' && kind === 'text' && route(ctx, q, left)) return;
  if (q.type === 'text') {
    const r = readText(left, kind!, q.text);
    // Beside a question to the interviewer, a name must be said as one ("es urgente" is none).
    if (r.kind === 'value') {
      // Beside a question to the interviewer or another answer, a name must be written like one ("puede ser",
      // left over from "el viernes si puede ser", is none); the name question is then asked again.
      const lower = kind === 'name' && !/\p{Lu}/u.test(r.value);
      if (!(lower && (asking || somethingElse))) ctx.take(q, r.value);
    } else if (r.kind === 'ambiguous')
      out.ambiguous = { question: q, candidates: r.candidates, range: false };
    else if (!somethingElse && !asking) ctx.refuse(q, r.reason);
    return;
  }
  if (asking && !looksLikeAttempt(q, left)) return;
  // Nothing of the asked type was found: a refusal with the format to use.
  // An optional question answered with words that are no try at it ("I'd prefer e-mail"): declined.
  if (!q.required && left && !looksLikeAttempt(q, left)) {
    out.skipped.push(q);
    return;
  }
  if (!somethingElse || looksLikeAttempt(q, left)) ctx.refuse(q, reasonFor(q));
}

/** "de Bilbao a Valencia": a route answers the asked "from" question and the open "to" question. */
function route(ctx: AgendaContext, q: Question, left: string): boolean {
  for (const o of ctx.open) {
    const r = o !== q && o.type === 'text' ? routeIn(left, q.text, o.text) : null;
    if (!r) continue;
    ctx.take(q, r.from);
    ctx.take(o, r.to);
    return true;
  }
  return false;
}

/** Whether words name an option of another open select or multiselect question. */
function namesAnotherOption(ctx: AgendaContext, q: Question, left: string): boolean {
  const said = normalizeText(left);
  return ctx.open.some(
    (o) =>
      o !== q &&
      (o.type === 'select' || o.type === 'multiselect') &&
      (o.options ?? []).some(
        (opt) => normalizeText(opt).length >= 4 && containsPhrase(said, normalizeText(opt)),
      ),
  );
}

/** Yes/no, a list of options, a long text kept as written. */
function newTypeFromLeftover(
  ctx: AgendaContext,
  q: Question,
  left: string,
  decline: 'hard' | 'soft' | null,
  onDecline: () => void,
): void {
  const somethingElse = ctx.out.answers.length > 0;
  const asking = ctx.msg.asks.asks.length > 0;
  if (q.type === 'yesno') {
    const v = readYesNoAnswer(left || ctx.msg.text, q.text);
    if (v !== null) ctx.take(q, v);
    else if (decline === 'hard' || (isNonAnswer(left) && !q.required)) onDecline();
    else if (!somethingElse && !asking) ctx.refuse(q, 'yesno');
    return;
  }
  if (
    decline === 'hard' ||
    (decline === 'soft' && (q.type === 'multiselect' || !q.required)) ||
    (isNonAnswer(left) && !q.required)
  ) {
    onDecline();
    return;
  }
  if (q.type === 'multiselect') {
    const picked = readMultiselect(left, q.options ?? []);
    if (picked) ctx.take(q, picked);
    // "none", "no me interesa ninguna por ahora" to an optional multiselect: declined.
    else if (!q.required && /\b(?:none|nothing|neither|ninguna|ninguno|nada)\b/u.test(normalizeText(left)))
      onDecline();
    else if (!somethingElse && !asking) ctx.refuse(q, 'options');
    return;
  }
  // A long text is kept exactly as written; beside other answers, what they left.
  const text = (somethingElse ? left : ctx.msg.text).trim().slice(0, 5000);
  if (/[\p{L}\p{N}]/u.test(text)) ctx.take(q, text);
  else if (!somethingElse) ctx.refuse(q, 'empty');
}

function selectFromLeftover(
  ctx: AgendaContext,
  q: Question,
  left: string,
  decline: boolean,
  onDecline: () => void,
): void {
  const somethingElse = ctx.out.answers.length > 0;
  // An emoji alone (👍) leaves no words: the message itself is the answer.
  const value = left
    ? matchOption(q.options ?? [], left)
    : somethingElse
      ? null
      : matchOption(q.options ?? [], ctx.msg.text);
  if (value) ctx.take(q, value);
  else if (decline || (isNonAnswer(left) && !q.required)) onDecline();
  // Nothing that answers another question, nor words said beside a question to us, is a failed try.
  else if (!somethingElse && ctx.msg.asks.asks.length === 0) ctx.refuse(q, 'options');
}

/** "Do you…?", "Are you…?", "¿Tienes…?": a question a plain yes or no answers. */
function asksYesNo(text: string): boolean {
  return /^[¿¡\s]*(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|shall|tienes|tiene|tenéis|tienen|quieres|quiere|queréis|necesitas|necesita|necesitáis|has|ha|habéis|eres|es|estás|está|estáis|puedes|puede|podéis|vas|va|vais|hay|te|le|os)\b/iu.test(
    text,
  );
}

export function reasonFor(q: Question): RefusalKey {
  if (q.type === 'text') {
    const kind = textKind(q.text);
    return kind === 'text' ? 'empty' : kind;
  }
  if (q.type === 'select' || q.type === 'multiselect') return 'options';
  if (q.type === 'yesno' || q.type === 'url' || q.type === 'rating') return q.type;
  if (q.type === 'email' || q.type === 'phone' || q.type === 'number' || q.type === 'date') return q.type;
  return 'empty';
}

/** The message with each taken value that stands on its own (its fragment holds only labels), or `all`, marked TAKEN. */
function markTaken(message: string, taken: Span[], breaks: Span[], all: boolean): string {
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

/** A failed try at the asked question even when the message answered others ("ana@gmail", "600 123"). */
export function looksLikeAttempt(q: Question, left: string): boolean {
  if (q.type === 'email') return left.includes('@');
  if (q.type === 'phone') return (left.match(/\d/g)?.length ?? 0) >= 5;
  if (q.type === 'number') return /\d/.test(left);
  return false;
}
