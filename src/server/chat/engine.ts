import { applyVisibility, recall } from '../../contract/logic';
import { askable, idOf } from './dialogue/state';
import { closedMessage, openingText } from './phrasing/phrasing';
import type { InterviewForm, InterviewState } from './types';

export { runTurn } from './dialogue/run';
export { askable } from './dialogue/state';

/** The state of a conversation that has not started: asking the first question. */
export function initialState(form: InterviewForm, hidden: Record<string, string> = {}): InterviewState {
  const first = firstShown(form, hidden);
  return { asking: first ? idOf(first) : null, attempts: {}, skipped: [] };
}

/** The first question shown before any answer: its showIf may hold or not on the hidden values alone. */
function firstShown(form: InterviewForm, hidden: Record<string, string>) {
  return applyVisibility(askable(form), {}, hidden).visible[0] ?? null;
}

/**
 * The welcome message followed by the first question shown (with `{{name}}` recalled from the hidden values),
 * and the state that asks it.
 */
export function openingMessage(
  form: InterviewForm,
  hidden: Record<string, string> = {},
): { text: string; state: InterviewState } {
  const first = firstShown(form, hidden);
  const shown = first ? { ...first, text: recall(first.text, hidden, form.language) } : null;
  return {
    text: openingText(form.tone, form.language, form.welcomeMessage, shown),
    state: initialState(form, hidden),
  };
}

/** The short reply to a message sent to a completed conversation, in the language the visitor was answered in. */
export function closedReply(form: InterviewForm, state?: Partial<InterviewState> | null): string {
  const language =
    state?.replyLanguage === 'ES' || state?.replyLanguage === 'EN' ? state.replyLanguage : form.language;
  return closedMessage(form.tone, language);
}
