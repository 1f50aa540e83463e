import { NOTIFICATIONS_DEFAULT } from '../../contract/forms';
import { findUserById } from '../account/store';
import type { Db } from '../db/open';
import type { EventRow } from '../events/store';
import { findForm } from '../forms/store';
import type { EventHandler } from '../jobs/outbox';
import { HANDOFF_EVENT } from '../widget/completion';
import { insertMails } from './store';
import { escapeHtml } from './templates';

const TEXT = {
  ES: {
    subject: (name: string) => `Alguien pide hablar con una persona en «${name}»`,
    intro: (name: string) => `Un visitante de «${name}» pide hablar con una persona. Su último mensaje:`,
    open: 'Responder en la conversación',
  },
  EN: {
    subject: (name: string) => `Someone is asking for a person on "${name}"`,
    intro: (name: string) => `A visitor of "${name}" is asking to talk to a person. Their last message:`,
    open: 'Reply in the conversation',
  },
} as const;

/** The visitor's last message in the event's snapshot. */
function lastVisitorMessage(e: EventRow): string {
  const messages = (e.payload as { data?: { conversation?: { messages?: unknown } } }).data?.conversation
    ?.messages;
  if (!Array.isArray(messages)) return '';
  const last = [...messages].reverse().find((m) => (m as { role?: string }).role === 'VISITOR') as
    | { content?: string }
    | undefined;
  return typeof last?.content === 'string' ? last.content.slice(0, 2000) : '';
}

/**
 * The outbox consumer that tells the owner a visitor asks for a person (`conversation.handoff_requested`)
 * when the form's notifications are on: one e-mail per recipient (the form's addresses, or the owner's),
 * with the visitor's words and a link to the conversation. Idempotent per event and recipient.
 */
export function handoffNotifications(deps: { publicUrl: string; now?: () => Date }): EventHandler {
  return async (tx: Db, e: EventRow) => {
    if (e.type !== HANDOFF_EVENT || !e.formId || !e.conversationId) return;
    const form = await findForm(tx, e.userId, e.formId);
    const settings = { ...NOTIFICATIONS_DEFAULT, ...form?.notifications };
    if (!form || !settings.onCompleted) return;
    let recipients = settings.emails;
    if (recipients.length === 0) {
      const owner = await findUserById(tx, e.userId);
      if (!owner) return;
      recipients = [owner.email];
    }
    const t = TEXT[form.language === 'EN' ? 'EN' : 'ES'];
    const url = `${deps.publicUrl}/conversations/${encodeURIComponent(e.conversationId)}`;
    const said = lastVisitorMessage(e);
    const text = [t.intro(form.name), '', said, '', `${t.open}: ${url}`, ''].join('\n');
    const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111;line-height:1.5"><p>${escapeHtml(t.intro(form.name))}</p><blockquote style="white-space:pre-wrap">${escapeHtml(said)}</blockquote><p><a href="${escapeHtml(url)}">${escapeHtml(t.open)}</a></p></body></html>`;
    await insertMails(
      tx,
      recipients.map((to) => ({
        kind: HANDOFF_EVENT,
        dedupeKey: `${e.id}:${to.toLowerCase()}`,
        to,
        subject: t.subject(form.name),
        text,
        html,
      })),
      deps.now?.() ?? new Date(),
    );
  };
}
