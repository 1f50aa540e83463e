import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeForm, makeUser, signUp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('creates and lists a form with an API key', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    const res = await t.app.inject({ method: 'GET', url: '/api/forms', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().forms[0].id).toBe(f.id);
  });
  it('signs up and reads /me with the cookie', async () => {
    const s = await signUp(t);
    expect(s.cookie).toContain('charla.session-token=');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: s.email, plan: 'FREE', apiKey: null });
  });
});
