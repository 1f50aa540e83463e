import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, formBody, makeForm, makeUser, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('form field notifications', () => {
  it('defaults to off with no addresses, on create, get and list-free responses', async () => {
    const owner = await makeUser(t);
    const form = await makeForm(t, owner);
    expect(form.notifications).toEqual({ onCompleted: false, emails: [] });
    const got = await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}` });
    expect(got.json().notifications).toEqual({ onCompleted: false, emails: [] });
  });

  it('is accepted on create and merged key by key on update, addresses without repeats', async () => {
    const owner = await makeUser(t);
    const form = await makeForm(t, owner, {
      notifications: {
        onCompleted: true,
        emails: ['sales@example.com', ' Sales@Example.com ', 'b@example.com'],
      },
    });
    expect(form.notifications).toEqual({ onCompleted: true, emails: ['sales@example.com', 'b@example.com'] });
    const off = await as(
      t,
      owner,
    )({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      payload: { notifications: { onCompleted: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().notifications).toEqual({
      onCompleted: false,
      emails: ['sales@example.com', 'b@example.com'],
    });
    const emails = await as(
      t,
      owner,
    )({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      payload: { notifications: { emails: [] } },
    });
    expect(emails.json().notifications).toEqual({ onCompleted: false, emails: [] });
    // Another field's update leaves it alone.
    const renamed = await as(
      t,
      owner,
    )({ method: 'PUT', url: `/api/forms/${form.id}`, payload: { name: 'X' } });
    expect(renamed.json().notifications).toEqual({ onCompleted: false, emails: [] });
  });

  it('refuses a bad address or more than five with 400 Invalid data', async () => {
    const owner = await makeUser(t);
    for (const notifications of [
      { onCompleted: true, emails: ['not-an-address'] },
      { onCompleted: true, emails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com'] },
      { onCompleted: 'yes' },
    ]) {
      const res = await as(
        t,
        owner,
      )({ method: 'POST', url: '/api/forms', payload: formBody({ notifications }) });
      const body = expectErrorBody(res, 400, 'Invalid data') as { details?: Array<{ path?: string }> };
      expect(JSON.stringify(body.details)).toContain('notifications');
    }
    const five = ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com'];
    const ok = await makeForm(t, owner, { notifications: { onCompleted: true, emails: five } });
    expect(ok.notifications).toEqual({ onCompleted: true, emails: five });
  });
});
