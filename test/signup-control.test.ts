import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/server/config';
import { user } from '../src/server/db/schema';
import { createTestApp, nextIp, type TestApp } from './helpers/app';
import { secondHandle } from './helpers/db';
import { expectErrorBody } from './helpers/management-suite';

const TOKEN = 'a'.repeat(32);
const admin = { authorization: `Bearer ${TOKEN}` };

function signUp(t: TestApp, email: string, password = 'correct-horse-battery') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'x-forwarded-for': nextIp() },
    payload: { name: 'Someone', email, password },
  });
}
function signIn(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'x-forwarded-for': nextIp() },
    payload: { email, password },
  });
}

describe('SIGNUP=closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP: 'closed', ADMIN_TOKEN: TOKEN, DEFAULT_PLAN: 'BUSINESS' } });
  });
  afterAll(() => t.close());

  it('lets the first account sign up, then answers 403 Sign-up is closed', async () => {
    const first = await signUp(t, 'first@example.com');
    expect(first.statusCode, first.body).toBe(200);
    const second = await signUp(t, 'second@example.com');
    expectErrorBody(second, 403, 'Sign-up is closed');
    expect(second.headers['set-cookie']).toBeUndefined();
    // Nobody was made.
    const list = await t.app.inject({ url: '/api/admin/users?email=second', headers: admin });
    expect(list.json().users).toEqual([]);
    expect((await t.app.inject({ url: '/api/setup' })).json()).toMatchObject({
      hasUsers: true,
      signup: 'closed',
    });
  });

  it('the admin creates accounts that sign in, on the plan asked or DEFAULT_PLAN', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: {
        email: 'Team.Member@Example.com',
        name: 'Team Member',
        password: 'long-enough-pw',
        plan: 'PRO',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.stringMatching(/^usr_/),
      name: 'Team Member',
      email: 'team.member@example.com',
      plan: 'PRO',
      subscriptionStatus: 'ACTIVE',
      apiKey: null,
    });
    expect(res.json()).not.toHaveProperty('password');
    const login = await signIn(t, 'team.member@example.com', 'long-enough-pw');
    expect(login.statusCode, login.body).toBe(200);

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: { email: 'plain@example.com', name: 'Plain', password: 'long-enough-pw' },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().plan).toBe('BUSINESS');
  });

  it('answers 409 for a taken e-mail (any case) and 400 for invalid input', async () => {
    const body = { email: 'dup@example.com', name: 'Dup', password: 'long-enough-pw' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: { ...body, email: 'DUP@example.com' },
    });
    expectErrorBody(again, 409, 'A user with this e-mail already exists');
    for (const payload of [
      { ...body, email: 'not-an-email' },
      { ...body, email: 'new1@example.com', password: 'short' },
      { ...body, email: 'new2@example.com', name: '' },
      { ...body, email: 'new3@example.com', plan: 'GOLD' },
      { email: 'new4@example.com' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: admin, payload });
      const err = expectErrorBody(res, 400, 'Invalid data') as { details?: unknown[] };
      expect(err.details?.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
  });

  it('requires the admin token', async () => {
    const body = { email: 'x@example.com', name: 'X', password: 'long-enough-pw' };
    const none = await t.app.inject({ method: 'POST', url: '/api/admin/users', payload: body });
    expectErrorBody(none, 401, 'Unauthorized');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${'b'.repeat(32)}` },
      payload: body,
    });
    expectErrorBody(wrong, 401, 'Unauthorized');
  });
});

describe('SIGNUP=open (default)', () => {
  it('lets anyone sign up', async () => {
    const t = await createTestApp();
    try {
      expect((await signUp(t, 'one@example.com')).statusCode).toBe(200);
      expect((await signUp(t, 'two@example.com')).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/setup' })).json().signup).toBe('open');
    } finally {
      await t.close();
    }
  });
});

describe('DEFAULT_PLAN', () => {
  it('is BUSINESS without Stripe, FREE with it, and an explicit value always wins', () => {
    expect(parseEnv({}).DEFAULT_PLAN).toBe('BUSINESS');
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }).DEFAULT_PLAN).toBe('FREE');
    expect(parseEnv({ DEFAULT_PLAN: 'PRO', STRIPE_SECRET_KEY: 'sk_test_x' }).DEFAULT_PLAN).toBe('PRO');
    expect(parseEnv({ DEFAULT_PLAN: 'FREE' }).DEFAULT_PLAN).toBe('FREE');
  });

  it('gives a self-hosted instance BUSINESS accounts by default', async () => {
    // The test helper pins FREE; unset it as an operator would leave it.
    const t = await createTestApp({ env: { DEFAULT_PLAN: '' } });
    try {
      const res = await signUp(t, 'selfhost@example.com');
      expect(res.statusCode).toBe(200);
      const cookie = ([res.headers['set-cookie']].flat() as string[]).map((c) => c.split(';')[0]).join('; ');
      const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
      expect(me.json().plan).toBe('BUSINESS');
    } finally {
      await t.close();
    }
  });

  it('refuses settings it does not know', () => {
    expect(() => parseEnv({ SIGNUP: 'invite-only' })).toThrow(/SIGNUP/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(parseEnv({ MAIL_FROM: 'Acme <hello@acme.test>' }).MAIL_FROM).toBe('Acme <hello@acme.test>');
  });
});

describe('SIGNUP=closed on an empty instance, sign-ups racing', () => {
  async function race(apps: TestApp[]) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(apps[i % apps.length]!, `racer${i}@example.com`)),
    );
    const [{ n }] = (await apps[0]!.db.select({ n: count() }).from(user)) as [{ n: number }];
    return { answers, accounts: n };
  }

  it('20 at once on one instance: exactly one account', async () => {
    const t = await createTestApp({ env: { SIGNUP: 'closed' } });
    try {
      const { answers, accounts } = await race([t]);
      expect(accounts).toBe(1);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200))
        expectErrorBody(r, 403, 'Sign-up is closed');
    } finally {
      await t.close();
    }
  });

  it('20 at once on two instances sharing the database: exactly one account', async () => {
    const a = await createTestApp({ env: { SIGNUP: 'closed' } });
    const handle = await secondHandle(a.database);
    const b = await createTestApp({ env: { SIGNUP: 'closed' }, database: handle });
    try {
      const { answers, accounts } = await race([a, b]);
      expect(accounts).toBe(1);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of answers.filter((x) => x.statusCode !== 200))
        expectErrorBody(r, 403, 'Sign-up is closed');
    } finally {
      await b.close();
      await handle.close();
      await a.close();
    }
  });
});
