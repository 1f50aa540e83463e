import { askable, idOf } from './dialogue/state';
import { closedMessage, openingText } from './phrasing/phrasing';
import type { InterviewForm, InterviewState } from './types';

export { runTurn } from './dialogue/run';
export { askable } from './dialogue/state';

/** The state of a conversation that has not started: asking the first question. */
export function initialState(form: InterviewForm): InterviewState {
  const first = askable(form)[0];
  return { asking: first ? idOf(first) : null, attempts: {}, skipped: [] };
}

/** The welcome message followed by the first question, and the state that asks it. */
export function openingMessage(form: InterviewForm): { text: string; state: InterviewState } {
  const first = askable(form)[0] ?? null;
  return {
    text: openingText(form.tone, form.language, form.welcomeMessage, first),
    state: initialState(form),
  };
}

/** The short reply to a message sent to a completed conversation, in the language the visitor was answered in. */
export function closedReply(form: InterviewForm, state?: Partial<InterviewState> | null): string {
  const language =
    state?.replyLanguage === 'ES' || state?.replyLanguage === 'EN' ? state.replyLanguage : form.language;
  return closedMessage(form.tone, language);
}
