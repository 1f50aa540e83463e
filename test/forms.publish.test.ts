import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withFile = (required: boolean) => ({
  formType: 'CLASSIC',
  questions: [
    { order: 1, text: 'Name', type: 'text', required: true },
    { order: 2, text: 'Your CV', type: 'file', required, fileCategory: 'document' },
  ],
});
const PLAN_MSG =
  'Cannot publish: a required file question needs file uploads, which are not available on this plan';

const put = (app: TestApp, u: TestUser, id: string, payload: Record<string, unknown>) =>
  as(app, u)({ method: 'PUT', url: `/api/forms/${id}`, payload });

describe('publishing a form nobody could answer', () => {
  it('refuses on a plan without uploads when a file question is required, and leaves it unpublished', async () => {
    const u = await makeUser(t, { plan: 'FREE' });
    const form = await makeForm(t, u, withFile(true));
    const res = await put(t, u, form.id, { isPublished: true });
    const body = expectErrorBody(res, 403, PLAN_MSG) as { code?: string };
    expect(body.code).toBe('FEATURE_NOT_AVAILABLE');
    const got = await as(t, u)({ method: 'GET', url: `/api/forms/${form.id}` });
    expect(got.json().isPublished).toBe(false);
  });

  it('allows an optional file question on FREE, and a required one on PRO', async () => {
    const free = await makeUser(t, { plan: 'FREE' });
    const optional = await makeForm(t, free, withFile(false));
    expect((await put(t, free, optional.id, { isPublished: true })).statusCode).toBe(200);
    const pro = await makeUser(t, { plan: 'PRO' });
    const required = await makeForm(t, pro, withFile(true));
    expect((await put(t, pro, required.id, { isPublished: true })).statusCode).toBe(200);
  });

  it('refuses making a file question required on a published FREE form; other edits still work', async () => {
    const u = await makeUser(t, { plan: 'FREE' });
    const form = await makeForm(t, u, withFile(false));
    expect((await put(t, u, form.id, { isPublished: true })).statusCode).toBe(200);
    const res = await put(t, u, form.id, withFile(true));
    expectErrorBody(res, 403, PLAN_MSG);
    expect((await put(t, u, form.id, { name: 'Renamed' })).statusCode).toBe(200);
    // Unpublishing with the change is fine: a draft may hold it.
    expect((await put(t, u, form.id, { ...withFile(true), isPublished: false })).statusCode).toBe(200);
  });

  it('refuses on an instance without file storage, whatever the plan', async () => {
    const app = await createTestApp({ env: { STORAGE_DRIVER: 'none' } });
    try {
      const u = await makeUser(app, { plan: 'BUSINESS' });
      const form = await makeForm(app, u, withFile(true));
      const res = await put(app, u, form.id, { isPublished: true });
      expectErrorBody(
        res,
        403,
        'Cannot publish: a required file question needs file uploads, which are not available on this instance',
      );
    } finally {
      await app.close();
    }
  });
});
