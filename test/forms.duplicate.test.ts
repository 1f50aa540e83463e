import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form as formTable } from '../src/server/db/schema';
import { as, createTestApp, makeForm, makeUser, type TestApp } from './helpers/app';
import { describeManagementRoute, expectErrorBody } from './helpers/management-suite';
import { insertConversation } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const duplicate = (owner: { auth: Record<string, string> }, id: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/forms/${id}/duplicate`, headers: owner.auth, payload });

describeManagementRoute(() => t, {
  method: 'POST',
  url: ({ id }) => `/api/forms/${id}/duplicate`,
  resource: async (tt, owner) => (await makeForm(tt, owner)).id,
  body: () => ({}),
  invalidBody: { name: '' },
  foreignMessage: 'Form not found',
});

describe('POST /api/forms/:id/duplicate', () => {
  it('makes an unpublished copy named "… (copy)" with everything the form holds, but none of its conversations', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS' });
    const original = await makeForm(t, owner, {
      name: 'Lead form',
      businessDescription: 'We build websites',
      tone: 'FORMAL',
      language: 'EN',
      formType: 'CLASSIC',
      allowedDomains: ['example.com'],
      objective: 'Qualify leads',
      style: { primaryColor: '#112233', position: 'bottom-left' },
      notifications: { onCompleted: true, emails: ['sales@example.com'] },
      botProtection: true,
    });
    await as(t, owner)({ method: 'PUT', url: `/api/forms/${original.id}`, payload: { isPublished: true } });
    await insertConversation(t, { id: original.id, userId: owner.id }, { status: 'COMPLETED' });

    const res = await duplicate(owner, original.id);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    const source = (await as(t, owner)({ method: 'GET', url: `/api/forms/${original.id}` })).json();
    const { id, name, isPublished, createdAt, updatedAt, ...content } = copy;
    const { id: _i, name: _n, isPublished: _p, createdAt: _c, updatedAt: _u, ...sourceContent } = source;
    expect(content).toEqual(sourceContent);
    expect(id).not.toBe(original.id);
    expect(name).toBe('Lead form (copy)');
    expect(isPublished).toBe(false);
    expect(source.isPublished).toBe(true);

    const list = (await as(t, owner)({ method: 'GET', url: '/api/forms' })).json();
    expect(list.forms.map((f: { id: string }) => f.id)).toEqual([id, original.id]);
    expect(list.forms[0]._count.conversations).toBe(0);
    expect(list.forms[1]._count.conversations).toBe(1);
  });

  it('takes the name it is given, and keeps a long default name within 200 characters', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS' });
    const original = await makeForm(t, owner, { name: 'x'.repeat(200) });
    const named = await duplicate(owner, original.id, { name: 'Encuesta (copia)' });
    expect(named.json().name).toBe('Encuesta (copia)');
    const long = await duplicate(owner, original.id);
    expect(long.statusCode).toBe(201);
    expect(long.json().name).toBe(`${'x'.repeat(193)} (copy)`);
  });

  it('counts against the plan: 403 FORM_LIMIT_REACHED at the limit, nothing created', async () => {
    const owner = await makeUser(t, { plan: 'FREE' });
    const first = await makeForm(t, owner);
    await makeForm(t, owner);
    expect((await duplicate(owner, first.id)).statusCode).toBe(201);
    const refused = await duplicate(owner, first.id);
    expectErrorBody(refused, 403, 'Plan limit reached: maximum 3 forms');
    expect(refused.json().code).toBe('FORM_LIMIT_REACHED');
    expect(await t.db.select().from(formTable).where(eq(formTable.userId, owner.id))).toHaveLength(3);
  });

  it('lets one of two simultaneous copies through at the edge of the limit', async () => {
    const owner = await makeUser(t, { plan: 'FREE' });
    const first = await makeForm(t, owner);
    await makeForm(t, owner);
    const results = await Promise.all([duplicate(owner, first.id), duplicate(owner, first.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await t.db.select().from(formTable).where(eq(formTable.userId, owner.id))).toHaveLength(3);
  });

  it('answers 404 Form not found for a missing form even at the limit', async () => {
    const owner = await makeUser(t, { plan: 'FREE' });
    for (let i = 0; i < 3; i++) await makeForm(t, owner);
    expectErrorBody(await duplicate(owner, 'frm_doesnotexist00000000'), 404, 'Form not found');
  });
});
