import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, mergePlans } from '../src/contract/plans';
import { createSecretBox } from '../src/server/webhooks/secret-box';
import { createWebhooksService } from '../src/server/webhooks/service';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { describeManagementRoute, expectErrorBody } from './helpers/management-suite';
import { type Receiver, startReceiver } from './helpers/webhook-receiver';
import { completeConversation, flushWebhooks, makeClassicForm, putWebhook } from './helpers/webhooks';

// FREE gets webhooks here so the shared suite's users (FREE by default, also through sign-up) can reach them.
const plans = mergePlans(DEFAULT_PLANS, { FREE: { features: { webhooks: true } } });

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' }, plans });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const valid = () => ({ url: receiver.url, events: ['conversation.completed'] });

async function formWithWebhook(app: TestApp, owner: TestUser) {
  const form = await makeClassicForm(app, owner);
  await putWebhook(app, owner, form.id, valid());
  return form;
}

describeManagementRoute(() => t, {
  method: 'GET',
  url: ({ id }) => `/api/forms/${id}/webhook`,
  resource: async (app, owner) => (await formWithWebhook(app, owner)).id,
  foreignMessage: 'Form not found',
});
describeManagementRoute(() => t, {
  method: 'PUT',
  url: ({ id }) => `/api/forms/${id}/webhook`,
  resource: async (app, owner) => (await makeClassicForm(app, owner)).id,
  body: valid,
  invalidBody: { url: 'https://example.com/hook', events: ['conversation.started'] },
  foreignMessage: 'Form not found',
});
describeManagementRoute(() => t, {
  method: 'POST',
  url: ({ id }) => `/api/forms/${id}/webhook/test`,
  resource: async (app, owner) => (await formWithWebhook(app, owner)).id,
  foreignMessage: 'Form not found',
});
describeManagementRoute(() => t, {
  method: 'GET',
  url: ({ id }) => `/api/forms/${id}/webhook/deliveries`,
  resource: async (app, owner) => (await formWithWebhook(app, owner)).id,
  foreignMessage: 'Form not found',
});
describeManagementRoute(() => t, {
  method: 'POST',
  // The resource id carries both ids: "<formId>/<deliveryId>".
  url: ({ id }) => {
    const [formId, deliveryId = 'whd_doesnotexist'] = id.split('/');
    return `/api/forms/${formId}/webhook/deliveries/${deliveryId}/retry`;
  },
  resource: async (app, owner) => {
    const form = await formWithWebhook(app, owner);
    await completeConversation(app, form.id);
    await flushWebhooks(app);
    const res = await as(app, owner)({ method: 'GET', url: `/api/forms/${form.id}/webhook/deliveries` });
    return `${form.id}/${res.json().deliveries[0].id}`;
  },
  foreignMessage: 'Form not found',
});

describe('PUT /api/forms/:id/webhook: validation', () => {
  async function put(payload: unknown, setup?: (owner: TestUser, formId: string) => Promise<void>) {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    await setup?.(owner, form.id);
    return as(
      t,
      owner,
    )({ method: 'PUT', url: `/api/forms/${form.id}/webhook`, payload: payload as Record<string, unknown> });
  }

  it.each([
    ['url missing on create', { events: ['conversation.completed'] }],
    ['events missing on create', { url: 'https://example.com/hook' }],
    ['empty body on create', {}],
    ['an ftp url', { url: 'ftp://example.com/hook', events: ['conversation.completed'] }],
    ['a javascript: url', { url: 'javascript:alert(1)', events: ['conversation.completed'] }],
    ['not a url', { url: 'not a url', events: ['conversation.completed'] }],
    [
      'a url with credentials',
      { url: 'https://user:pass@example.com/hook', events: ['conversation.completed'] },
    ],
    [
      'an unknown event',
      { url: 'https://example.com/hook', events: ['conversation.completed', 'form.deleted'] },
    ],
    ['an empty events list', { url: 'https://example.com/hook', events: [] }],
    ['events not an array', { url: 'https://example.com/hook', events: 'conversation.completed' }],
    [
      'isActive not a boolean',
      { url: 'https://example.com/hook', events: ['conversation.completed'], isActive: 'yes' },
    ],
    ['an empty secret', { url: 'https://example.com/hook', events: ['conversation.completed'], secret: '' }],
    [
      'a whsec_ secret that is not base64',
      { url: 'https://example.com/hook', events: ['conversation.completed'], secret: 'whsec_!!!' },
    ],
    [
      'a url too long',
      { url: `https://example.com/${'a'.repeat(2100)}`, events: ['conversation.completed'] },
    ],
  ])('answers 400 Invalid data for %s', async (_name, payload) => {
    const body = expectErrorBody(await put(payload), 400, 'Invalid data') as { details?: unknown[] };
    expect(body.details?.length).toBeGreaterThan(0);
  });

  it('answers 400 for a bad url on update and keeps the stored configuration', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const hook = await putWebhook(t, owner, form.id, valid());
    const url = `/api/forms/${form.id}/webhook`;
    expectErrorBody(
      await as(t, owner)({ method: 'PUT', url, payload: { url: 'gopher://x' } }),
      400,
      'Invalid data',
    );
    expectErrorBody(await as(t, owner)({ method: 'PUT', url, payload: { events: [] } }), 400, 'Invalid data');
    expect((await as(t, owner)({ method: 'GET', url })).json()).toEqual(hook);
  });

  it('allows a partial update without url and events once created', async () => {
    const res = await put({ isActive: false }, async (owner, formId) => {
      await putWebhook(t, owner, formId, valid());
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
  });
});

describe('plan without webhooks', () => {
  it('answers 403 FEATURE_NOT_AVAILABLE on every webhook endpoint', async () => {
    const strict = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    try {
      const owner = await makeUser(strict, { plan: 'FREE' });
      const form = await makeClassicForm(strict, owner);
      const base = `/api/forms/${form.id}/webhook`;
      const calls = [
        { method: 'GET' as const, url: base },
        { method: 'PUT' as const, url: base, payload: valid() },
        { method: 'POST' as const, url: `${base}/test` },
        { method: 'GET' as const, url: `${base}/deliveries` },
        { method: 'POST' as const, url: `${base}/deliveries/whd_x/retry` },
        // Also for a form that is not the caller's: the plan answers first.
        { method: 'GET' as const, url: '/api/forms/frm_doesnotexist/webhook' },
      ];
      for (const c of calls) {
        const body = expectErrorBody(
          await as(strict, owner)(c),
          403,
          'Webhooks are not available on this plan',
        );
        expect(body).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE' });
      }
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/forms/:id/webhook/test: failures', () => {
  it('answers 404 No webhook configured for this form', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    expectErrorBody(
      await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` }),
      404,
      'No webhook configured for this form',
    );
  });

  it('answers 502 Webhook delivery failed for a non-2xx answer, and logs the failure', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await formWithWebhook(t, owner);
    for (const status of [500, 404, 302, 410]) {
      receiver.setReply(() => ({
        status,
        headers: (status === 302 ? { location: 'http://127.0.0.1:1/' } : {}) as Record<string, string>,
      }));
      const body = expectErrorBody(
        await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` }),
        502,
        'Webhook delivery failed',
      );
      expect(body).toMatchObject({ details: [{ statusCode: status }] });
    }
    receiver.setReply(() => ({ status: 200 }));
    const log = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/webhook/deliveries` });
    expect(
      log
        .json()
        .deliveries.map((d: { status: string; lastStatusCode: number }) => [d.status, d.lastStatusCode]),
    ).toEqual([
      ['FAILED', 410],
      ['FAILED', 302],
      ['FAILED', 404],
      ['FAILED', 500],
    ]);
    // A test delivery that got 410 does not turn the webhook off.
    expect(
      (await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/webhook` })).json().isActive,
    ).toBe(true);
  });

  it('answers 502 when nothing listens at the url', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const closed = await startReceiver();
    await closed.close();
    await putWebhook(t, owner, form.id, { url: closed.url, events: ['conversation.completed'] });
    expectErrorBody(
      await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` }),
      502,
      'Webhook delivery failed',
    );
  });

  it('answers 502 when the receiver does not answer within the timeout', async () => {
    const hang = await startReceiver(() => 'hang');
    try {
      const owner = await makeUser(t, { plan: 'PRO' });
      const form = await makeClassicForm(t, owner);
      await putWebhook(t, owner, form.id, { url: hang.url, events: ['conversation.completed'] });
      // The service with a short timeout (the app uses 10 s).
      const service = createWebhooksService({
        db: t.db,
        plans,
        secretBox: createSecretBox(t.config.SECRET_KEY),
        allowPrivate: true,
        timeoutMs: 300,
      });
      const started = Date.now();
      await expect(service.test(owner.id, form.id)).rejects.toMatchObject({
        status: 502,
        message: 'Webhook delivery failed',
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(hang.received).toHaveLength(1);
    } finally {
      await hang.close();
    }
  });
});

describe('deliveries and retry: errors', () => {
  it('answers 400 Invalid query for a bad page or limit', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await formWithWebhook(t, owner);
    for (const q of ['limit=0', 'limit=101', 'page=0', 'page=abc']) {
      expectErrorBody(
        await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/webhook/deliveries?${q}` }),
        400,
        'Invalid query',
      );
    }
  });

  it("answers 404 Delivery not found for an unknown delivery or one of another form's webhook", async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const a = await formWithWebhook(t, owner);
    const b = await formWithWebhook(t, owner);
    await as(t, owner)({ method: 'POST', url: `/api/forms/${b.id}/webhook/test` });
    const log = await as(t, owner)({ method: 'GET', url: `/api/forms/${b.id}/webhook/deliveries` });
    const deliveryOfB = log.json().deliveries[0].id;
    for (const id of ['whd_unknown', deliveryOfB]) {
      expectErrorBody(
        await as(t, owner)({ method: 'POST', url: `/api/forms/${a.id}/webhook/deliveries/${id}/retry` }),
        404,
        'Delivery not found',
      );
    }
  });

  it('answers 404 Delivery not found when the form has no webhook', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    expectErrorBody(
      await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/deliveries/whd_x/retry` }),
      404,
      'Delivery not found',
    );
  });
});
