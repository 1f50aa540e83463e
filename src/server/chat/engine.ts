import type { Language } from '../../contract/enums';
import type { Question } from '../../contract/forms';
import { own, setOwn } from '../../contract/own-keys';
import { resolveClarification } from './dialogue/clarify';
import { findCorrection } from './dialogue/corrections';
import { extractAnswers, type RefusalKey } from './dialogue/extract';
import { declineKind, shouldOfferWayOut, wayOutNote } from './dialogue/way-out';
import { acceptProposal } from './model/proposals';
import { closedMessage, notUnderstoodReply, openingText } from './phrasing/phrasing';
import { composeReply, refusalText, type TurnEvents } from './phrasing/reply';
import { detectLanguage } from './reading/language';
import { normalizeText } from './reading/text';
import type { Clarification, InterviewForm, InterviewState, TurnInput, TurnOutcome } from './types';

/** The questions the chat asks, by order (file questions belong to CLASSIC forms only). */
export function askable(form: InterviewForm): Question[] {
  return (Array.isArray(form.questions) ? form.questions : [])
    .filter((q) => q && typeof q.text === 'string' && q.type !== 'file')
    .map((q, i) => ({ q, i }))
    .sort((a, b) => a.q.order - b.q.order || a.i - b.i)
    .map(({ q }) => q);
}

const hasValue = (collected: Record<string, unknown>, text: string) => {
  const v = own(collected, text);
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

/** A stored state read defensively (it is jsonb written by older versions too). */
function readState(s: Partial<InterviewState> | null | undefined): InterviewState {
  const obj = s && typeof s === 'object' ? s : {};
  const record = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object) } : {};
  const c = obj.clarify;
  const clarify =
    c && typeof c === 'object' && typeof c.question === 'string' && Array.isArray(c.candidates)
      ? { question: c.question, candidates: [...c.candidates], range: c.range === true }
      : null;
  return {
    asking: typeof obj.asking === 'string' ? obj.asking : null,
    attempts: record(obj.attempts) as Record<string, number>,
    skipped: Array.isArray(obj.skipped) ? obj.skipped.filter((x) => typeof x === 'string') : [],
    notes: record(obj.notes) as Record<string, string>,
    offered: typeof obj.offered === 'string' ? obj.offered : null,
    clarify,
    ...(obj.replyLanguage === 'ES' || obj.replyLanguage === 'EN' ? { replyLanguage: obj.replyLanguage } : {}),
    lastAnswered: typeof obj.lastAnswered === 'string' ? obj.lastAnswered : null,
  };
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
    const state = readState(input.state);
    const next =
      questions.find((q) => !hasValue(collected, q.text) && !state.skipped.includes(q.text)) ?? null;
    const language = state.replyLanguage ?? form.language;
    const reply = next ? notUnderstoodReply(form.tone, language, next) : form.goodbyeMessage;
    return {
      state: { ...state, asking: next?.text ?? null },
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
    };
  }
}

function turn(input: TurnInput, now: Date): TurnOutcome {
  const { form } = input;
  const questions = askable(form);
  const collected: Record<string, unknown> = { ...(input.collected ?? {}) };
  const state = readState(input.state);
  const message = typeof input.message === 'string' ? input.message : '';
  // Replies (and numbers) follow the visitor's language once they clearly write it; it sticks.
  // A one-word message ("gracias") does not switch a language already shown.
  const detected = detectLanguage(message);
  const words = message
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;
  if (detected && (words >= 2 || !state.replyLanguage)) state.replyLanguage = detected;
  const language: Language = state.replyLanguage ?? form.language;

  const isOpen = (q: Question) => !hasValue(collected, q.text) && !state.skipped.includes(q.text);
  const startPending = questions.filter(isOpen);
  const current = startPending.find((q) => q.text === state.asking) ?? startPending[0] ?? null;
  const ev: TurnEvents = {
    accepted: [],
    corrected: [],
    skipped: [],
    noted: [],
    invalid: [],
    greeting: false,
  };
  let clarifyNow: Clarification | null = null;

  const accept = (q: Question, value: string | number) => {
    if (!isOpen(q)) return;
    setOwn(collected, q.text, value);
    ev.accepted.push({ question: q, value });
    state.lastAnswered = q.text;
    if (state.clarify?.question === q.text) state.clarify = null;
    if (state.offered === q.text) state.offered = null;
  };
  const skip = (q: Question, note?: string) => {
    if (!isOpen(q)) return;
    state.skipped.push(q.text);
    if (note) {
      state.notes ??= {};
      setOwn(state.notes, q.text, note);
    }
    (note ? ev.noted : ev.skipped).push(q);
    if (state.offered === q.text) state.offered = null;
    if (state.clarify?.question === q.text) state.clarify = null;
  };
  const fail = (q: Question, key: RefusalKey) => {
    ev.invalid.push({ question: q, key });
    setOwn(state.attempts, q.text, (own(state.attempts, q.text) ?? 0) + 1);
  };

  // 1. The answer to a clarifying question.
  const pendingClarify = current && state.clarify?.question === current.text ? state.clarify : null;
  let settled = false;
  if (current && pendingClarify) {
    const v = resolveClarification(pendingClarify, current, message, language, now);
    if (v !== null) {
      accept(current, v);
      settled = true;
    }
  }
  // 2. A correction of an earlier answer ("sorry, my email is actually …", "no espera, mejor el 14").
  const correction = settled
    ? null
    : findCorrection({
        message,
        questions,
        collected,
        current,
        lastAnswered: state.lastAnswered ?? null,
        language,
        now,
      });
  if (correction) {
    if (own(collected, correction.question.text) !== correction.value)
      ev.corrected.push({ question: correction.question, value: correction.value });
    setOwn(collected, correction.question.text, correction.value);
    state.lastAnswered = correction.question.text;
  }
  // 3. The way out, once offered: a refusal skips the question.
  if (!settled && current && state.offered === current.text && declineKind(message)) {
    skip(current);
    settled = true;
  }

  // 4. Everything the message answers.
  const asked =
    settled || !current || (correction && correction.question.type === current.type) ? null : current;
  const ex = extractAnswers({
    message,
    pending: questions.filter(isOpen),
    current: asked,
    language,
    now,
    // After a correction the rest of the message may still answer: before an inline cue, anything; else typed values.
    blocked: correction ? [correction.span] : [],
    typedOnly: correction !== null && correction.span.start === 0,
  });
  for (const a of [...ex.answers].sort(
    (x, y) => questions.indexOf(x.question) - questions.indexOf(y.question),
  ))
    accept(a.question, a.value);
  for (const q of ex.skipped) skip(q);
  ev.greeting = ex.greeting;
  if (ex.ambiguous && isOpen(ex.ambiguous.question)) {
    const { question, candidates, range } = ex.ambiguous;
    clarifyNow = { question: question.text, candidates, range };
    state.clarify = clarifyNow;
    // A second unclear answer to the same clarification counts as a failed attempt.
    if (pendingClarify) setOwn(state.attempts, question.text, (own(state.attempts, question.text) ?? 0) + 1);
  }
  for (const i of ex.invalid) if (isOpen(i.question)) fail(i.question, i.key);

  // 5. After the way out was offered, words that are not an answer are a note for the owner.
  if (
    current &&
    isOpen(current) &&
    state.offered === current.text &&
    !clarifyNow &&
    !correction &&
    ev.accepted.length === 0
  ) {
    const note = wayOutNote(message);
    if (note && !looksLikeAttempt(current, message)) {
      skip(current, note);
      ev.invalid = ev.invalid.filter((i) => i.question !== current);
    }
  }

  // 6. A model's proposals fill open questions the message did not settle, if valid and in the visitor's words.
  const settledNow = new Set([...ev.accepted, ...ev.corrected].map((x) => x.question.text));
  for (const [text, raw] of Object.entries(input.proposed ?? {})) {
    const q = questions.find((x) => x.text === text) ?? questions.find((x) => sameText(x.text, text));
    if (!q || !isOpen(q) || settledNow.has(q.text) || clarifyNow?.question === q.text) continue;
    if (q !== current && !['email', 'phone', 'select', 'date'].includes(q.type)) continue;
    const value =
      typeof raw === 'string' ? acceptProposal(q, raw, message, language, now, q === current) : null;
    if (value === null) continue;
    accept(q, value);
    // The failed attempt this turn did not happen after all.
    if (ev.invalid.some((i) => i.question === q)) {
      const left = (own(state.attempts, q.text) ?? 1) - 1;
      if (left > 0) setOwn(state.attempts, q.text, left);
      else delete state.attempts[q.text];
    }
    ev.invalid = ev.invalid.filter((i) => i.question !== q);
  }

  // 7. What to ask next; the way out after repeated failures on the same question.
  const next = questions.find(isOpen) ?? null;
  if (state.clarify && state.clarify.question !== next?.text) state.clarify = null;
  if (state.offered && state.offered !== next?.text) state.offered = null;
  let wayOut = false;
  const failedNow = next !== null && ev.invalid.some((i) => i.question === next);
  if (
    next &&
    failedNow &&
    state.offered !== next.text &&
    shouldOfferWayOut(own(state.attempts, next.text) ?? 0)
  ) {
    state.offered = next.text;
    wayOut = true;
  }
  state.asking = next?.text ?? null;

  const { reply, ask } = composeReply({
    form,
    language,
    now,
    next,
    events: ev,
    clarify: state.clarify ?? null,
    wayOut,
  });
  return {
    state,
    collected,
    accepted: ev.accepted.map((a) => a.question.text),
    invalid: ev.invalid.map((i) => ({
      question: i.question.text,
      reason: refusalText(i.key, i.question, language),
    })),
    skipped: [...ev.skipped, ...ev.noted].map((q) => q.text),
    corrected: ev.corrected.map((c) => c.question.text),
    clarify: state.clarify ?? null,
    wayOut,
    replyLanguage: language,
    ask,
    next,
    completed: next === null,
    reply,
  };
}

/** Words that still try the asked type ("ana@gmail", "600 12"), not a note for the owner. */
function looksLikeAttempt(q: Question, message: string): boolean {
  if (q.type === 'email') return message.includes('@');
  if (q.type === 'phone') return (message.match(/\d/g)?.length ?? 0) >= 5;
  if (q.type === 'number' || q.type === 'date')
    return /\d/.test(message) && message.trim().split(/\s+/).length <= 3;
  return false;
}

const sameText = (a: string, b: string) => normalizeText(a).trim() === normalizeText(b).trim();
