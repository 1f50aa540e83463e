import { readableAnswer } from '../../contract/answers';
import { presentAnswers, presentHidden } from '../../contract/conversations';
import { NOTIFICATIONS_DEFAULT, storedQuestions } from '../../contract/forms';
import { findUserById } from '../account/store';
import { findConversation, listFiles } from '../conversations/store';
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
    const language = form.language === 'EN' ? 'EN' : 'ES';
    const conversationId = e.conversationId;
    const { answers, hidden } = await mailAnswers(tx, e, form, language);
    const files = new Map((await listFiles(tx, conversationId)).map((f) => [f.uploadId, f]));
    const message = completedMail({
      language,
      formName: form.name,
      answers,
      hidden,
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

type MailForm = NonNullable<Awaited<ReturnType<typeof findForm>>>;

/**
 * The answers under the questions' current texts (read from the conversation, stored by key, so a question
 * renamed since still shows its answer), written readably, and the hidden values; the event's snapshot
 * when the conversation is gone.
 */
async function mailAnswers(tx: Db, e: EventRow, form: MailForm, language: 'ES' | 'EN') {
  const questions = storedQuestions(form.questions);
  const found = await findConversation(tx, e.conversationId!);
  const snapshot = (e.payload as { data?: { conversation?: Record<string, unknown> } }).data?.conversation;
  const stored = found?.c.collectedData ?? ((snapshot?.collectedData ?? {}) as Record<string, unknown>);
  const hidden = found
    ? presentHidden(form.hiddenFields ?? [], found.c.hiddenFields)
    : ((snapshot?.hiddenFields ?? {}) as Record<string, string>);
  const byText = new Map(questions.map((q) => [q.text, q]));
  const answers = Object.entries(presentAnswers(questions, stored)).map(([text, v]): [string, unknown] => [
    text,
    mailValue(v, byText.get(text), language),
  ]);
  return { answers, hidden: Object.entries(hidden) };
}

/** A file answer stays its marker (the template links it); anything else is written readably. */
function mailValue(v: unknown, q: Parameters<typeof readableAnswer>[1], language: 'ES' | 'EN'): unknown {
  return typeof v === 'string' ? v : readableAnswer(v, q, language);
}
