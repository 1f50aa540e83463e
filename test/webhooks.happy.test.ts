import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { event, webhookDelivery } from '../src/server/db/schema';
import { as, createTestApp, makeUser, type TestApp } from './helpers/app';
import { type Receiver, startReceiver } from './helpers/webhook-receiver';
import {
  completeConversation,
  deliveriesOf,
  flushWebhooks,
  makeClassicForm,
  makeDue,
  putWebhook,
  webhookRow,
} from './helpers/webhooks';

const WHSEC = `whsec_${Buffer.from('a-32-byte-long-signing-key-here!').toString('base64')}`;

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => {
  receiver.setReply(() => ({ status: 200 }));
  receiver.received.length = 0;
});

async function setup(body: Record<string, unknown> = {}) {
  const owner = await makeUser(t, { plan: 'PRO' });
  const form = await makeClassicForm(t, owner);
  const hook = await putWebhook(t, owner, form.id, {
    url: receiver.url,
    events: ['conversation.completed'],
    ...body,
  });
  return { owner, form, hook };
}

function headersOf(i: number) {
  const h = receiver.received[i]!.headers;
  return {
    'webhook-id': String(h['webhook-id']),
    'webhook-timestamp': String(h['webhook-timestamp']),
    'webhook-signature': String(h['webhook-signature']),
  };
}

describe('GET and PUT /api/forms/:id/webhook', () => {
  it('answers null before configuration, 201 on create, 200 on update; never shows the secret', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const url = `/api/forms/${form.id}/webhook`;
    const none = await as(t, owner)({ method: 'GET', url });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const created = await as(
      t,
      owner,
    )({
      method: 'PUT',
      url,
      payload: { url: 'https://hooks.example.com/charla', events: ['conversation.completed'], secret: WHSEC },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^whk_/),
      formId: form.id,
      url: 'https://hooks.example.com/charla',
      events: ['conversation.completed'],
      isActive: true,
      hasSecret: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(created.body).not.toContain(WHSEC);

    const got = await as(t, owner)({ method: 'GET', url });
    expect(got.json()).toEqual(body);

    // Absent secret keeps it; other fields change.
    const updated = await as(t, owner)({ method: 'PUT', url, payload: { isActive: false } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: body.id, isActive: false, hasSecret: true, url: body.url });

    // secret: null removes it.
    const removed = await as(t, owner)({ method: 'PUT', url, payload: { secret: null, isActive: true } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: body.id, isActive: true, hasSecret: false });
    expect((await webhookRow(t, body.id)).secretEncrypted).toBeNull();
  });

  it('stores the secret encrypted, not in plain text', async () => {
    const { hook } = await setup({ secret: 'plain-text-secret-123' });
    const row = await webhookRow(t, hook.id);
    expect(row.secretEncrypted).toBeTruthy();
    expect(row.secretEncrypted).not.toContain('plain-text-secret-123');
    expect(row.secretEncrypted).not.toContain(Buffer.from('plain-text-secret-123').toString('base64'));
  });

  it('accepts duplicate event names once', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS' });
    const form = await makeClassicForm(t, owner);
    const hook = await putWebhook(t, owner, form.id, {
      url: receiver.url,
      events: ['conversation.completed', 'conversation.completed'],
    });
    expect(hook.events).toEqual(['conversation.completed']);
  });
});

describe('delivery of conversation.completed', () => {
  it('POSTs the CONTRACT body once, signed per Standard Webhooks (verified by the standardwebhooks package)', async () => {
    const { form, hook } = await setup({ secret: WHSEC });
    const conversationId = await completeConversation(t, form.id);
    await flushWebhooks(t);
    await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    const r = receiver.received[0]!;
    expect(r.method).toBe('POST');
    expect(r.headers['content-type']).toBe('application/json');
    const [evt] = await t.db.select().from(event).where(eq(event.conversationId, conversationId));
    expect(r.headers['webhook-id']).toBe(evt!.id);
    expect(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);

    const verified = new Webhook(WHSEC).verify(r.body, headersOf(0));
    expect(verified).toEqual(JSON.parse(r.body));
    // The documented key order, and the documented shape.
    expect(Object.keys(JSON.parse(r.body))).toEqual(['type', 'timestamp', 'data']);
    expect(JSON.parse(r.body)).toEqual({
      type: 'conversation.completed',
      timestamp: expect.any(String),
      data: {
        conversation: {
          id: conversationId,
          formId: form.id,
          status: 'COMPLETED',
          collectedData: { Name: 'Ana García', Email: 'Ana@example.com', Plan: 'Premium' },
          hiddenFields: {},
          createdAt: expect.any(String),
          completedAt: expect.any(String),
          messages: expect.arrayContaining([
            {
              id: expect.stringMatching(/^msg_/),
              role: 'ASSISTANT',
              content: 'Name',
              createdAt: expect.any(String),
            },
            {
              id: expect.stringMatching(/^msg_/),
              role: 'VISITOR',
              content: 'Ana García',
              createdAt: expect.any(String),
            },
          ]),
        },
        form: { id: form.id, name: 'Contact us', formType: 'CLASSIC' },
      },
    });

    const [d] = await deliveriesOf(t, hook.id);
    expect(d).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      eventId: evt!.id,
    });

    // The event is not delivered twice, however often the jobs run.
    await flushWebhooks(t);
    expect(receiver.received).toHaveLength(1);
  });

  it('signs with the UTF-8 bytes of a secret without whsec_ (standardwebhooks format "raw")', async () => {
    const { form } = await setup({ secret: 'my shared secret ✓' });
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    await receiver.waitFor(1);
    const r = receiver.received[0]!;
    // The package's raw format reads a string as Latin-1: pass the UTF-8 bytes (docs/webhooks.md says so).
    const key = new TextEncoder().encode('my shared secret ✓');
    expect(() => new Webhook(key, { format: 'raw' }).verify(r.body, headersOf(0))).not.toThrow();
    expect(() => new Webhook('another secret', { format: 'raw' }).verify(r.body, headersOf(0))).toThrow();
    expect(() => new Webhook(key, { format: 'raw' }).verify(`${r.body} `, headersOf(0))).toThrow();
  });

  it('sends no signature header without a secret', async () => {
    const { form } = await setup();
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    await receiver.waitFor(1);
    expect(receiver.received[0]!.headers['webhook-signature']).toBeUndefined();
    expect(receiver.received[0]!.headers['webhook-id']).toMatch(/^evt_/);
  });

  it('queues nothing for an inactive webhook', async () => {
    const { form, hook } = await setup({ isActive: false });
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    expect(await deliveriesOf(t, hook.id)).toHaveLength(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('retries a failing receiver after about 5 s with the same webhook-id and a fresh signature', async () => {
    const { form, hook } = await setup({ secret: WHSEC });
    receiver.setReply(() => ({ status: 500, body: 'boom' }));
    await completeConversation(t, form.id);
    const before = Date.now();
    await flushWebhooks(t);
    const [d1] = await deliveriesOf(t, hook.id);
    expect(d1).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
    expect(d1!.lastError).toContain('HTTP 500');
    const wait = d1!.nextAttemptAt!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(4_400);
    expect(wait).toBeLessThanOrEqual(5_600 + (Date.now() - before));

    // Not due yet: running the worker again sends nothing.
    await t.app.jobs.runOnce('webhook-deliveries');
    expect(receiver.received).toHaveLength(1);

    receiver.setReply(() => ({ status: 204 }));
    await makeDue(t, hook.id);
    await t.app.jobs.runOnce('webhook-deliveries');
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(() => new Webhook(WHSEC).verify(receiver.received[1]!.body, headersOf(1))).not.toThrow();
    const [d2] = await deliveriesOf(t, hook.id);
    expect(d2).toMatchObject({ status: 'SUCCEEDED', attempts: 2, lastStatusCode: 204, nextAttemptAt: null });
  });

  it('gives up after 8 attempts', async () => {
    const { form, hook } = await setup();
    receiver.setReply(() => ({ status: 503 }));
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    for (let i = 0; i < 10; i++) {
      await makeDue(t, hook.id);
      await t.app.jobs.runOnce('webhook-deliveries');
    }
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [d] = await deliveriesOf(t, hook.id);
    expect(d).toMatchObject({ status: 'FAILED', attempts: 8, lastStatusCode: 503, nextAttemptAt: null });
  });

  it('honours Retry-After', async () => {
    const { form, hook } = await setup();
    receiver.setReply(() => ({ status: 429, headers: { 'retry-after': '120' } }));
    await completeConversation(t, form.id);
    const before = Date.now();
    await flushWebhooks(t);
    const [d] = await deliveriesOf(t, hook.id);
    expect(d).toMatchObject({ status: 'PENDING', lastStatusCode: 429 });
    expect(d!.nextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(120_000);
  });

  it('turns the webhook off when the receiver answers 410 Gone', async () => {
    const { owner, form, hook } = await setup();
    receiver.setReply(() => ({ status: 410 }));
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    const [d] = await deliveriesOf(t, hook.id);
    expect(d).toMatchObject({ status: 'FAILED', attempts: 1, lastStatusCode: 410, nextAttemptAt: null });
    const got = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/webhook` });
    expect(got.json().isActive).toBe(false);
    // Later completions queue nothing until the owner turns it back on.
    await completeConversation(t, form.id, 'Second');
    await flushWebhooks(t);
    expect(await deliveriesOf(t, hook.id)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('does not follow redirects', async () => {
    const target = await startReceiver();
    try {
      const { form, hook } = await setup();
      receiver.setReply(() => ({ status: 307, headers: { location: target.url } }));
      await completeConversation(t, form.id);
      await flushWebhooks(t);
      const [d] = await deliveriesOf(t, hook.id);
      expect(d).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 307 });
      expect(d!.lastError).toContain('redirect');
      expect(target.received).toHaveLength(0);
    } finally {
      await target.close();
    }
  });

  it('stops queuing when the owner moves to a plan without webhooks', async () => {
    const { owner, form, hook } = await setup();
    const { user } = await import('../src/server/db/schema');
    await t.db.update(user).set({ plan: 'FREE' }).where(eq(user.id, owner.id));
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    expect(await deliveriesOf(t, hook.id)).toHaveLength(0);
  });
});

describe('POST /api/forms/:id/webhook/test', () => {
  it('sends one signed test delivery with sample data and logs it', async () => {
    const { owner, form, hook } = await setup({ secret: WHSEC });
    const res = await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, statusCode: 200 });
    expect(receiver.received).toHaveLength(1);
    const r = receiver.received[0]!;
    const body = new Webhook(WHSEC).verify(r.body, headersOf(0)) as {
      test: boolean;
      type: string;
      data: { form: unknown; conversation: { collectedData: unknown; messages: unknown[] } };
    };
    expect(r.headers['webhook-id']).toMatch(/^evt_/);
    expect(body.test).toBe(true);
    expect(body.type).toBe('conversation.completed');
    expect(body.data.form).toEqual({ id: form.id, name: 'Contact us', formType: 'CLASSIC' });
    expect(body.data.conversation.collectedData).toEqual({
      Name: 'Sample answer',
      Email: expect.stringContaining('@'),
      Plan: 'Basic',
    });
    expect(body.data.conversation.messages).toHaveLength(6);

    const log = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/webhook/deliveries` });
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({
        test: true,
        status: 'SUCCEEDED',
        attempts: 1,
        lastStatusCode: 200,
        eventId: r.headers['webhook-id'],
      }),
    ]);
    expect((await deliveriesOf(t, hook.id))[0]!.test).toBe(true);
  });

  it('reports the receiver status of a 2xx answer', async () => {
    const { owner, form } = await setup();
    receiver.setReply(() => ({ status: 202 }));
    const res = await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` });
    expect(res.json()).toEqual({ success: true, statusCode: 202 });
  });

  it('works on an inactive webhook, with a fresh webhook-id each time', async () => {
    const { owner, form } = await setup({ isActive: false });
    for (let i = 0; i < 2; i++) {
      const res = await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` });
      expect(res.statusCode).toBe(200);
    }
    expect(receiver.counts().size).toBe(2);
  });
});

describe('delivery log and manual retry', () => {
  it('lists deliveries newest first, paginated', async () => {
    const { owner, form } = await setup();
    for (let i = 0; i < 3; i++)
      await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` });
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    const page1 = await as(
      t,
      owner,
    )({ method: 'GET', url: `/api/forms/${form.id}/webhook/deliveries?limit=3` });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(body.deliveries).toHaveLength(3);
    expect(body.deliveries[0]).toEqual({
      id: expect.stringMatching(/^whd_/),
      eventId: expect.stringMatching(/^evt_/),
      type: 'conversation.completed',
      test: false,
      status: 'SUCCEEDED',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const times = body.deliveries.map((d: { createdAt: string }) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await as(
      t,
      owner,
    )({ method: 'GET', url: `/api/forms/${form.id}/webhook/deliveries?page=2&limit=3` });
    expect(page2.json().deliveries).toHaveLength(1);
    expect(page2.json().deliveries[0].test).toBe(true);
  });

  it('answers an empty log when no webhook is configured', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const res = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/webhook/deliveries` });
    expect(res.json()).toEqual({
      deliveries: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });
  });

  it('a failed delivery is sent again, with the same webhook-id, on manual retry', async () => {
    const { owner, form, hook } = await setup();
    receiver.setReply(() => ({ status: 410 }));
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    const [failed] = await deliveriesOf(t, hook.id);
    expect(failed!.status).toBe('FAILED');
    // The receiver is back; the owner turns the webhook on again and retries.
    receiver.setReply(() => ({ status: 200 }));
    await putWebhook(t, owner, form.id, { isActive: true });
    const res = await as(
      t,
      owner,
    )({
      method: 'POST',
      url: `/api/forms/${form.id}/webhook/deliveries/${failed!.id}/retry`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: failed!.id,
      status: 'PENDING',
      attempts: 1,
      nextAttemptAt: expect.any(String),
    });
    await t.app.jobs.runOnce('webhook-deliveries');
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(failed!.eventId);
    const [after] = await t.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, failed!.id));
    expect(after).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
  });
});
