import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mail } from '../src/server/db/schema';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { type Receiver, startReceiver } from './helpers/webhook-receiver';
import { flushWebhooks, putWebhook } from './helpers/webhooks';
import { makePublishedForm, visitor } from './helpers/widget';

// Where an answer goes after the third round: export columns, the webhook payload, the owner's e-mail and a
// deal's value; and a question renamed since (same key) shows its answers under the new text in each.

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  // The SMTP address is never dialled: the test reads the queued e-mail, and never runs the mail worker.
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', SMTP_URL: 'smtp://127.0.0.1:9' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => {
  receiver.received.length = 0;
});

const FORM = {
  formType: 'CLASSIC',
  language: 'EN',
  name: 'Studio leads',
  hiddenFields: ['utm_source', 'utm_campaign'],
  notifications: { onCompleted: false },
  questions: [
    { order: 1, text: 'Name', type: 'text', required: true },
    {
      order: 2,
      text: 'Classes',
      type: 'multiselect',
      required: true,
      options: ['Vinyasa', 'Hatha', 'Prenatal'],
    },
    { order: 3, text: 'First time?', type: 'yesno', required: true, key: 'first_time' },
    { order: 4, text: 'How sure are you?', type: 'rating', required: false, key: 'score' },
  ],
};

async function submit(formId: string, name: string, hidden: Record<string, string> = {}) {
  const res = await visitor(t).submit(
    formId,
    // The rating named by its key: the deal test renames its text first.
    { Name: name, Classes: 'Hatha, Vinyasa', 'First time?': 'yes', score: '4' },
    { hidden },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversationId as string;
}

/** Renames a question, keeping its key, through the API. */
async function rename(owner: TestUser, form: { id: string; questions?: unknown }, from: string, to: string) {
  const questions = (form.questions as { text: string }[]).map((q) =>
    q.text === from ? { ...q, text: to } : q,
  );
  const res = await as(t, owner)({ method: 'PUT', url: `/api/forms/${form.id}`, payload: { questions } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('export', () => {
  it('has hidden fields as columns after the answers, choices readable, and follows a rename', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, FORM);
    const id = await submit(form.id, 'Ana', { utm_campaign: 'spring', utm_source: 'ads' });
    await rename(owner, form, 'Classes', 'Which classes?');
    const csv = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/export` });
    const [header, row] = csv.body.slice(1).split('\r\n');
    expect(header).toBe(
      'id,status,createdAt,completedAt,messages,Name,Which classes?,First time?,How sure are you?,utm_source,utm_campaign',
    );
    expect(row).toMatch(new RegExp(`^${id},COMPLETED,.*,Ana,"Vinyasa, Hatha",true,4,ads,spring$`));
    const ndjson = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/export?format=ndjson` });
    const item = JSON.parse(ndjson.body.trim());
    expect(item.collectedData).toEqual({
      Name: 'Ana',
      'Which classes?': ['Vinyasa', 'Hatha'],
      'First time?': true,
      'How sure are you?': 4,
    });
    // In the form's declared order, not as sent.
    expect(Object.entries(item.hiddenFields)).toEqual([
      ['utm_source', 'ads'],
      ['utm_campaign', 'spring'],
    ]);
  });
});

describe('webhook payload', () => {
  it('carries hiddenFields in the declared order, and the answers under a renamed question', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    // A chat: the rename happens while the conversation is open, and completion shows the new text.
    const form = await makePublishedForm(t, owner, {
      language: 'EN',
      hiddenFields: ['utm_source', 'ref'],
      questions: [
        { order: 1, text: 'What is your name?', type: 'text', required: true },
        { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
      ],
    });
    await putWebhook(t, owner, form.id, { url: receiver.url, events: ['conversation.completed'] });
    const v = visitor(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'x-forwarded-for': v.ip, origin: 'https://site.example' },
      payload: {
        formId: form.id,
        message: 'Ana García',
        hidden: { ref: 'r-42', utm_source: 'mail', x: 'no' },
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    await rename(owner, form, 'What is your name?', 'Your full name');
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'x-forwarded-for': v.ip, origin: 'https://site.example' },
      payload: {
        formId: form.id,
        conversationId: first.headers['x-conversation-id'],
        message: 'ana@example.com',
      },
    });
    expect(last.headers['x-conversation-status']).toBe('COMPLETED');
    await flushWebhooks(t);
    expect(receiver.received).toHaveLength(1);
    const raw = receiver.received[0]!.body;
    const conversation = JSON.parse(raw).data.conversation;
    expect(conversation.collectedData).toEqual({
      'Your full name': 'Ana García',
      'What is your e-mail?': 'ana@example.com',
    });
    expect(conversation.hiddenFields).toEqual({ utm_source: 'mail', ref: 'r-42' });
    // The body's key order: answers, then hidden fields, each in the form's order.
    expect(raw).toMatch(
      /"collectedData":\{"Your full name".*\},"hiddenFields":\{"utm_source":"mail","ref":"r-42"\}/,
    );
  });
});

describe('e-mail notification', () => {
  it('lists the answers under the current texts, readably, and the hidden values', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, {
      ...FORM,
      notifications: { onCompleted: true, emails: ['owner@studio.test'] },
    });
    await submit(form.id, 'Bea', { utm_source: 'newsletter' });
    // Renamed after completion, before the outbox ran: the e-mail still reads the answer by key.
    await rename(owner, form, 'First time?', 'Is this your first class?');
    await t.app.jobs.runOnce('outbox');
    const [m] = await t.db.select().from(mail).where(eq(mail.to, 'owner@studio.test'));
    expect(m!.text).toContain('Classes\nVinyasa, Hatha');
    expect(m!.text).toContain('Is this your first class?\nYes');
    expect(m!.text).toContain('How sure are you?\n4/5');
    expect(m!.text).toContain('Hidden fields:\nutm_source: newsletter');
    expect(m!.html).toContain('utm_source=newsletter');
  });
});

describe('deal value', () => {
  it('comes from a rating question named by key, also after the question is renamed', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const pipeline = await as(
      t,
      owner,
    )({ method: 'POST', url: '/api/pipelines', payload: { name: 'Leads' } });
    const p = pipeline.json() as { id: string; stages: { id: string }[] };
    const form = await makePublishedForm(t, owner, {
      ...FORM,
      automations: { createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id, valueQuestion: 'score' } },
    });
    expect((form.automations as { createDeal: { valueQuestion: string } }).createDeal.valueQuestion).toBe(
      'score',
    );
    await rename(owner, form, 'How sure are you?', 'How likely are you to join?');
    await submit(form.id, 'Cy');
    await t.app.jobs.runOnce('outbox');
    const deals = await as(t, owner)({ method: 'GET', url: `/api/pipelines/${p.id}/deals` });
    expect(deals.json().deals[0]).toMatchObject({ value: 4, contactName: 'Cy' });
    expect(deals.json().deals[0].notes).toContain('Classes: Vinyasa, Hatha\nFirst time?: Yes');
  });
});
