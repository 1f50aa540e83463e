import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey as apiKeyTable, user as userTable } from '../src/server/db/schema';
import {
  as,
  createTestApp,
  makeForm,
  makeUser,
  nextIp,
  signUp,
  TEST_PUBLIC_URL,
  type TestApp,
} from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertConversation, insertPipeline, sleep } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return [res.headers['set-cookie']].flat().filter(Boolean) as string[];
}

describe('GET /api/users/me', () => {
  it('returns exactly the User fields with the key masked', async () => {
    const u = await makeUser(t, { plan: 'PRO', name: 'Ada Lovelace' });
    const res = await as(t, u)({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(Object.keys(me).sort()).toEqual(
      ['apiKey', 'createdAt', 'email', 'id', 'image', 'name', 'plan', 'subscriptionStatus'].sort(),
    );
    expect(me).toEqual({
      id: u.id,
      name: 'Ada Lovelace',
      email: u.email,
      image: null,
      plan: 'PRO',
      subscriptionStatus: 'ACTIVE',
      apiKey: `chl_...${u.apiKey.slice(-4)}`,
      createdAt: expect.stringMatching(ISO),
    });
    expect(res.body).not.toContain(u.apiKey);
    expect(res.body).not.toContain(sha256(u.apiKey));
    expect(res.body.toLowerCase()).not.toMatch(/hash|password/);
  });

  it('shows no password or hash for a signed-up user either', async () => {
    const s = await signUp(t, { password: 'a-very-secret-password' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('a-very-secret-password');
    expect(res.body.toLowerCase()).not.toMatch(/hash|password|scrypt/);
    expect(res.json().apiKey).toBeNull();
  });
});

describe('POST /api/users/me/api-key', () => {
  it('returns a new 68-character key; the old one stops working at once', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'POST', url: '/api/users/me/api-key' });
    expect(res.statusCode, res.body).toBe(200);
    const { apiKey } = res.json();
    expect(Object.keys(res.json())).toEqual(['apiKey']);
    expect(apiKey).toHaveLength(68);
    expect(apiKey).toMatch(/^chl_[0-9a-f]{64}$/);
    expect(apiKey).not.toBe(u.apiKey);

    const old = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.auth });
    expectErrorBody(old, 401, 'Unauthorized');
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().apiKey).toBe(`chl_...${apiKey.slice(-4)}`);
  });

  it('stores only the SHA-256 hex of the key', async () => {
    const u = await makeUser(t);
    const { apiKey } = (await as(t, u)({ method: 'POST', url: '/api/users/me/api-key' })).json();
    const rows = await t.db.select().from(apiKeyTable).where(eq(apiKeyTable.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyHash).toBe(sha256(apiKey));
    expect(rows[0]!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(apiKey);
    expect(stored).not.toContain(apiKey.slice(4));
    const userRow = JSON.stringify(await t.db.select().from(userTable).where(eq(userTable.id, u.id)));
    expect(userRow).not.toContain(apiKey.slice(4));
  });

  it('lets a signed-in user create a first key with the cookie', async () => {
    const s = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/api-key',
      headers: { cookie: s.cookie, origin: TEST_PUBLIC_URL },
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().apiKey as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(me.json().id).toBe(s.id);
  });

  it('refuses a key that differs from a live one by case or by one character', async () => {
    const u = await makeUser(t);
    const upper = `chl_${u.apiKey.slice(4).toUpperCase()}`;
    const last = u.apiKey.slice(-1) === '0' ? '1' : '0';
    for (const key of [upper, `${u.apiKey.slice(0, -1)}${last}`, `${u.apiKey}0`, ` ${u.apiKey}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${key}` },
      });
      expectErrorBody(res, 401, 'Unauthorized');
    }
  });
});

describe('PUT /api/users/me', () => {
  it('renames the user (1-100 characters)', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'PUT', url: '/api/users/me', payload: { name: 'Grace Hopper' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, name: 'Grace Hopper', email: u.email });
    const long = await as(t, u)({ method: 'PUT', url: '/api/users/me', payload: { name: 'n'.repeat(100) } });
    expect(long.statusCode).toBe(200);
    expect((await as(t, u)({ method: 'GET', url: '/api/users/me' })).json().name).toBe('n'.repeat(100));
  });

  it("refuses '' and 101 characters and changes nothing", async () => {
    const u = await makeUser(t, { name: 'Kept' });
    for (const payload of [{ name: '' }, { name: 'n'.repeat(101) }, { name: '   ' }, {}, { name: 5 }]) {
      const res = await as(t, u)({ method: 'PUT', url: '/api/users/me', payload });
      expectErrorBody(res, 400, 'Invalid data');
    }
    expect((await as(t, u)({ method: 'GET', url: '/api/users/me' })).json().name).toBe('Kept');
  });

  it('ignores attempts to change plan or email through it', async () => {
    const u = await makeUser(t);
    const res = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: 'Sneaky', plan: 'BUSINESS', email: 'boss@example.com', subscriptionStatus: 'ACTIVE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Sneaky', plan: 'FREE', email: u.email });
  });
});

describe('sign-up, sign-in and sign-out', () => {
  it('sign-up sets an HttpOnly, SameSite=Lax cookie named charla.session-token', async () => {
    const email = `cookie-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { name: 'Cookie Monster', email, password: 'correct-horse-battery' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = setCookies(res).find((c) => c.startsWith('charla.session-token='));
    expect(session, JSON.stringify(setCookies(res))).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(res.body).not.toContain('correct-horse-battery');
  });

  it('signs in, and after sign-out the old cookie answers 401', async () => {
    const s = await signUp(t, { password: 'pass-word-123' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { email: s.email, password: 'pass-word-123' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = setCookies(signIn)
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('charla.session-token=');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(s.email);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_PUBLIC_URL },
    });
    expect(out.statusCode, out.body).toBe(200);
    const cleared = setCookies(out).find((c) => c.startsWith('charla.session-token='));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expectErrorBody(after, 401, 'Unauthorized');
    // The sign-up session is a different one and still works.
    const other = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: s.cookie } });
    expect(other.statusCode).toBe(200);
  });

  it('a wrong password answers 401 with an error field and no cookie', async () => {
    const s = await signUp(t, { password: 'right-password' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { email: s.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().error).toBe('string');
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    expect(setCookies(res).filter((c) => /charla\.session-token=[^;]+/.test(c))).toEqual([]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { email: 'nobody-here@example.com', password: 'whatever-123' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe(res.json().error);
  });

  it('a forged session cookie answers 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: 'charla.session-token=forged.value' },
    });
    expectErrorBody(res, 401, 'Unauthorized');
  });

  it('a new user gets the FREE plan by default', async () => {
    const s = await signUp(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: s.cookie } });
    expect(me.json()).toMatchObject({ plan: 'FREE', subscriptionStatus: 'ACTIVE' });
  });

  it('cannot pick its own plan at sign-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': nextIp() },
      payload: {
        name: 'Greedy',
        email: `greedy-${Date.now()}@example.com`,
        password: 'correct-horse-battery',
        plan: 'BUSINESS',
      },
    });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 200) {
      const [row] = await t.db.select().from(userTable).where(eq(userTable.id, res.json().user.id));
      expect(row!.plan).toBe('FREE');
    }
  });

  describe('with DEFAULT_PLAN=BUSINESS', () => {
    let business: TestApp;
    beforeAll(async () => {
      business = await createTestApp({ env: { DEFAULT_PLAN: 'BUSINESS' }, database: t.database });
    });
    afterAll(() => business.close());

    it('a new user gets DEFAULT_PLAN', async () => {
      const s = await signUp(business);
      const me = await business.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { cookie: s.cookie },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().plan).toBe('BUSINESS');
      const usage = await business.app.inject({
        method: 'GET',
        url: '/api/usage',
        headers: { cookie: s.cookie },
      });
      expect(usage.json().forms.limit).toBeNull();
    });
  });
});

describe('GET /api/usage', () => {
  function currentMonth() {
    const now = new Date();
    return {
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
      end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    };
  }

  it('FREE: limits, features and current counts', async () => {
    const u = await makeUser(t, { plan: 'FREE' });
    await makeForm(t, u);
    await makeForm(t, u);
    const res = await as(t, u)({ method: 'GET', url: '/api/usage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      plan: 'FREE',
      period: currentMonth(),
      forms: { used: 2, limit: 3 },
      conversations: { used: 0, limit: 100 },
      messagesPerConversation: { limit: 20 },
      pipelines: { used: 0, limit: 0 },
      deals: { used: 0, limit: 0 },
      tickets: { used: 0, limit: 0 },
      storageBytes: { used: 0, limit: 0 },
      features: {
        webhooks: false,
        pipelines: false,
        tickets: false,
        fileUploads: false,
        removeBranding: false,
      },
    });
  });

  it('PRO: limits and features', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    await insertPipeline(t, u.id);
    const res = await as(t, u)({ method: 'GET', url: '/api/usage' });
    expect(res.json()).toEqual({
      plan: 'PRO',
      period: currentMonth(),
      forms: { used: 0, limit: 20 },
      conversations: { used: 0, limit: 2000 },
      messagesPerConversation: { limit: 50 },
      pipelines: { used: 1, limit: 3 },
      deals: { used: 0, limit: 500 },
      tickets: { used: 0, limit: 500 },
      storageBytes: { used: 0, limit: 1024 ** 3 },
      features: { webhooks: true, pipelines: true, tickets: true, fileUploads: true, removeBranding: true },
    });
  });

  it('BUSINESS: null means unlimited', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    const res = await as(t, u)({ method: 'GET', url: '/api/usage' });
    expect(res.json()).toEqual({
      plan: 'BUSINESS',
      period: currentMonth(),
      forms: { used: 0, limit: null },
      conversations: { used: 0, limit: 20000 },
      messagesPerConversation: { limit: 100 },
      pipelines: { used: 0, limit: null },
      deals: { used: 0, limit: null },
      tickets: { used: 0, limit: null },
      storageBytes: { used: 0, limit: 10 * 1024 ** 3 },
      features: { webhooks: true, pipelines: true, tickets: true, fileUploads: true, removeBranding: true },
    });
  });

  it("counts only the caller's forms", async () => {
    const u = await makeUser(t);
    const other = await makeUser(t);
    await makeForm(t, other);
    await makeForm(t, other);
    await makeForm(t, u);
    expect((await as(t, u)({ method: 'GET', url: '/api/usage' })).json().forms).toEqual({
      used: 1,
      limit: 3,
    });
  });
});

describe('GET /api/dashboard/stats', () => {
  const DAY = 86_400_000;
  const todayUtc = () => new Date().toISOString().slice(0, 10);

  it('an empty account: zeros and 30 empty days ending today', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'GET', url: '/api/dashboard/stats' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      totalForms: 0,
      publishedForms: 0,
      totalConversations: 0,
      completedConversations: 0,
      completionRate: 0,
      conversationsThisMonth: 0,
      recentConversations: [],
    });
    expect(s.conversationsByDay).toHaveLength(30);
    expect(s.conversationsByDay.at(-1)).toEqual({ date: todayUtc(), count: 0 });
    expect(s.conversationsByDay.every((d: { count: number }) => d.count === 0)).toBe(true);
  });

  it('counts forms, conversations by day and status, and shows the 5 newest', async () => {
    const u = await makeUser(t);
    const a = await makeForm(t, u, { name: 'Stats A' });
    await makeForm(t, u, { name: 'Stats B' });
    await as(t, u)({ method: 'PUT', url: `/api/forms/${a.id}`, payload: { isPublished: true } });
    const f = { id: a.id, userId: u.id };
    const now = Date.now();
    const today = new Date(now);
    const ids: string[] = [];
    // Oldest first: 40 days ago (outside the window), 10 days ago, 2 days ago, then five today.
    ids.push(
      (await insertConversation(t, f, { status: 'COMPLETED', createdAt: new Date(now - 40 * DAY) })).id,
    );
    ids.push(
      (await insertConversation(t, f, { status: 'COMPLETED', createdAt: new Date(now - 10 * DAY) })).id,
    );
    ids.push(
      (await insertConversation(t, f, { status: 'ABANDONED', createdAt: new Date(now - 2 * DAY) })).id,
    );
    for (let i = 0; i < 5; i++) {
      const status = i === 0 ? 'COMPLETED' : 'ACTIVE';
      ids.push((await insertConversation(t, f, { status, createdAt: new Date(now - (5 - i) * 1000) })).id);
    }
    const other = await makeUser(t);
    const otherForm = await makeForm(t, other);
    await insertConversation(t, { id: otherForm.id, userId: other.id }, { status: 'COMPLETED' });

    const s = (await as(t, u)({ method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(s.totalForms).toBe(2);
    expect(s.publishedForms).toBe(1);
    expect(s.totalConversations).toBe(8);
    expect(s.completedConversations).toBe(3);
    expect(s.completionRate).toBe(37.5);

    const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
    const expectedThisMonth = [now - 40 * DAY, now - 10 * DAY, now - 2 * DAY, ...Array(5).fill(now)].filter(
      (ms) => ms >= monthStart,
    ).length;
    expect(s.conversationsThisMonth).toBe(expectedThisMonth);

    const days: Array<{ date: string; count: number }> = s.conversationsByDay;
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    expect(days.at(-1)!.date).toBe(todayUtc());
    expect(new Set(days.map((d) => d.date)).size).toBe(30);
    const byDate = new Map(days.map((d) => [d.date, d.count]));
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // Counts by UTC day: the five of "now" may straddle midnight only in theory; sum them by their own dates.
    const expected = new Map<string, number>();
    for (const ms of [
      now - 10 * DAY,
      now - 2 * DAY,
      ...Array.from({ length: 5 }, (_, i) => now - (5 - i) * 1000),
    ])
      expected.set(dayOf(ms), (expected.get(dayOf(ms)) ?? 0) + 1);
    for (const [date, count] of expected) expect(byDate.get(date), date).toBe(count);
    expect(days.reduce((n, d) => n + d.count, 0)).toBe(7);

    expect(s.recentConversations).toHaveLength(5);
    expect(s.recentConversations.map((c: { id: string }) => c.id)).toEqual(ids.slice(3).reverse());
    expect(s.recentConversations[0]).toMatchObject({
      formId: a.id,
      form: { id: a.id, name: 'Stats A', formType: 'CONVERSATIONAL' },
      _count: { messages: 0 },
    });
  });

  it('rounds completionRate to one decimal', async () => {
    const u = await makeUser(t);
    const a = await makeForm(t, u);
    const f = { id: a.id, userId: u.id };
    await insertConversation(t, f, { status: 'COMPLETED' });
    await insertConversation(t, f, { status: 'ACTIVE' });
    await insertConversation(t, f, { status: 'ACTIVE' });
    await sleep(1);
    const s = (await as(t, u)({ method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(s.completionRate).toBe(33.3);
  });
});
