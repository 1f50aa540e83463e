import type { Db } from '../db/open';
import { insertEvent } from '../events/store';
import { listAllMessages } from './store';

/**
 * Writes `conversation.completed` to the outbox in the caller's transaction, with the CONTRACT payload
 * (a snapshot of the conversation and its messages). Call after the conversation and messages are written.
 */
export async function emitCompleted(
  tx: Db,
  c: {
    id: string;
    formId: string;
    userId: string;
    collectedData: Record<string, unknown>;
    createdAt: Date;
    completedAt: Date;
  },
  form: { id: string; name: string; formType: string },
) {
  const messages = await listAllMessages(tx, c.id);
  await insertEvent(tx, {
    type: 'conversation.completed',
    userId: c.userId,
    formId: c.formId,
    conversationId: c.id,
    payload: {
      type: 'conversation.completed',
      timestamp: c.completedAt.toISOString(),
      data: {
        conversation: {
          id: c.id,
          formId: c.formId,
          status: 'COMPLETED',
          collectedData: c.collectedData,
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
    },
  });
}
