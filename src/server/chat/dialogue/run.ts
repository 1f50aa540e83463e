import type { Question } from '../../../contract/forms';
import { chooseEnding, recall } from '../../../contract/logic';
import { own, setOwn } from '../../../contract/own-keys';
import type { Proposal } from '../model/prompts';
import { acceptProposal } from '../model/proposals';
import { notUnderstoodReply } from '../phrasing/phrasing';
import { composeReply, refusalText } from '../phrasing/reply';
import { normalizeText } from '../reading/text';
import type { Clarification, TurnInput, TurnOutcome } from '../types';
import { type Assignment, assign } from './agenda';
import { applyCorrection } from './apply-correction';
import { looksLikeAttempt } from './asked';
import { outOfBounds } from './bounds';
import { settleClarification, settleParked } from './clarify';
import { applyMultiselectEdit } from './edits';
import { suspiciousEmail } from './email-typos';
import { lookBack, rememberMessage } from './look-back';
import { holdAddition, rememberTooMany, settleTooMany } from './narrowing';
import { settleReaskedNumber } from './reasked-number';
import { guardRepeats } from './repeats';
import { askable, hasValue, idOf, readState } from './state';
import {
  accept,
  clarificationOf,
  clearClarification,
  fail,
  isOpen,
  refreshVisibility,
  skip,
  startTurn,
  type TurnContext,
} from './turn';
import { answerVisitorQuestions } from './visitor-questions';
import { declineKind, shouldOfferWayOut, wayOutNote } from './way-out';

/** One visitor turn: takes every answer the message (and the model's proposals) give, decides what to ask next. */
export function runTurn(input: TurnInput, now: Date = new Date()): TurnOutcome {
  try {
    return turn(input, now);
  } catch {
    // Never fail a visitor's turn: everything stays as it was and the question is asked again.
    return unchanged(input);
  }
}

/** Never fail a visitor's turn: keep everything as it was and ask the current question again. */
function unchanged(input: TurnInput): TurnOutcome {
  const { form } = input;
  const collected = { ...(input.collected ?? {}) };
  const state = readState(input.state);
  const next = askable(form).find((q) => !hasValue(collected, q) && !state.skipped.includes(idOf(q))) ?? null;
  const language = state.replyLanguage ?? form.language;
  const reply = next ? notUnderstoodReply(form.tone, language, next) : form.goodbyeMessage;
  return {
    state: { ...state, asking: next ? idOf(next) : null },
    collected,
    accepted: [],
    invalid: [],
    skipped: [],
    corrected: [],
    clarify: null,
    wayOut: false,
    replyLanguage: language,
    ask: next ? reply : '',
    next,
    completed: next === null,
    reply,
    answeredKeys: [],
    skippedKeys: [],
    reasked: next ? [idOf(next)] : [],
    visitorQuestions: [],
    needsHuman: false,
    redirectUrl: null,
  };
}

function turn(input: TurnInput, now: Date): TurnOutcome {
  const ctx = startTurn(input, now);
  answerVisitorQuestions(ctx);
  settleClarification(ctx);
  settleTooMany(ctx);
  holdAddition(ctx);
  settleReaskedNumber(ctx);
  settleParked(ctx);
  const correction = applyCorrection(ctx);
  if (!correction) applyMultiselectEdit(ctx);
  // A correction may change which questions are shown (and remove answers to ones no longer shown).
  refreshVisibility(ctx);
  takeWayOut(ctx);
  assignRest(ctx, correction);
  leaveNote(ctx, correction !== null);
  takeProposals(ctx);
  refreshVisibility(ctx);
  return finish(ctx);
}

/** The way out, once offered: a refusal skips the question. */
function takeWayOut(ctx: TurnContext): void {
  const q = ctx.asked;
  if (ctx.settled || !q || ctx.state.offered !== idOf(q) || !declineKind(ctx.msg.text)) return;
  skip(ctx, q);
  ctx.settled = true;
}

/** Everything else the message answers, question by question (the agenda). */
function assignRest(
  ctx: TurnContext,
  correction: { question: Question; span: { start: number; end: number } } | null,
) {
  const q = ctx.asked;
  const waiting = clarificationOf(ctx, q);
  // Something this message already answered (a parked clarification, a correction): no failed try at the asked one.
  const answeredBefore = ctx.ev.accepted.length + ctx.ev.corrected.length > 0;
  // A question whose clarification is still waiting takes only the clarification's answer (settled above).
  const asked =
    ctx.settled || !q || waiting || (correction && correction.question.type === q.type) ? null : q;
  const open = ctx.questions.filter((x) => isOpen(ctx, x));
  const ex = assign({
    msg: ctx.msg,
    open,
    asked,
    blocked: ctx.used,
    typedOnly: correction !== null && correction.span.start === 0 && !endsSentence(ctx, correction.span),
    looseFigures: Boolean(waiting) && !ctx.settled,
    pending: new Set(ctx.questions.filter((x) => x !== q && clarificationOf(ctx, x))),
    ownerTexts: [ctx.form.knowledge, ctx.form.businessDescription],
    answered: ctx.questions
      .filter((x) => hasValue(ctx.collected, x))
      .map((x) => ({ question: x, value: ctx.collected[idOf(x)] })),
  });
  const byOrder = (a: { question: Question }, b: { question: Question }) =>
    ctx.questions.indexOf(a.question) - ctx.questions.indexOf(b.question);
  for (const a of [...ex.answers].sort(byOrder)) {
    // "ana@gmail.con": a likely typo is asked about instead of stored.
    const fixed = a.question.type === 'email' ? suspiciousEmail(String(a.value)) : null;
    if (fixed) clarify(ctx, a.question, { question: idOf(a.question), candidates: [fixed], range: false });
    // Out of its bounds: the asked question says them again; another question waits to be asked.
    else if (outOfBounds(a.question, a.value, ctx.now)) {
      if (a.question === asked) {
        fail(ctx, a.question, 'bounds');
        rememberTooMany(ctx, a.question, a.value);
      }
    } else accept(ctx, a.question, a.value, a.by);
    // Each answer may show questions that were hidden.
    refreshVisibility(ctx);
  }
  rereadShown(ctx, open, ex);
  // The parts this message's answers used: a later look-back reads only the rest.
  for (const s of ex.taken ?? []) if (!ctx.used.includes(s)) ctx.used.push(s);
  for (const s of ex.skipped) skip(ctx, s);
  ctx.ev.greeting = ex.greeting;
  if (ex.ambiguous && isOpen(ctx, ex.ambiguous.question)) {
    const { question, candidates, range } = ex.ambiguous;
    clarify(ctx, question, { question: idOf(question), candidates, range });
  }
  for (const i of ex.invalid) if (isOpen(ctx, i.question) && !answeredBefore) fail(ctx, i.question, i.key);
  // A clarification the visitor passed over while answering something else waits until the rest is done.
  if (q && waiting && !ctx.settled && isOpen(ctx, q) && ctx.ev.accepted.length + ctx.ev.corrected.length > 0)
    park(ctx, q);
  else if (q && waiting && !ctx.settled && isOpen(ctx, q) && ctx.ev.told.length === 0)
    setOwn(ctx.state.attempts, idOf(q), (own(ctx.state.attempts, idOf(q)) ?? 0) + 1);
}

/** Whether a part of the message ends a sentence that others follow (they answer on their own). */
const endsSentence = (ctx: TurnContext, span: { end: number }) =>
  span.end < ctx.msg.text.trimEnd().length && /[.!?]\s*$/.test(ctx.msg.text.slice(0, span.end));

/**
 * "todavía no, estoy en once" to a yes/no whose answer shows "¿En qué grado estás?": the words the message
 * did not use are read again against the questions its answers showed (only their values are taken).
 */
function rereadShown(ctx: TurnContext, before: Question[], ex: Assignment): void {
  const gate = ex.answers.find((a) => a.question.type === 'yesno' && typeof a.value === 'boolean');
  if (!gate) return;
  const shown = ctx.questions.filter((x) => isOpen(ctx, x) && !before.includes(x));
  const first = shown[0];
  if (
    !first ||
    !REREAD_TYPES.has(first.type) ||
    ctx.questions.indexOf(first) < ctx.questions.indexOf(gate.question)
  )
    return;
  // The yes or no itself ("todavía no", "no") is the gate's: a short first fragment is left out.
  const [lead, ...rest] = ctx.msg.fragments;
  const yesNo =
    lead && rest.length > 0 && ctx.msg.text.slice(lead.start, lead.end).trim().split(/\s+/).length <= 3;
  const blocked = [...(ex.taken ?? ctx.used), ...(yesNo ? [lead] : [])];
  const again = assign({ msg: ctx.msg, open: shown, asked: first, blocked });
  for (const a of again.answers) {
    if (!isOpen(ctx, a.question) || outOfBounds(a.question, a.value, ctx.now)) continue;
    accept(ctx, a.question, a.value, a.by);
    refreshVisibility(ctx);
  }
}

/** The types a shown question may take from the words left of the message that showed it. */
const REREAD_TYPES = new Set(['select', 'multiselect', 'number', 'date']);

function clarify(ctx: TurnContext, q: Question, c: Clarification) {
  const before = clarificationOf(ctx, q);
  ctx.state.clarifications ??= {};
  setOwn(ctx.state.clarifications, idOf(q), { ...c, asked: before?.asked ?? 0 });
  // A second unclear answer to the same clarification counts as a failed attempt.
  if (before) setOwn(ctx.state.attempts, idOf(q), (own(ctx.state.attempts, idOf(q)) ?? 0) + 1);
}

function park(ctx: TurnContext, q: Question) {
  const parked = ctx.state.parked ?? [];
  if (!parked.includes(idOf(q))) ctx.state.parked = [...parked, idOf(q)];
}

/** After the way out was offered, words that are not an answer are a note for the owner. */
function leaveNote(ctx: TurnContext, corrected: boolean): void {
  const q = ctx.asked;
  if (!q || !isOpen(ctx, q) || ctx.state.offered !== idOf(q) || corrected) return;
  if (ctx.ev.accepted.length > 0 || ctx.msg.asks.asks.length > 0) return;
  const note = wayOutNote(ctx.msg.text);
  if (!note || looksLikeAttempt(q, ctx.msg.text) || holdsAnotherAnswer(ctx, q)) return;
  skip(ctx, q, note);
  ctx.ev.invalid = ctx.ev.invalid.filter((i) => i.question !== q);
}

/** "thursday arvo" while the way out of a select is offered: a value an open question of its type takes is no note. */
function holdsAnotherAnswer(ctx: TurnContext, q: Question): boolean {
  const open = ctx.questions.filter((x) => x !== q && isOpen(ctx, x)).map((x) => x.type);
  const { msg } = ctx;
  return (
    (open.includes('date') && msg.dates.some((d) => d.value)) ||
    (open.includes('email') && msg.emails.length > 0) ||
    (open.includes('phone') && msg.phones.some((p) => p.value)) ||
    (open.includes('url') && msg.urls.length > 0) ||
    (open.includes('number') && msg.numbers.length > 0)
  );
}

const sameText = (a: string, b: string) => normalizeText(a).trim() === normalizeText(b).trim();

/** A model's proposals fill open questions the message did not settle, if valid and in the visitor's words. */
function takeProposals(ctx: TurnContext): void {
  const settledNow = new Set([...ctx.ev.accepted, ...ctx.ev.corrected].map((x) => x.question));
  for (const [name, raw] of Object.entries(ctx.proposed)) {
    const q =
      ctx.questions.find((x) => idOf(x) === name || x.text === name) ??
      ctx.questions.find((x) => sameText(x.text, name));
    if (!q || !isOpen(ctx, q) || settledNow.has(q) || clarificationOf(ctx, q)) continue;
    if (q !== ctx.asked && !['email', 'phone', 'select', 'date'].includes(q.type)) continue;
    const said = usableProposal(raw, ctx.msg.folded);
    const value =
      said !== null ? acceptProposal(q, said, ctx.msg.text, ctx.language, ctx.now, q === ctx.asked) : null;
    if (value === null || outOfBounds(q, value, ctx.now)) continue;
    accept(ctx, q, value);
    // The failed attempt this turn did not happen after all.
    if (ctx.ev.invalid.some((i) => i.question === q)) {
      const left = (own(ctx.state.attempts, idOf(q)) ?? 1) - 1;
      if (left > 0) setOwn(ctx.state.attempts, idOf(q), left);
      else delete ctx.state.attempts[idOf(q)];
    }
    ctx.ev.invalid = ctx.ev.invalid.filter((i) => i.question !== q);
  }
}

/** The least confidence a model's proposal needs; below it the visitor is asked instead. */
const MIN_CONFIDENCE = 0.6;

/** A proposal's raw value when the model is sure enough and the words it names are in the message. */
function usableProposal(raw: Proposal | string | null | undefined, folded: string): string | null {
  if (typeof raw === 'string') return raw;
  if (!raw || typeof raw.value !== 'string' || raw.confidence < MIN_CONFIDENCE) return null;
  const plain = (s: string) => normalizeText(s).replace(/\s+/g, ' ').trim();
  if (raw.evidence && !plain(folded).includes(plain(raw.evidence))) return null;
  return raw.value;
}

/** The next question: the first open one in order, parked clarifications last. */
function nextQuestion(ctx: TurnContext): Question | null {
  const open = ctx.questions.filter((q) => isOpen(ctx, q));
  const parked = new Set(ctx.state.parked ?? []);
  return open.find((q) => !parked.has(idOf(q))) ?? open[0] ?? null;
}

/** Chooses what to ask, offers the way out when a question keeps failing, and writes the reply. */
function finish(ctx: TurnContext): TurnOutcome {
  const { state, form, language } = ctx;
  lookBack(ctx, nextQuestion);
  rememberMessage(ctx);
  const next = nextQuestion(ctx);
  for (const q of ctx.questions) if (!isOpen(ctx, q)) clearClarification(ctx, q);
  if (state.offered && state.offered !== (next ? idOf(next) : null)) state.offered = null;
  const pending = clarificationOf(ctx, next);
  let wayOut = false;
  const failedNow = next !== null && ctx.ev.invalid.some((i) => i.question === next);
  const attempts = next ? (own(state.attempts, idOf(next)) ?? 0) : 0;
  // A clarification is asked twice at most; then it comes with the way out.
  const clarifiedTooOften = pending !== null && (pending.asked ?? 0) >= 2;
  if (
    next &&
    state.offered !== idOf(next) &&
    ((failedNow && shouldOfferWayOut(attempts)) || clarifiedTooOften)
  ) {
    state.offered = idOf(next);
    wayOut = true;
  }
  if (pending) pending.asked = (pending.asked ?? 0) + 1;
  state.asking = next ? idOf(next) : null;
  // What the visitor reads: {{name}} recalled in the question and the goodbye, the chosen ending's message.
  const values = { ...ctx.hidden, ...ctx.collected };
  const ending = next ? null : chooseEnding(form.endings ?? [], values);
  const said = { ...form, goodbyeMessage: recall(ending?.message ?? form.goodbyeMessage, values, language) };
  const shown = next ? { ...next, text: recall(next.text, values, language) } : null;
  const composed = composeReply({
    form: said,
    language,
    now: ctx.now,
    next: shown,
    events: ctx.ev,
    clarify: pending,
    wayOut,
  });
  const reply = guardRepeats(ctx, composed.reply);
  const out = outcome(ctx, next, { reply, ask: composed.ask }, pending, wayOut);
  const skippedKeys = [...out.skippedKeys, ...passedNow(ctx, next)];
  return { ...out, redirectUrl: ending?.redirectUrl ?? null, skippedKeys };
}

/** Questions the conversation has now passed because their showIf does not hold (reported once). */
function passedNow(ctx: TurnContext, next: Question | null): string[] {
  const upTo = next ? ctx.questions.indexOf(next) : ctx.questions.length;
  const reported = new Set(ctx.state.passed ?? []);
  const passed = ctx.questions
    .slice(0, upTo)
    .filter((q) => !ctx.visible.has(idOf(q)) && !reported.has(idOf(q)))
    .map(idOf);
  if (passed.length) ctx.state.passed = [...reported, ...passed];
  return passed;
}

function outcome(
  ctx: TurnContext,
  next: Question | null,
  said: { reply: string; ask: string },
  pending: Clarification | null,
  wayOut: boolean,
): TurnOutcome {
  const { ev, language } = ctx;
  const reasked = next && (ev.invalid.some((i) => i.question === next) || pending) ? [idOf(next)] : [];
  return {
    state: ctx.state,
    collected: ctx.collected,
    accepted: ev.accepted.map((a) => idOf(a.question)),
    invalid: ev.invalid.map((i) => ({
      question: idOf(i.question),
      reason: refusalText(i.key, i.question, language, ctx.now),
    })),
    skipped: [...ev.skipped, ...ev.noted].map(idOf),
    corrected: ev.corrected.map((c) => idOf(c.question)),
    clarify: pending,
    wayOut,
    replyLanguage: language,
    ask: said.ask,
    next,
    completed: next === null,
    reply: said.reply,
    answeredKeys: [...new Set([...ev.accepted, ...ev.corrected].map((a) => idOf(a.question)))],
    skippedKeys: [...ev.skipped, ...ev.noted].map(idOf),
    reasked,
    visitorQuestions: ctx.visitorQuestions,
    needsHuman: ctx.needsHuman,
    redirectUrl: null,
  };
}
