import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  makeForm,
  makeUser,
  signUp,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestUser,
} from './helpers/app';
import {
  type FakeStripe,
  signEvent,
  startFakeStripe,
  stripeEvent,
  subscriptionObject,
} from './helpers/fake-stripe';
import { makePublishedForm } from './helpers/widget';

const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const PRICE_PRO = 'price_pro_monthly';
const PRICE_BUSINESS = 'price_business_monthly';

const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: PRICE_PRO,
  STRIPE_PRICE_BUSINESS: PRICE_BUSINESS,
  STRIPE_API_BASE: apiBase,
});

describe('billing without the Stripe settings', () => {
  let t: TestApp;
  let partial: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    partial = await createTestApp({ env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PRICE_PRO: PRICE_PRO } });
  });
  afterAll(async () => {
    await t.close();
    await partial.close();
  });

  it('answers 503 "Billing is not configured" on all three endpoints, signed in or not', async () => {
    const u = await makeUser(t);
    const { payload, signature } = signEvent(
      stripeEvent('customer.subscription.deleted', {}),
      WEBHOOK_SECRET,
    );
    for (const app of [t, partial]) {
      const answers = await Promise.all([
        app.app.inject({
          method: 'POST',
          url: '/api/billing/checkout',
          headers: u.auth,
          payload: { plan: 'PRO' },
        }),
        app.app.inject({ method: 'POST', url: '/api/billing/checkout', payload: { plan: 'nonsense' } }),
        app.app.inject({ method: 'POST', url: '/api/billing/portal', headers: u.auth, payload: {} }),
        app.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ error: 'Billing is not configured' });
      }
    }
  });

  it('leaves everything else as it was', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const usage = await t.app.inject({ method: 'GET', url: '/api/usage', headers: u.auth });
    expect(usage.json()).toMatchObject({ plan: 'PRO', forms: { limit: 20 } });
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: u.auth,
      payload: { name: 'Ok' },
    });
    expect(json.statusCode).toBe(200);
  });
});

describe('billing with Stripe (a local stand-in for its API)', () => {
  let fake: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY });
    t = await createTestApp({ env: stripeEnv(fake.url), formCacheTtlMs: 0 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const checkout = (headers: Record<string, string>, plan: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/billing/checkout', headers, payload: { plan } });
  const portal = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/billing/portal', headers, payload: {} });
  const send = (
    event: unknown,
    opts: { secret?: string; tamper?: (body: string) => string; timestamp?: number } = {},
  ) => {
    const { payload, signature } = signEvent(event, opts.secret ?? WEBHOOK_SECRET, {
      timestamp: opts.timestamp,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: opts.tamper ? opts.tamper(payload) : payload,
    });
  };
  const me = async (u: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.auth })).json() as {
      plan: string;
      subscriptionStatus: string;
    };
  const usage = async (u: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/usage', headers: u.auth })).json() as {
      plan: string;
      forms: { used: number; limit: number | null };
    };

  /** A user who went through checkout: the stand-in made their customer. */
  async function customerOf(u: TestUser, plan: 'PRO' | 'BUSINESS' = 'PRO') {
    const res = await checkout(u.auth, plan);
    expect(res.statusCode).toBe(200);
    const session = fake.calls('/v1/checkout/sessions').at(-1)!;
    return session.body.customer as string;
  }

  /** checkout.session.completed for a user's subscription. */
  function completed(
    u: TestUser,
    customer: string,
    subscription: string,
    plan: 'PRO' | 'BUSINESS',
    created?: number,
  ) {
    return stripeEvent(
      'checkout.session.completed',
      {
        id: `cs_test_${randomBytes(6).toString('hex')}`,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: u.id,
        customer,
        subscription,
        metadata: { userId: u.id, plan },
      },
      { created },
    );
  }

  describe('POST /api/billing/checkout', () => {
    it('refuses a plan other than PRO or BUSINESS (400 Invalid data) and an anonymous caller (401)', async () => {
      const u = await makeUser(t);
      for (const plan of ['FREE', 'GOLD', undefined]) {
        const res = await checkout(u.auth, plan);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('Invalid data');
      }
      expect((await checkout({}, 'PRO')).statusCode).toBe(401);
      expect(fake.requests).toHaveLength(0);
    });

    it('creates the customer once and a subscription checkout with the right price, urls and reference', async () => {
      const session = await signUp(t, { name: 'Ada Buyer' });
      const headers = { cookie: session.cookie, origin: TEST_PUBLIC_URL };

      const first = await checkout(headers, 'PRO');
      expect(first.statusCode).toBe(200);
      const [customerReq] = fake.calls('/v1/customers');
      expect(customerReq).toMatchObject({
        method: 'POST',
        authorization: `Bearer ${SECRET_KEY}`,
        body: { email: session.email, name: 'Ada Buyer', metadata: { userId: session.id } },
      });
      const customerId = fake.calls('/v1/checkout/sessions')[0]!.body.customer as string;
      expect(customerId).toMatch(/^cus_/);
      expect(fake.calls('/v1/checkout/sessions')[0]!.body).toEqual({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: PRICE_PRO, quantity: '1' }],
        success_url: `${TEST_PUBLIC_URL}/settings?billing=success`,
        cancel_url: `${TEST_PUBLIC_URL}/settings?billing=canceled`,
        client_reference_id: session.id,
        metadata: { userId: session.id, plan: 'PRO' },
        subscription_data: { metadata: { userId: session.id, plan: 'PRO' } },
      });
      expect(first.json()).toEqual({
        url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/),
      });

      const second = await checkout(headers, 'BUSINESS');
      expect(second.statusCode).toBe(200);
      expect(second.json().url).not.toBe(first.json().url);
      expect(fake.calls('/v1/customers')).toHaveLength(1);
      const [, again] = fake.calls('/v1/checkout/sessions');
      expect(again!.body).toMatchObject({ customer: customerId, line_items: [{ price: PRICE_BUSINESS }] });
    });

    it('gives two checkouts at the same moment one customer', async () => {
      const u = await makeUser(t);
      const [a, b] = await Promise.all([checkout(u.auth, 'PRO'), checkout(u.auth, 'BUSINESS')]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const customers = new Set(fake.calls('/v1/checkout/sessions').map((r) => r.body.customer));
      expect(customers.size).toBe(1);
      await checkout(u.auth, 'PRO');
      expect(new Set(fake.calls('/v1/checkout/sessions').map((r) => r.body.customer)).size).toBe(1);
    });

    it('answers 502 without details when Stripe fails', async () => {
      const u = await makeUser(t);
      fake.failNext(400);
      const res = await checkout(u.auth, 'PRO');
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('The payment provider could not be reached');
      expect(res.body).not.toContain('Simulated');
    });

    it('sends a subscribed user to the portal instead of a second subscription (409)', async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      expect((await send(completed(u, customer, 'sub_test_409', 'PRO'))).statusCode).toBe(200);
      const res = await checkout(u.auth, 'BUSINESS');
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/billing portal/);
    });
  });

  describe('POST /api/billing/portal', () => {
    it('answers 400 for a user with no billing account yet, and 401 anonymously', async () => {
      const u = await makeUser(t);
      const res = await portal(u.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('No billing account yet: subscribe to a plan first');
      expect((await portal({})).statusCode).toBe(401);
      expect(fake.calls('/v1/billing_portal/sessions')).toHaveLength(0);
    });

    it("opens the portal for the user's customer with the settings page to come back to", async () => {
      const session = await signUp(t);
      const headers = { cookie: session.cookie, origin: TEST_PUBLIC_URL };
      await checkout(headers, 'PRO');
      const customer = fake.calls('/v1/checkout/sessions')[0]!.body.customer;
      const res = await portal(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/),
      });
      expect(fake.calls('/v1/billing_portal/sessions')).toEqual([
        expect.objectContaining({
          authorization: `Bearer ${SECRET_KEY}`,
          body: { customer, return_url: `${TEST_PUBLIC_URL}/settings` },
        }),
      ]);
    });
  });

  describe('POST /api/billing/webhook', () => {
    it('applies a signed checkout completion: plan and limits follow', async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      const res = await send(completed(u, customer, 'sub_test_ok', 'PRO'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect(await me(u)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'ACTIVE' });
      expect(await usage(u)).toMatchObject({ plan: 'PRO', forms: { limit: 20 } });
    });

    it('refuses a tampered body, a wrong secret, an old or missing signature (400) and changes nothing', async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      const event = completed(u, customer, 'sub_test_tamper', 'PRO');
      const bad = [
        await send(event, { tamper: (b) => b.replace('"PRO"', '"BUSINESS"') }),
        await send(event, { tamper: (b) => b.replace('}', ', "extra": 1}') }),
        await send(event, { secret: `whsec_${randomBytes(24).toString('base64')}` }),
        await send(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(event),
        }),
      ];
      for (const res of bad) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('Invalid signature');
      }
      expect(await me(u)).toMatchObject({ plan: 'FREE', subscriptionStatus: 'ACTIVE' });
      // The genuine event still applies afterwards: refusals recorded nothing.
      expect((await send(event)).statusCode).toBe(200);
      expect(await me(u)).toMatchObject({ plan: 'PRO' });
    });

    it('maps subscription updates to plan and status, and a replayed event changes nothing', async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      const sub = 'sub_test_replay';
      const t0 = Math.floor(Date.now() / 1000);
      await send(completed(u, customer, sub, 'PRO', t0));

      const pastDue = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: sub, customer, status: 'past_due', price: PRICE_PRO }),
        { created: t0 + 10 },
      );
      expect((await send(pastDue)).statusCode).toBe(200);
      expect(await me(u)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'PAST_DUE' });

      const upgraded = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: sub, customer, status: 'active', price: PRICE_BUSINESS }),
        { created: t0 + 20 },
      );
      await send(upgraded);
      expect(await me(u)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'ACTIVE' });
      expect(await usage(u)).toMatchObject({ plan: 'BUSINESS', forms: { limit: null } });

      // Stripe redelivers the earlier event (same id): acknowledged, not applied again.
      const replay = await send(pastDue);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true });
      expect(await me(u)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'ACTIVE' });

      // An older state arriving late under another id does not roll the account back either.
      const late = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: sub, customer, status: 'unpaid', price: PRICE_PRO }),
        { created: t0 + 15 },
      );
      expect((await send(late)).statusCode).toBe(200);
      expect(await me(u)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'ACTIVE' });
    });

    it('attaches a subscription from its own events when the checkout event has not come yet', async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u, 'BUSINESS');
      const sub = 'sub_test_events_first';
      const incomplete = subscriptionObject({
        id: sub,
        customer,
        status: 'incomplete',
        price: PRICE_BUSINESS,
      });
      await send(stripeEvent('customer.subscription.created', incomplete));
      expect(await me(u)).toMatchObject({ plan: 'FREE', subscriptionStatus: 'ACTIVE' });
      const active = subscriptionObject({ id: sub, customer, status: 'active', price: PRICE_BUSINESS });
      await send(stripeEvent('customer.subscription.updated', active));
      expect(await me(u)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'ACTIVE' });
      // The checkout completion arriving afterwards keeps the state.
      await send(completed(u, customer, sub, 'BUSINESS'));
      expect(await me(u)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'ACTIVE' });
    });

    it('downgrades to FREE on deletion: forms are kept, FREE limits apply from then on', async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      const sub = 'sub_test_deleted';
      await send(completed(u, customer, sub, 'PRO'));
      for (let i = 0; i < 5; i++) await makeForm(t, u, { name: `Form ${i}` });

      const deleted = stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: sub, customer, status: 'canceled', price: PRICE_PRO }),
      );
      expect((await send(deleted)).statusCode).toBe(200);
      expect(await me(u)).toMatchObject({ plan: 'FREE', subscriptionStatus: 'ACTIVE' });
      expect(await usage(u)).toMatchObject({ plan: 'FREE', forms: { used: 5, limit: 3 } });

      const list = await t.app.inject({ method: 'GET', url: '/api/forms', headers: u.auth });
      expect(list.json().pagination.total).toBe(5);
      const more = await t.app.inject({
        method: 'POST',
        url: '/api/forms',
        headers: u.auth,
        payload: {
          name: 'One more',
          welcomeMessage: 'Hi',
          goodbyeMessage: 'Bye',
          questions: [{ order: 1, text: 'Name?', type: 'text', required: true }],
        },
      });
      expect(more.statusCode).toBe(403);
      expect(more.json()).toMatchObject({
        error: 'Plan limit reached: maximum 3 forms',
        code: 'FORM_LIMIT_REACHED',
      });

      // A new subscription later brings the paid plan back, and checkout is open again.
      expect((await checkout(u.auth, 'PRO')).statusCode).toBe(200);
    });

    it("marks a failed payment PAST_DUE: the user's widgets answer 403 SUBSCRIPTION_INACTIVE until it is paid", async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      const sub = 'sub_test_failed';
      const t0 = Math.floor(Date.now() / 1000);
      await send(completed(u, customer, sub, 'PRO', t0));
      const form = await makePublishedForm(t, u);
      const config = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/forms/${form.id}/config`,
          headers: { origin: 'https://site.example' },
        });
      expect((await config()).statusCode).toBe(200);

      const failed = stripeEvent(
        'invoice.payment_failed',
        {
          id: `in_test_${randomBytes(6).toString('hex')}`,
          object: 'invoice',
          customer,
          status: 'open',
          billing_reason: 'subscription_cycle',
          parent: { type: 'subscription_details', subscription_details: { subscription: sub, metadata: {} } },
        },
        { created: t0 + 5 },
      );
      expect((await send(failed)).statusCode).toBe(200);
      expect(await me(u)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'PAST_DUE' });
      const refused = await config();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'Account inactive', code: 'SUBSCRIPTION_INACTIVE' });

      const paid = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: sub, customer, status: 'active', price: PRICE_PRO }),
        { created: t0 + 60 },
      );
      await send(paid);
      expect(await me(u)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'ACTIVE' });
      expect((await config()).statusCode).toBe(200);
    });

    it('maps canceled and incomplete_expired to CANCELED on the current subscription', async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      const sub = 'sub_test_canceled';
      const t0 = Math.floor(Date.now() / 1000);
      await send(completed(u, customer, sub, 'PRO', t0));
      await send(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ id: sub, customer, status: 'canceled', price: PRICE_PRO }),
          { created: t0 + 1 },
        ),
      );
      expect(await me(u)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'CANCELED' });
    });

    it('acknowledges event types it does not act on, and events for unknown customers, changing nothing', async () => {
      const u = await makeUser(t, { plan: 'PRO' });
      for (const event of [
        stripeEvent('charge.succeeded', { id: 'ch_test_1', object: 'charge', customer: 'cus_nobody' }),
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionObject({ id: 'sub_x', customer: 'cus_nobody', status: 'canceled', price: PRICE_PRO }),
        ),
      ]) {
        const res = await send(event);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      expect(await me(u)).toMatchObject({ plan: 'PRO', subscriptionStatus: 'ACTIVE' });
    });

    it("ignores events about a subscription that is not the account's current one", async () => {
      const u = await makeUser(t);
      const customer = await customerOf(u);
      const t0 = Math.floor(Date.now() / 1000);
      await send(completed(u, customer, 'sub_test_current', 'BUSINESS', t0));
      await send(
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionObject({ id: 'sub_test_old', customer, status: 'canceled', price: PRICE_PRO }),
          { created: t0 + 1 },
        ),
      );
      expect(await me(u)).toMatchObject({ plan: 'BUSINESS', subscriptionStatus: 'ACTIVE' });
    });

    it('keeps the JSON API parsing JSON as before', async () => {
      const u = await makeUser(t);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { ...u.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Still JSON' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe('Still JSON');
    });
  });
});
