// Shared by the dialogue's tests: a question and a form in a few words (no test runner imported here).
import type { Question } from '../../../contract/forms';
import { openingMessage } from '../engine';
import type { InterviewForm, InterviewState, TurnOutcome } from '../types';
import { runTurn } from './run';

export const q = (order: number, text: string, type: Question['type'], extra: object = {}) =>
  ({ order, text, type, required: true, ...extra }) as Question;

/** A builder of required questions numbered in the order they are made (`type` defaults to `fallback`). */
export function questionMaker(fallback: Question['type'] = 'text') {
  let order = 0;
  return (text: string, type: Question['type'] = fallback, extra: Partial<Question> = {}): Question => ({
    order: order++,
    text,
    type,
    required: true,
    ...extra,
  });
}

export function form(questions: Question[], over: Partial<InterviewForm> = {}): InterviewForm {
  return {
    name: 'Test',
    businessDescription: null,
    objective: null,
    welcomeMessage: 'Hi!',
    goodbyeMessage: 'Thanks, bye.',
    tone: 'FRIENDLY',
    language: 'EN',
    questions,
    ...over,
  };
}

/** Plays a visitor's messages through the dialogue from the form's opening, each turn at `now`; every outcome. */
export function playTurns(f: InterviewForm, messages: string[], now: Date): TurnOutcome[] {
  let state: InterviewState = openingMessage(f).state;
  let collected: Record<string, unknown> = {};
  return messages.map((message) => {
    const out = runTurn({ form: f, state, collected, message }, now);
    state = out.state;
    collected = out.collected;
    return out;
  });
}
