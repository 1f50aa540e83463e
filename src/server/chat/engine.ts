import type { Question } from '../../contract/forms';
import { extractAnswers } from './extract';
import {
  acknowledgeAndAsk,
  acknowledgement,
  closedMessage,
  greetingReply,
  notUnderstoodReply,
  openingText,
  reaskQuestion,
  skipAcknowledgement,
} from './phrasing';
import { normalizeText } from './text';
import type { InterviewForm, InterviewState, TurnInput, TurnOutcome } from './types';
import { validateAnswer } from './validators';

/** The questions the chat asks, by order (file questions belong to CLASSIC forms only). */
function askable(form: InterviewForm): Question[] {
  return (Array.isArray(form.questions) ? form.questions : [])
    .filter((q) => q && typeof q.text === 'string' && q.type !== 'file')
    .map((q, i) => ({ q, i }))
    .sort((a, b) => a.q.order - b.q.order || a.i - b.i)
    .map(({ q }) => q);
}

const hasValue = (collected: Record<string, unknown>, text: string) => {
  const v = collected[text];
  return v !== undefined && v !== null && v !== '';
};

/** The state of a conversation that has not started: asking the first question. */
export function initialState(form: InterviewForm): InterviewState {
  return { asking: askable(form)[0]?.text ?? null, attempts: {}, skipped: [] };
}

/** The welcome message followed by the first question, and the state that asks it. */
export function openingMessage(form: InterviewForm): { text: string; state: InterviewState } {
  const first = askable(form)[0] ?? null;
  return {
    text: openingText(form.tone, form.language, form.welcomeMessage, first),
    state: initialState(form),
  };
}

/** The short reply to a message sent to a completed conversation. */
export function closedReply(form: InterviewForm): string {
  return closedMessage(form.tone, form.language);
}

/** One visitor turn: takes every answer the message (and the model's proposals) give, decides what to ask next. */
export function runTurn(input: TurnInput, now: Date = new Date()): TurnOutcome {
  try {
    return turn(input, now);
  } catch {
    // Never fail a visitor's turn: keep everything as it was and ask the current question again.
    const { form } = input;
    const questions = askable(form);
    const collected = { ...(input.collected ?? {}) };
    const skipped = Array.isArray(input.state?.skipped) ? [...input.state.skipped] : [];
    const next = questions.find((q) => !hasValue(collected, q.text) && !skipped.includes(q.text)) ?? null;
    return {
      state: { asking: next?.text ?? null, attempts: { ...(input.state?.attempts ?? {}) }, skipped },
      collected,
      accepted: [],
      invalid: [],
      skipped: [],
      next,
      completed: next === null,
      reply: next ? notUnderstoodReply(form.tone, form.language, next) : form.goodbyeMessage,
    };
  }
}

function turn(input: TurnInput, now: Date): TurnOutcome {
  const { form } = input;
  const { tone, language } = form;
  const questions = askable(form);
  const collected: Record<string, unknown> = { ...(input.collected ?? {}) };
  const state: InterviewState = {
    asking: typeof input.state?.asking === 'string' ? input.state.asking : null,
    attempts: { ...(input.state?.attempts ?? {}) },
    skipped: Array.isArray(input.state?.skipped) ? [...input.state.skipped] : [],
  };
  const isOpen = (q: Question) => !hasValue(collected, q.text) && !state.skipped.includes(q.text);
  const pending = questions.filter(isOpen);
  const current = pending.find((q) => q.text === state.asking) ?? pending[0] ?? null;

  const ex = extractAnswers({ message: input.message, pending, current, language, now });
  const accepted: string[] = [];
  const byOrder = [...ex.answers].sort(
    (a, b) => questions.indexOf(a.question) - questions.indexOf(b.question),
  );
  for (const { question, value } of byOrder) {
    if (!isOpen(question)) continue;
    collected[question.text] = value;
    accepted.push(question.text);
  }
  const skippedNow = ex.skipped.filter(isOpen).map((q) => q.text);
  state.skipped.push(...skippedNow);
  let invalid = ex.invalid.map((i) => ({ question: i.question.text, reason: i.reason }));

  // A model's proposals fill open questions only, validated exactly like the visitor's own words.
  for (const [text, value] of Object.entries(input.proposed ?? {})) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const q = questions.find((x) => x.text === text) ?? questions.find((x) => sameText(x.text, text));
    if (!q || !isOpen(q)) continue;
    const check = validateAnswer(q, value, language, now);
    if (!check.ok) continue;
    collected[q.text] = check.value;
    accepted.push(q.text);
    invalid = invalid.filter((i) => i.question !== q.text);
  }
  for (const i of invalid) state.attempts[i.question] = (state.attempts[i.question] ?? 0) + 1;

  const next = questions.find(isOpen) ?? null;
  state.asking = next?.text ?? null;
  const outcome = {
    state,
    collected,
    accepted,
    invalid,
    skipped: skippedNow,
    next,
    completed: next === null,
  };
  if (!next) return { ...outcome, reply: form.goodbyeMessage };

  const reask = invalid.find((i) => i.question === next.text);
  let reply: string;
  if (reask) reply = reaskQuestion(tone, language, next, reask.reason);
  else if (accepted.length > 0) {
    const answered = questions.filter((q) => hasValue(collected, q.text)).length;
    reply = acknowledgeAndAsk(tone, language, acknowledgement(tone, language, answered - 1), next);
  } else if (skippedNow.length > 0)
    reply = acknowledgeAndAsk(tone, language, skipAcknowledgement(tone, language), next);
  else if (ex.greeting) reply = greetingReply(tone, language, next);
  else reply = notUnderstoodReply(tone, language, next);
  return { ...outcome, reply };
}

const sameText = (a: string, b: string) => normalizeText(a).trim() === normalizeText(b).trim();
