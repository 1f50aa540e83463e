import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form as formTable } from '../src/server/db/schema';
import {
  as,
  createTestApp,
  formBody,
  makeForm,
  makeUser,
  TEST_PUBLIC_URL,
  type TestApp,
} from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { makeSessionUser } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';

async function storedForms(userId: string) {
  return t.db.select().from(formTable).where(eq(formTable.userId, userId));
}

describe('ownership', () => {
  it('another user gets 404 Form not found on get, put and delete, and the form stays as it was', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const f = await makeForm(t, owner);
    const url = `/api/forms/${f.id}`;
    expectErrorBody(await as(t, other)({ method: 'GET', url }), 404, 'Form not found');
    expectErrorBody(
      await as(t, other)({ method: 'PUT', url, payload: { name: 'Hijacked', isPublished: true } }),
      404,
      'Form not found',
    );
    expectErrorBody(await as(t, other)({ method: 'DELETE', url }), 404, 'Form not found');
    const after = await as(t, owner)({ method: 'GET', url });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(f);
  });

  it("answers the same for another user's form as for a form that does not exist", async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const f = await makeForm(t, owner);
    const foreign = await as(t, other)({ method: 'GET', url: `/api/forms/${f.id}` });
    const missing = await as(t, other)({ method: 'GET', url: '/api/forms/frm_00000000000000000000' });
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.json().error).toBe(missing.json().error);
  });

  it("never lists another user's forms, whatever the filter", async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const f = await makeForm(t, owner, { name: 'Secret plans' });
    await as(t, owner)({ method: 'PUT', url: `/api/forms/${f.id}`, payload: { isPublished: true } });
    for (const query of ['', '?search=Secret', '?isPublished=true', '?limit=100']) {
      const res = await as(t, other)({ method: 'GET', url: `/api/forms${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().forms).toEqual([]);
      expect(res.json().pagination.total).toBe(0);
    }
  });

  it("does not count another user's forms against one's own plan limit", async () => {
    const busy = await makeUser(t);
    for (let i = 0; i < 3; i++) await makeForm(t, busy);
    const fresh = await makeUser(t);
    for (let i = 0; i < 3; i++) await makeForm(t, fresh);
    expect(await storedForms(fresh.id)).toHaveLength(3);
  });

  it('cannot take over userId through the body', async () => {
    const u = await makeUser(t);
    const victim = await makeUser(t);
    const f = await makeForm(t, u);
    const created = await as(
      t,
      u,
    )({ method: 'POST', url: '/api/forms', payload: formBody({ userId: victim.id }) });
    expect(created.json().userId).toBe(u.id);
    const updated = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/forms/${f.id}`, payload: { userId: victim.id } });
    expect(updated.json().userId).toBe(u.id);
    expect(await storedForms(victim.id)).toEqual([]);
  });
});

describe('cross-site requests with the session cookie', () => {
  it('refuses a cookie-authenticated POST from another origin and creates nothing', async () => {
    const u = await makeSessionUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { cookie: u.cookie, origin: EVIL },
      payload: formBody(),
    });
    expectErrorBody(res, 403);
    expect(await storedForms(u.id)).toEqual([]);
  });

  it('refuses a cookie-authenticated PUT and DELETE from another origin and changes nothing', async () => {
    const u = await makeSessionUser(t);
    const f = await makeForm(t, u);
    const url = `/api/forms/${f.id}`;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: u.cookie, origin: EVIL },
      payload: { name: 'Pwned', isPublished: true },
    });
    expectErrorBody(put, 403);
    const del = await t.app.inject({ method: 'DELETE', url, headers: { cookie: u.cookie, origin: EVIL } });
    expectErrorBody(del, 403);
    const after = await as(t, u)({ method: 'GET', url });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(f);
  });

  it('refuses Origin: null and a cross-site Sec-Fetch-Site without Origin', async () => {
    const u = await makeSessionUser(t);
    const nullOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { cookie: u.cookie, origin: 'null' },
      payload: formBody(),
    });
    expectErrorBody(nullOrigin, 403);
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: { cookie: u.cookie, 'sec-fetch-site': 'cross-site' },
      payload: formBody(),
    });
    expectErrorBody(fetchSite, 403);
    expect(await storedForms(u.id)).toEqual([]);
  });

  it('refuses a look-alike origin (suffix or other scheme of the public URL)', async () => {
    const u = await makeSessionUser(t);
    for (const origin of [
      `${TEST_PUBLIC_URL}.evil.example`,
      TEST_PUBLIC_URL.replace('http:', 'https:'),
      'http://charla.test:8080',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forms',
        headers: { cookie: u.cookie, origin },
        payload: formBody(),
      });
      expectErrorBody(res, 403);
    }
    expect(await storedForms(u.id)).toEqual([]);
  });

  it('allows cookie-authenticated writes from the public URL', async () => {
    const u = await makeSessionUser(t);
    const headers = { cookie: u.cookie, origin: TEST_PUBLIC_URL };
    const created = await t.app.inject({ method: 'POST', url: '/api/forms', headers, payload: formBody() });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/forms/${created.json().id}`;
    const put = await t.app.inject({ method: 'PUT', url, headers, payload: { name: 'Renamed' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().name).toBe('Renamed');
    const del = await t.app.inject({ method: 'DELETE', url, headers });
    expect(del.statusCode, del.body).toBe(200);
    expect(await storedForms(u.id)).toEqual([]);
  });

  it('allows cookie-authenticated reads whatever the Origin', async () => {
    const u = await makeSessionUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/forms',
      headers: { cookie: u.cookie, origin: EVIL },
    });
    expect(res.statusCode).toBe(200);
  });

  it('allows API-key writes with any Origin (no cookie, no CSRF risk)', async () => {
    const u = await makeUser(t);
    const headers = { origin: EVIL };
    const created = await as(t, u)({ method: 'POST', url: '/api/forms', headers, payload: formBody() });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/forms/${created.json().id}`;
    const put = await as(t, u)({ method: 'PUT', url, headers, payload: { isPublished: true } });
    expect(put.statusCode, put.body).toBe(200);
    const del = await as(t, u)({ method: 'DELETE', url, headers: { origin: 'null' } });
    expect(del.statusCode, del.body).toBe(200);
  });
});

describe('response allow-list', () => {
  it('a form never carries fields outside the interface', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    expect(Object.keys(f).sort()).toEqual(
      [
        'allowedDomains',
        'automations',
        'botProtection',
        'businessDescription',
        'createdAt',
        'endings',
        'formType',
        'goodbyeMessage',
        'hiddenFields',
        'id',
        'isPublished',
        'knowledge',
        'language',
        'name',
        'notifications',
        'objective',
        'questions',
        'style',
        'tone',
        'updatedAt',
        'userId',
        'welcomeMessage',
      ].sort(),
    );
  });
});
