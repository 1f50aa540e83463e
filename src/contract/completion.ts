// What a completed conversation tells the visitor (CONTRACT "Completion answers"), decided the same way by
// classic submit, the chat and the builder's preview. Isomorphic: no Node or DOM imports.
import { applyVisibility, type Condition, chooseEnding, type LogicQuestion, recall } from './logic';

/** What a form needs to say goodbye: its goodbye message, endings, language and questions. */
export interface EndingForm {
  goodbyeMessage: string;
  endings?: ReadonlyArray<{ when: Condition | null; message: string; redirectUrl: string | null }> | null;
  language: string;
  questions: readonly LogicQuestion[];
}

/**
 * The first ending whose `when` holds on the answers (by key; those of questions not shown are left out) and
 * the hidden values, else the goodbye, with `{{name}}` recalled; and that ending's redirect, or null.
 */
export function completionReply(
  form: EndingForm,
  answers: Record<string, unknown>,
  hidden: Record<string, string> = {},
): { message: string; redirectUrl: string | null } {
  const { answers: shown } = applyVisibility(form.questions, answers, hidden);
  const values = { ...hidden, ...shown };
  const ending = chooseEnding(form.endings, values);
  const language = form.language === 'EN' ? 'EN' : 'ES';
  return {
    message: recall(ending?.message ?? form.goodbyeMessage, values, language),
    redirectUrl: ending?.redirectUrl ?? null,
  };
}
