import { presentAnswers, presentHidden } from '../../contract/conversations';
import type { Db } from '../db/open';
import { insertEvent } from '../events/store';
import { ANSWER_ORDER, HIDDEN_ORDER } from '../webhooks/sender';
import { listAllMessages } from './store';

/** The completion's message and redirect (shared with the chat and the builder's preview). */
export { completionReply, type EndingForm } from '../../contract/completion';

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

/** The CONTRACT payload of `conversation.completed`: a snapshot of the conversation and its messages. */
export function completedPayload(
  c: CompletedConversation,
  messages: Array<{ id: string; role: string; content: string; createdAt: Date }>,
  form: CompletedForm,
) {
  return conversationPayload(
    'conversation.completed',
    { ...c, status: 'COMPLETED' },
    messages,
    form,
    c.completedAt,
  );
}

/**
 * The envelope every conversation event shares (`conversation.completed`, `conversation.handoff_requested`):
 * `{type, timestamp, data: {conversation: {…, messages}, form}}`.
 */
export function conversationPayload(
  type: string,
  c: Omit<CompletedConversation, 'completedAt'> & { status: string; completedAt: Date | null },
  messages: Array<{ id: string; role: string; content: string; createdAt: Date }>,
  form: CompletedForm,
  at: Date,
) {
  const collectedData = presentAnswers(form.questions, c.collectedData);
  const hiddenFields = presentHidden(form.hiddenFields ?? [], c.hiddenFields ?? {});
  return {
    type,
    timestamp: at.toISOString(),
    data: {
      conversation: {
        id: c.id,
        formId: c.formId,
        status: c.status,
        collectedData,
        [ANSWER_ORDER]: Object.keys(collectedData),
        hiddenFields,
        [HIDDEN_ORDER]: Object.keys(hiddenFields),
        createdAt: c.createdAt.toISOString(),
        completedAt: c.completedAt?.toISOString() ?? null,
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

/**
 * Writes `conversation.handoff_requested` to the outbox in the caller's transaction (the visitor asked for a
 * person: needsHuman went from false to true). Call after the turn's messages are written.
 */
export async function emitHandoff(
  tx: Db,
  c: Omit<CompletedConversation, 'completedAt'> & { status: string; completedAt: Date | null },
  form: CompletedForm,
  at: Date,
) {
  const messages = await listAllMessages(tx, c.id);
  await insertEvent(tx, {
    type: HANDOFF_EVENT,
    userId: c.userId,
    formId: c.formId,
    conversationId: c.id,
    payload: conversationPayload(HANDOFF_EVENT, c, messages, form, at),
  });
}

export const HANDOFF_EVENT = 'conversation.handoff_requested';
