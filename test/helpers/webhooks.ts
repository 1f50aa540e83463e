import { and, eq } from 'drizzle-orm';
import { webhook, webhookDelivery } from '../../src/server/db/schema';
import { as, type TestApp, type TestUser } from './app';
import { makePublishedForm, visitor } from './widget';

/** A CLASSIC form: one submit gives a completed conversation (the quickest conversation.completed). */
export const classicForm = {
  formType: 'CLASSIC',
  language: 'EN',
  name: 'Contact us',
  questions: [
    { order: 1, text: 'Name', type: 'text', required: true },
    { order: 2, text: 'Email', type: 'email', required: true },
    { order: 3, text: 'Plan', type: 'select', required: false, options: ['Basic', 'Premium'] },
  ],
};

export async function makeClassicForm(t: TestApp, owner: TestUser) {
  return makePublishedForm(t, owner, classicForm);
}

/** PUT /api/forms/:id/webhook as the owner; throws unless 200/201. */
export async function putWebhook(t: TestApp, owner: TestUser, formId: string, body: Record<string, unknown>) {
  const res = await as(t, owner)({ method: 'PUT', url: `/api/forms/${formId}/webhook`, payload: body });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`webhook put failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; [k: string]: unknown };
}

/** Completes one conversation through the real submit endpoint; returns its id. */
export async function completeConversation(t: TestApp, formId: string, name = 'Ana García') {
  const res = await visitor(t).submit(formId, { Name: name, Email: 'Ana@Example.com', Plan: 'premium' });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { conversationId: string }).conversationId;
}

/** Runs the outbox then the delivery worker once, as the started jobs would. */
export async function flushWebhooks(t: TestApp) {
  await t.app.jobs.runOnce('outbox');
  await t.app.jobs.runOnce('webhook-deliveries');
}

export async function deliveriesOf(t: TestApp, webhookId: string) {
  return t.db.select().from(webhookDelivery).where(eq(webhookDelivery.webhookId, webhookId));
}

/** Makes every PENDING delivery of a webhook due now (instead of waiting for its retry delay or lease). */
export async function makeDue(t: TestApp, webhookId: string) {
  const past = new Date(Date.now() - 1000);
  await t.db
    .update(webhookDelivery)
    .set({ nextAttemptAt: past, lockedUntil: null })
    .where(and(eq(webhookDelivery.webhookId, webhookId), eq(webhookDelivery.status, 'PENDING')));
}

export async function webhookRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(webhook).where(eq(webhook.id, id));
  return row!;
}
