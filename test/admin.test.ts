import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';

const TOKEN = 'x'.repeat(32);
const admin = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN: TOKEN } });
  // The same database behind an instance without ADMIN_TOKEN.
  closed = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await closed.close();
  await t.close();
});

describe('without ADMIN_TOKEN', () => {
  it('the admin routes do not exist', async () => {
    const u = await makeUser(closed);
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users?email=${encodeURIComponent(u.email)}`],
      ['PUT', `/api/admin/users/${u.id}`],
    ] as const) {
      const res = await closed.app.inject({
        method,
        url,
        headers: admin,
        payload: method === 'PUT' ? { plan: 'PRO' } : undefined,
      });
      expectErrorBody(res, 404);
    }
    // Nor does a user's API key open them.
    const res = await closed.app.inject({ method: 'GET', url: '/api/admin/users', headers: u.auth });
    expectErrorBody(res, 404);
  });
});

describe('with ADMIN_TOKEN', () => {
  it('answers 401 for a missing or wrong token', async () => {
    const u = await makeUser(t);
    const wrong = [
      {},
      { authorization: 'Bearer' },
      { authorization: `Bearer ${'y'.repeat(32)}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(1)}` },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
      u.auth,
    ];
    for (const headers of wrong) {
      expectErrorBody(
        await t.app.inject({ method: 'GET', url: '/api/admin/users', headers }),
        401,
        'Unauthorized',
      );
      expectErrorBody(
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${u.id}`,
          headers,
          payload: { plan: 'BUSINESS' },
        }),
        401,
        'Unauthorized',
      );
    }
    expect((await as(t, u)({ method: 'GET', url: '/api/users/me' })).json().plan).toBe('FREE');
  });

  it('does not accept the admin token as a user API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/forms', headers: admin });
    expectErrorBody(res, 401, 'Unauthorized');
  });

  it('GET /api/admin/users?email= finds a user', async () => {
    const u = await makeUser(t, { email: `Findable-${Date.now()}@Example.com` });
    await makeUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?email=${encodeURIComponent(u.email.toLowerCase())}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { users } = res.json();
    expect(users).toHaveLength(1);
    expect(users[0]).toEqual({
      id: u.id,
      name: u.name,
      email: u.email,
      image: null,
      plan: 'FREE',
      subscriptionStatus: 'ACTIVE',
      apiKey: `chl_...${u.apiKey.slice(-4)}`,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain(u.apiKey);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?email=nobody-at-all%40nowhere',
      headers: admin,
    });
    expect(none.json()).toEqual({ users: [] });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().users.length).toBeGreaterThanOrEqual(2);
  });

  it("PUT {plan: PRO} changes the plan and the user's usage shows PRO limits", async () => {
    const u = await makeUser(t);
    for (let i = 0; i < 3; i++) await makeForm(t, u);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${u.id}`,
      headers: admin,
      payload: { plan: 'PRO' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, plan: 'PRO', subscriptionStatus: 'ACTIVE' });
    const usage = (await as(t, u)({ method: 'GET', url: '/api/usage' })).json();
    expect(usage).toMatchObject({
      plan: 'PRO',
      forms: { used: 3, limit: 20 },
      conversations: { limit: 2000 },
      messagesPerConversation: { limit: 50 },
      pipelines: { limit: 3 },
      features: { webhooks: true, pipelines: true, tickets: true, fileUploads: true, removeBranding: true },
    });
    // The new limit applies at once: a 4th form is now allowed.
    await makeForm(t, u);
  });

  it('PUT {subscriptionStatus: PAST_DUE} changes only the status', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${u.id}`,
      headers: admin,
      payload: { subscriptionStatus: 'PAST_DUE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'PRO', subscriptionStatus: 'PAST_DUE' });
    expect((await as(t, u)({ method: 'GET', url: '/api/users/me' })).json().subscriptionStatus).toBe(
      'PAST_DUE',
    );
  });

  it('PUT for an unknown id answers 404', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/users/usr_nobody',
      headers: admin,
      payload: { plan: 'PRO' },
    });
    expectErrorBody(res, 404);
  });

  it('PUT with a bad plan or status answers 400 and changes nothing', async () => {
    const u = await makeUser(t);
    for (const payload of [
      { plan: 'GOLD' },
      { plan: 'pro' },
      { subscriptionStatus: 'SUSPENDED' },
      { plan: 3 },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${u.id}`,
        headers: admin,
        payload,
      });
      expectErrorBody(res, 400, 'Invalid data');
    }
    expect((await as(t, u)({ method: 'GET', url: '/api/users/me' })).json()).toMatchObject({
      plan: 'FREE',
      subscriptionStatus: 'ACTIVE',
    });
  });
});
