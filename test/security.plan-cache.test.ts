import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { signEvent, stripeEvent, subscriptionObject } from './helpers/fake-stripe';
import { makePublishedForm } from './helpers/widget';

// A cache that would stay stale for a minute: only invalidation can make these tests pass.
const TTL = 60_000;
const ADMIN_TOKEN = `admin-${randomBytes(12).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const env = {
  ADMIN_TOKEN,
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: 'price_pro_monthly',
  STRIPE_PRICE_BUSINESS: 'price_business_monthly',
  // Nothing here calls Stripe: webhook signatures are checked locally.
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env, formCacheTtlMs: TTL });
});
afterAll(() => t.close());

const config = (x: TestApp, formId: string) =>
  x.app.inject({ method: 'GET', url: `/api/forms/${formId}/config` });

const setPlan = (x: TestApp, u: TestUser, patch: Record<string, string>) =>
  x.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${u.id}`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    payload: patch,
  });

/** A PRO owner with a published form that hides the branding, its config already cached. */
async function brandlessForm(x: TestApp) {
  const u = await makeUser(x, { plan: 'PRO' });
  const form = await makePublishedForm(x, u, { style: { showBranding: false } });
  const res = await config(x, form.id);
  expect(res.json().showBranding).toBe(false);
  return { u, form };
}

describe('an owner plan or subscription change reaches the widget config at once', () => {
  it('admin API: a FREE downgrade shows the branding on the next request', async () => {
    const { u, form } = await brandlessForm(t);
    expect((await setPlan(t, u, { plan: 'FREE' })).statusCode).toBe(200);
    expect((await config(t, form.id)).json().showBranding).toBe(true);
  });

  it('admin API: a reactivated account stops answering 403 Account inactive', async () => {
    const { u, form } = await brandlessForm(t);
    await setPlan(t, u, { subscriptionStatus: 'PAST_DUE' });
    const refused = await config(t, form.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Account inactive', code: 'SUBSCRIPTION_INACTIVE' });
    await setPlan(t, u, { subscriptionStatus: 'ACTIVE' });
    expect((await config(t, form.id)).statusCode).toBe(200);
  });

  it('billing: a deleted subscription downgrades the widget to FREE at once', async () => {
    const { u, form } = await brandlessForm(t);
    const event = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject({
        id: `sub_${randomBytes(6).toString('hex')}`,
        customer: `cus_${randomBytes(6).toString('hex')}`,
        status: 'canceled',
        price: env.STRIPE_PRICE_PRO,
        userId: u.id,
      }),
    );
    const { payload, signature } = signEvent(event, WEBHOOK_SECRET);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await config(t, form.id)).json().showBranding).toBe(true);
  });

  it('other owners keep their cached forms', async () => {
    const a = await brandlessForm(t);
    const b = await brandlessForm(t);
    // Changed behind the cache's back: only a reload would show it.
    await t.db.execute(sql`update "user" set plan = 'FREE' where id = ${b.u.id}`);
    await setPlan(t, a.u, { plan: 'FREE' });
    expect((await config(t, a.form.id)).json().showBranding).toBe(true);
    expect((await config(t, b.form.id)).json().showBranding).toBe(false);
  });
});

describe.runIf(process.env.REDIS_URL)('on every instance (Redis pub/sub)', () => {
  it('a change made through one instance drops the forms cached by another', async () => {
    const redisEnv = { ...env, REDIS_URL: process.env.REDIS_URL! };
    const a = await createTestApp({ database: t.database, env: redisEnv, formCacheTtlMs: TTL });
    const b = await createTestApp({ database: t.database, env: redisEnv, formCacheTtlMs: TTL });
    try {
      const { u, form } = await brandlessForm(b);
      await setPlan(a, u, { plan: 'FREE' });
      await expect.poll(async () => (await config(b, form.id)).json().showBranding).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    '`charla user set-plan` in another process reaches running instances',
    async () => {
      const b = await createTestApp({
        database: t.database,
        env: { ...env, REDIS_URL: process.env.REDIS_URL! },
        formCacheTtlMs: TTL,
      });
      try {
        const { u, form } = await brandlessForm(b);
        const result = (await t.db.execute(sql`select current_database() as name`)) as {
          rows: { name: string }[];
        };
        const row = result.rows[0];
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${row!.name}`;
        const code = await new Promise<number | null>((resolve, reject) => {
          const bin = fileURLToPath(new URL('../bin/charla.js', import.meta.url));
          const child = spawn(process.execPath, [bin, 'user', 'set-plan', u.email, 'FREE'], {
            env: {
              PATH: process.env.PATH ?? '/usr/bin:/bin',
              DATABASE_URL: url.toString(),
              REDIS_URL: process.env.REDIS_URL!,
              SECRET_KEY: 'x'.repeat(32),
            },
            stdio: 'ignore',
          });
          child.on('error', reject);
          child.on('close', resolve);
        });
        expect(code).toBe(0);
        await expect.poll(async () => (await config(b, form.id)).json().showBranding).toBe(true);
      } finally {
        await b.close();
      }
    },
  );
});
