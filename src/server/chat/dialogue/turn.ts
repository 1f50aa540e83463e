import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { applyVisibility } from '../../../contract/logic';
import { own, setOwn } from '../../../contract/own-keys';
import type { TurnEvents } from '../phrasing/reply';
import { asksForWording } from '../reading/asks';
import { detectLanguage } from '../reading/language';
import { type MessageReading, readMessage } from '../reading/message';
import type { Span } from '../reading/text';
import type { Clarification, InterviewForm, InterviewState, TurnInput, VisitorQuestion } from '../types';
import type { Value } from './agenda';
import { askable, hasValue, idOf, keyedState, readState } from './state';
import { traceReader } from './trace';

/** Everything one turn works on: the form, the state being changed, the message read once, what happened. */
export interface TurnContext {
  form: InterviewForm;
  questions: Question[];
  collected: Record<string, unknown>;
  state: InterviewState;
  language: Language;
  now: Date;
  msg: MessageReading;
  /** The question asked before this message (still open), if any. */
  asked: Question | null;
  ev: TurnEvents;
  visitorQuestions: VisitorQuestion[];
  needsHuman: boolean;
  /** Parts of the message already used by a correction or a question to the interviewer. */
  used: Span[];
  /** The asked question was settled (a clarification answered, a way out taken). */
  settled: boolean;
  /** Questions whose clarification this message answered or left. */
  resolved: Set<string>;
  proposed: NonNullable<TurnInput['proposed']>;
  /** Values the embedding page passed in, by hidden field name (conditions and recall read them). */
  hidden: Record<string, string>;
  /** Keys of the questions shown now. */
  visible: Set<string>;
  modelAnswers: Record<string, string | null>;
}

/** Whether a question is still open: no value, not declined. */
export const isOpen = (ctx: TurnContext, q: Question) =>
  ctx.visible.has(idOf(q)) && !hasValue(ctx.collected, q) && !ctx.state.skipped.includes(idOf(q));

/**
 * Which questions are shown now (their showIf holds on the hidden values and the answers so far); an answer
 * to a question no longer shown (a correction changed what it depends on) is removed.
 */
export function refreshVisibility(ctx: TurnContext): void {
  const { visible, removed } = applyVisibility(ctx.questions, ctx.collected, ctx.hidden);
  ctx.visible = new Set(visible.map(idOf));
  for (const key of removed) delete ctx.collected[key];
}

/** The clarification waiting on a question, if any. */
export const clarificationOf = (ctx: TurnContext, q: Question | null): Clarification | null =>
  q ? (own(ctx.state.clarifications ?? {}, idOf(q)) ?? null) : null;

/** Drops a question's clarification (answered, skipped, or no longer relevant). */
export function clearClarification(ctx: TurnContext, q: Question) {
  const id = idOf(q);
  if (ctx.state.clarifications && Object.hasOwn(ctx.state.clarifications, id))
    delete ctx.state.clarifications[id];
  ctx.state.parked = (ctx.state.parked ?? []).filter((x) => x !== id);
}

/** Stores a value for an open question. */
export function accept(ctx: TurnContext, q: Question, value: Value, by?: string) {
  if (!isOpen(ctx, q)) return;
  setOwn(ctx.collected, idOf(q), value);
  traceReader(ctx.state, idOf(q), by);
  ctx.ev.accepted.push({ question: q, value: value as string | number });
  ctx.state.lastAnswered = idOf(q);
  clearClarification(ctx, q);
  if (ctx.state.offered === idOf(q)) ctx.state.offered = null;
}

/** Declines an open question (with the visitor's note for the owner, when they left one). */
export function skip(ctx: TurnContext, q: Question, note?: string) {
  if (!isOpen(ctx, q)) return;
  ctx.state.skipped.push(idOf(q));
  if (note) {
    ctx.state.notes ??= {};
    setOwn(ctx.state.notes, idOf(q), note);
  }
  (note ? ctx.ev.noted : ctx.ev.skipped).push(q);
  if (ctx.state.offered === idOf(q)) ctx.state.offered = null;
  clearClarification(ctx, q);
}

/** Counts one failed attempt at a question. */
export function fail(ctx: TurnContext, q: Question, key: TurnEvents['invalid'][number]['key']) {
  ctx.ev.invalid.push({ question: q, key });
  setOwn(ctx.state.attempts, idOf(q), (own(ctx.state.attempts, idOf(q)) ?? 0) + 1);
}

/**
 * The language of the reply: the form's, until the visitor clearly writes the other one; then theirs. A
 * one-word message never switches a language already in use.
 */
function replyLanguage(state: InterviewState, form: InterviewForm, message: string): Language {
  const detected = detectLanguage(message);
  const words = message
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;
  if (detected && (words >= 2 || !state.replyLanguage)) state.replyLanguage = detected;
  return state.replyLanguage ?? form.language;
}

/** Reads the stored state and the message once; nothing is decided yet. */
export function startTurn(input: TurnInput, now: Date): TurnContext {
  const { form } = input;
  const questions = askable(form);
  const state = keyedState(readState(input.state), questions);
  const message = typeof input.message === 'string' ? input.message : '';
  // Words to write on a card or a cake ("Happy birthday Lucía, te quiero mucho!") say nothing of the language.
  const quoting = questions.some((q) => idOf(q) === state.asking && asksForWording(q.text));
  const language = quoting ? (state.replyLanguage ?? form.language) : replyLanguage(state, form, message);
  const ctx: TurnContext = {
    form,
    questions,
    collected: { ...(input.collected ?? {}) },
    state,
    language,
    now,
    msg: readMessage(message, language, now),
    asked: null,
    ev: { accepted: [], corrected: [], skipped: [], noted: [], invalid: [], greeting: false, told: [] },
    visitorQuestions: [],
    needsHuman: false,
    used: [],
    settled: false,
    resolved: new Set(),
    proposed: input.proposed ?? {},
    modelAnswers: input.answers ?? {},
    hidden: input.hidden ?? {},
    visible: new Set(),
  };
  refreshVisibility(ctx);
  const open = questions.filter((q) => isOpen(ctx, q));
  ctx.asked = open.find((q) => idOf(q) === state.asking) ?? open[0] ?? null;
  return ctx;
}
