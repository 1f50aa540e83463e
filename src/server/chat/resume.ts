import { recall } from '../../contract/logic';
import { askable, hasValue, idOf, keyedState, readState } from './dialogue/state';
import { askQuestion } from './phrasing/phrasing';
import type { InterviewForm, InterviewState } from './types';

/**
 * What the interviewer says when the owner hands a conversation back: the open question it was asking,
 * as it asks it ({{name}} recalled, a select's options, the optional note), in the language it was replying
 * in; null when there is none (complete, or nothing left to ask).
 */
export function resumeQuestion(
  form: InterviewForm,
  stored: Partial<InterviewState> | null,
  collected: Record<string, unknown>,
  hidden: Record<string, string>,
): string | null {
  const questions = askable(form);
  const state = keyedState(readState(stored), questions);
  if (!state.asking) return null;
  const q = questions.find((x) => idOf(x) === state.asking);
  if (!q || hasValue(collected, q)) return null;
  const language = state.replyLanguage ?? form.language;
  const text = recall(q.text, { ...hidden, ...collected }, language);
  return askQuestion(form.tone, language, { ...q, text });
}
