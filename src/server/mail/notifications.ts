import { presentAnswers } from '../../contract/conversations';
import { NOTIFICATIONS_DEFAULT } from '../../contract/forms';
import { findUserById } from '../account/store';
import { listFiles } from '../conversations/store';
import type { Db } from '../db/open';
import type { EventRow } from '../events/store';
import { findForm } from '../forms/store';
import type { EventHandler } from '../jobs/outbox';
import { insertMails } from './store';
import { completedMail } from './templates';

/**
 * The outbox consumer for owner notifications: a `conversation.completed` event of a form with
 * `notifications.onCompleted` queues one e-mail per recipient (the form's addresses, or the owner's
 * account e-mail) in the event's transaction. Idempotent: a replayed event inserts nothing.
 */
export function ownerNotifications(deps: { publicUrl: string; now?: () => Date }): EventHandler {
  return async (tx: Db, e: EventRow) => {
    if (e.type !== 'conversation.completed' || !e.formId || !e.conversationId) return;
    const form = await findForm(tx, e.userId, e.formId);
    const settings = { ...NOTIFICATIONS_DEFAULT, ...form?.notifications };
    if (!form || !settings.onCompleted) return;
    let recipients = settings.emails;
    if (recipients.length === 0) {
      const owner = await findUserById(tx, e.userId);
      if (!owner) return;
      recipients = [owner.email];
    }
    const conversation = (e.payload as { data?: { conversation?: { collectedData?: unknown } } }).data
      ?.conversation;
    const collected = (conversation?.collectedData ?? {}) as Record<string, unknown>;
    const files = new Map((await listFiles(tx, e.conversationId)).map((f) => [f.uploadId, f]));
    const conversationId = e.conversationId;
    const message = completedMail({
      language: form.language === 'EN' ? 'EN' : 'ES',
      formName: form.name,
      answers: Object.entries(presentAnswers(form.questions, collected)),
      files,
      conversationUrl: `${deps.publicUrl}/conversations/${encodeURIComponent(conversationId)}`,
      fileUrl: (id) => `${deps.publicUrl}/api/uploads/${encodeURIComponent(id)}/download`,
    });
    await insertMails(
      tx,
      recipients.map((to) => ({
        kind: 'conversation.completed',
        dedupeKey: `${e.id}:${to.toLowerCase()}`,
        to,
        ...message,
      })),
      deps.now?.() ?? new Date(),
    );
  };
}
