// Shared by the dialogue's tests: a question and a form in a few words (no test runner imported here).
import type { Question } from '../../../contract/forms';
import type { InterviewForm } from '../types';

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
