import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/db/ids';
import { webhook } from '../src/server/db/schema';
import { createSecretBox } from '../src/server/webhooks/secret-box';
import { as, createTestApp, makeUser, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { type Receiver, startReceiver } from './helpers/webhook-receiver';
import {
  completeConversation,
  deliveriesOf,
  flushWebhooks,
  makeClassicForm,
  putWebhook,
  webhookRow,
} from './helpers/webhooks';

// The default: private addresses refused.
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => {
  receiver.received.length = 0;
});

const PRIVATE_URLS = [
  'http://127.0.0.1/hook',
  'http://127.1/hook',
  'http://2130706433/hook', // decimal 127.0.0.1
  'http://0177.0.0.1/hook', // octal
  'http://0x7f.0.0.1/hook', // hex
  'http://017700000001/hook', // octal as one number
  'http://localhost/hook',
  'http://10.1.2.3/hook',
  'http://172.16.0.1/hook',
  'http://172.31.255.255/hook',
  'http://192.168.1.1/hook',
  'http://169.254.169.254/latest/meta-data/', // cloud metadata
  'http://100.64.0.1/hook', // CGNAT
  'http://100.100.100.200/hook', // Alibaba metadata
  'http://0.0.0.0/hook',
  'http://[::1]/hook',
  'http://[::]/hook',
  'http://[fd00::1]/hook', // unique-local
  'http://[fd00:ec2::254]/hook', // AWS metadata over IPv6
  'http://[fe80::1]/hook', // link-local
  'http://[::ffff:127.0.0.1]/hook', // IPv4-mapped
  'http://[::ffff:a9fe:a9fe]/hook', // IPv4-mapped 169.254.169.254
  'https://127.0.0.1:8443/hook',
];

describe('private-address guard on save', () => {
  it.each(PRIVATE_URLS)('refuses %s with 400 Invalid data', async (url) => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const res = await as(
      t,
      owner,
    )({
      method: 'PUT',
      url: `/api/forms/${form.id}/webhook`,
      payload: { url, events: ['conversation.completed'] },
    });
    const body = expectErrorBody(res, 400, 'Invalid data') as unknown as { details: Array<{ path: string }> };
    expect(body.details[0]!.path).toBe('body.url');
  });

  it('refuses the local receiver itself (127.0.0.1) on save, and on update', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const url = `/api/forms/${form.id}/webhook`;
    expectErrorBody(
      await as(
        t,
        owner,
      )({ method: 'PUT', url, payload: { url: receiver.url, events: ['conversation.completed'] } }),
      400,
      'Invalid data',
    );
    await putWebhook(t, owner, form.id, {
      url: 'http://93.184.215.14/hook',
      events: ['conversation.completed'],
    });
    expectErrorBody(
      await as(t, owner)({ method: 'PUT', url, payload: { url: receiver.url } }),
      400,
      'Invalid data',
    );
    expect((await as(t, owner)({ method: 'GET', url })).json().url).toBe('http://93.184.215.14/hook');
  });

  it('accepts a public address', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const res = await as(
      t,
      owner,
    )({
      method: 'PUT',
      url: `/api/forms/${form.id}/webhook`,
      payload: { url: 'https://93.184.215.14/hook', events: ['conversation.completed'] },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('WEBHOOK_ALLOW_PRIVATE=true lifts the guard', async () => {
    const open = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    try {
      const owner = await makeUser(open, { plan: 'PRO' });
      const form = await makeClassicForm(open, owner);
      await putWebhook(open, owner, form.id, { url: receiver.url, events: ['conversation.completed'] });
      const res = await as(open, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` });
      expect(res.json()).toEqual({ success: true, statusCode: 200 });
    } finally {
      await open.close();
    }
  });
});

describe('private-address guard at send time', () => {
  // A webhook whose address was public when saved and is private now (DNS rebinding, or a row from before
  // the guard): written directly, bypassing the save check.
  async function smuggled(url: string) {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const id = newId('whk');
    await t.db.insert(webhook).values({ id, formId: form.id, url, events: ['conversation.completed'] });
    return { owner, form, id };
  }

  it.each([
    ['an IP literal', () => receiver.url],
    ['a host name resolving to loopback', () => `http://localhost:${receiver.port}/hook`],
  ])('the worker refuses %s and the receiver gets nothing', async (_name, url) => {
    const { form, id } = await smuggled(url());
    await completeConversation(t, form.id);
    await flushWebhooks(t);
    const [d] = await deliveriesOf(t, id);
    expect(d).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(d!.lastError).toMatch(/not allowed/);
    expect(receiver.received).toHaveLength(0);
  });

  it('the test endpoint refuses it too (502)', async () => {
    const { owner, form } = await smuggled(`http://localhost:${receiver.port}/hook`);
    expectErrorBody(
      await as(t, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` }),
      502,
      'Webhook delivery failed',
    );
    expect(receiver.received).toHaveLength(0);
  });

  it('does not follow a redirect from a public receiver to a private address', async () => {
    // Proven with WEBHOOK_ALLOW_PRIVATE in the happy suite (redirects are never followed); here the redirect
    // target is a metadata address.
    const open = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const redirector = await startReceiver(() => ({
      status: 302,
      headers: { location: 'http://169.254.169.254/latest/meta-data/' },
    }));
    try {
      const owner = await makeUser(open, { plan: 'PRO' });
      const form = await makeClassicForm(open, owner);
      await putWebhook(open, owner, form.id, { url: redirector.url, events: ['conversation.completed'] });
      const res = await as(open, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` });
      expect(res.statusCode).toBe(502);
      expect(redirector.received).toHaveLength(1);
    } finally {
      await redirector.close();
      await open.close();
    }
  });
});

describe('secrets', () => {
  it('never appear in any response', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const secret = 'super-secret-value-0123456789';
    const url = `/api/forms/${form.id}/webhook`;
    const responses = [
      await as(
        t,
        owner,
      )({
        method: 'PUT',
        url,
        payload: { url: 'https://93.184.215.14/h', events: ['conversation.completed'], secret },
      }),
      await as(t, owner)({ method: 'PUT', url, payload: { isActive: true } }),
      await as(t, owner)({ method: 'GET', url }),
      await as(t, owner)({ method: 'GET', url: `${url}/deliveries` }),
      await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}` }),
    ];
    for (const r of responses) {
      expect(r.body).not.toContain(secret);
      expect(r.body).not.toContain('secretEncrypted');
      expect(r.body).not.toMatch(/"secret"/);
    }
  });

  it('are bound to their webhook and to SECRET_KEY', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makeClassicForm(t, owner);
    const hook = await putWebhook(t, owner, form.id, {
      url: 'https://93.184.215.14/h',
      events: ['conversation.completed'],
      secret: 's3cret',
    });
    const sealed = (await webhookRow(t, hook.id)).secretEncrypted!;
    const box = createSecretBox(t.config.SECRET_KEY);
    expect(box.open(sealed, hook.id)).toBe('s3cret');
    expect(() => box.open(sealed, 'whk_other')).toThrow();
    expect(() => createSecretBox('another-secret-key-of-at-least-32-chars!').open(sealed, hook.id)).toThrow();
    // Each save seals with a fresh IV.
    await putWebhook(t, owner, form.id, { secret: 's3cret' });
    expect((await webhookRow(t, hook.id)).secretEncrypted).not.toBe(sealed);
  });

  it('a secret that cannot be decrypted (SECRET_KEY changed) is never replaced by an unsigned send', async () => {
    const open = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    try {
      const owner = await makeUser(open, { plan: 'PRO' });
      const form = await makeClassicForm(open, owner);
      const hook = await putWebhook(open, owner, form.id, {
        url: receiver.url,
        events: ['conversation.completed'],
        secret: 'x',
      });
      const foreign = createSecretBox('another-secret-key-of-at-least-32-chars!').seal('x', hook.id);
      await open.db.update(webhook).set({ secretEncrypted: foreign }).where(eq(webhook.id, hook.id));
      await completeConversation(open, form.id);
      await flushWebhooks(open);
      const [d] = await deliveriesOf(open, hook.id);
      expect(d).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(d!.lastError).toMatch(/decrypt/);
      expect(
        (await as(open, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` })).statusCode,
      ).toBe(502);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await open.close();
    }
  });
});

describe('ownership', () => {
  it("another user can neither read, change, test, list nor retry a form's webhook", async () => {
    const open = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    try {
      const owner = await makeUser(open, { plan: 'PRO' });
      const other = await makeUser(open, { plan: 'BUSINESS' });
      const form = await makeClassicForm(open, owner);
      const hook = await putWebhook(open, owner, form.id, {
        url: receiver.url,
        events: ['conversation.completed'],
      });
      await as(open, owner)({ method: 'POST', url: `/api/forms/${form.id}/webhook/test` });
      const [d] = await deliveriesOf(open, hook.id);
      const base = `/api/forms/${form.id}/webhook`;
      for (const c of [
        { method: 'GET' as const, url: base },
        {
          method: 'PUT' as const,
          url: base,
          payload: { url: 'https://93.184.215.14/evil', events: ['conversation.completed'] },
        },
        { method: 'POST' as const, url: `${base}/test` },
        { method: 'GET' as const, url: `${base}/deliveries` },
        { method: 'POST' as const, url: `${base}/deliveries/${d!.id}/retry` },
      ]) {
        expectErrorBody(await as(open, other)(c), 404, 'Form not found');
      }
      // The other user's own form cannot reach the owner's delivery either.
      const mine = await makeClassicForm(open, other);
      await putWebhook(open, other, mine.id, { url: receiver.url, events: ['conversation.completed'] });
      expectErrorBody(
        await as(
          open,
          other,
        )({ method: 'POST', url: `/api/forms/${mine.id}/webhook/deliveries/${d!.id}/retry` }),
        404,
        'Delivery not found',
      );
      expect(await webhookRow(open, hook.id)).toMatchObject({ url: receiver.url });
      expect(receiver.received).toHaveLength(1);
    } finally {
      receiver.received.length = 0;
      await open.close();
    }
  });
});
