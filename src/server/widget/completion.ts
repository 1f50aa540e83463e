import { presentAnswers, presentHidden } from '../../contract/conversations';
import type { Ending } from '../../contract/forms';
import { applyVisibility, chooseEnding, type LogicQuestion, recall } from '../../contract/logic';
import type { Db } from '../db/open';
import { insertEvent } from '../events/store';
import { ANSWER_ORDER, HIDDEN_ORDER } from '../webhooks/sender';
import { listAllMessages } from './store';

interface CompletedConversation {
  id: string;
  formId: string;
  userId: string;
  collectedData: Record<string, unknown>;
  /** Values the embedding page passed in, by hidden field name. */
  hiddenFields?: Record<string, string> | null;
  createdAt: Date;
  completedAt: Date;
}

interface CompletedForm {
  id: string;
  name: string;
  formType: string;
  questions: ReadonlyArray<{ text: string; order: number; key?: string }>;
  hiddenFields?: readonly string[] | null;
}

/** What a form needs to say goodbye: its goodbye message, endings, language and questions. */
export interface EndingForm {
  goodbyeMessage: string;
  endings?: readonly Ending[] | null;
  language: string;
  questions: readonly LogicQuestion[];
}

/**
 * What a completed conversation tells the visitor (CONTRACT "Completion answers"): the first ending whose
 * `when` holds on the answers (by key, those of shown questions) and hidden values, else the goodbye, with
 * `{{name}}` recalled; and that ending's redirect, or null. Used by classic submit and the chat.
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

/** The CONTRACT payload of `conversation.completed`: a snapshot of the conversation and its messages. */
export function completedPayload(
  c: CompletedConversation,
  messages: Array<{ id: string; role: string; content: string; createdAt: Date }>,
  form: CompletedForm,
) {
  const collectedData = presentAnswers(form.questions, c.collectedData);
  const hiddenFields = presentHidden(form.hiddenFields ?? [], c.hiddenFields ?? {});
  return {
    type: 'conversation.completed',
    timestamp: c.completedAt.toISOString(),
    data: {
      conversation: {
        id: c.id,
        formId: c.formId,
        status: 'COMPLETED',
        collectedData,
        [ANSWER_ORDER]: Object.keys(collectedData),
        hiddenFields,
        [HIDDEN_ORDER]: Object.keys(hiddenFields),
        createdAt: c.createdAt.toISOString(),
        completedAt: c.completedAt.toISOString(),
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          createdAt: m.createdAt.toISOString(),
        })),
      },
      form: { id: form.id, name: form.name, formType: form.formType },
    },
  };
}

/**
 * Writes `conversation.completed` to the outbox in the caller's transaction, with the CONTRACT payload.
 * Call after the conversation and messages are written.
 */
export async function emitCompleted(tx: Db, c: CompletedConversation, form: CompletedForm) {
  const messages = await listAllMessages(tx, c.id);
  await insertEvent(tx, {
    type: 'conversation.completed',
    userId: c.userId,
    formId: c.formId,
    conversationId: c.id,
    payload: completedPayload(c, messages, form),
  });
}
