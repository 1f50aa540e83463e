import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeForm, makeUser, type TestApp } from './helpers/app';
import { makePublishedForm, nextIp } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getConfig = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/forms/${id}/config`, headers: { origin: 'https://any.example' } });

describe('GET /api/forms/:id/config', () => {
  it('answers a published form with every field of the interface and CORS *', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, {
      objective: 'Qualify leads',
      allowedDomains: ['example.com'],
      questions: [
        { order: 2, text: 'Plan?', type: 'select', required: false, options: ['Basic', 'Pro'] },
        { order: 1, text: 'Name?', type: 'text', required: true },
      ],
    });
    const res = await getConfig(form.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toContain('application/json');
    const NEW_FIELDS = { help: null, validation: null, showIf: null };
    expect(res.json()).toEqual({
      id: form.id,
      name: 'Lead form',
      welcomeMessage: 'Hi! A few quick questions.',
      goodbyeMessage: 'Thanks, we will be in touch.',
      tone: 'FRIENDLY',
      questions: [
        { ...NEW_FIELDS, order: 1, text: 'Name?', type: 'text', required: true, options: null, key: 'name' },
        {
          ...NEW_FIELDS,
          order: 2,
          text: 'Plan?',
          type: 'select',
          required: false,
          options: ['Basic', 'Pro'],
          key: 'plan',
        },
      ],
      hiddenFields: [],
      style: {
        primaryColor: '#E11D62',
        avatarUrl: null,
        position: 'bottom-right',
        bubbleIcon: null,
        theme: 'auto',
      },
      language: 'ES',
      formType: 'CONVERSATIONAL',
      allowedDomains: ['example.com'],
      objective: 'Qualify leads',
      showBranding: true,
      botProtection: false,
    });
  });

  it('answers the CORS preflight', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/forms/frm_x/config',
      headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-methods'])).toContain('GET');
  });

  it('shows branding always on FREE, and as styled on paid plans', async () => {
    const free = await makeUser(t, { plan: 'FREE' });
    const pro = await makeUser(t, { plan: 'PRO' });
    const a = await makePublishedForm(t, free, { style: { showBranding: false } });
    const b = await makePublishedForm(t, pro, { style: { showBranding: false } });
    const c = await makePublishedForm(t, pro);
    expect((await getConfig(a.id)).json().showBranding).toBe(true);
    expect((await getConfig(b.id)).json().showBranding).toBe(false);
    expect((await getConfig(c.id)).json().showBranding).toBe(true);
  });

  it('is 404 with the form id for a missing or unpublished form', async () => {
    const owner = await makeUser(t);
    const draft = await makeForm(t, owner);
    for (const id of [draft.id, 'frm_doesnotexist']) {
      const res = await getConfig(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(`Form with id ${id} not found`);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('is 403 SUBSCRIPTION_INACTIVE for a paid owner whose subscription is not active', async () => {
    const owner = await makeUser(t, { plan: 'PRO', subscriptionStatus: 'PAST_DUE' });
    const form = await makePublishedForm(t, owner);
    const res = await getConfig(form.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Account inactive', code: 'SUBSCRIPTION_INACTIVE' });
    const free = await makeUser(t, { plan: 'FREE', subscriptionStatus: 'CANCELED' });
    const f2 = await makePublishedForm(t, free);
    expect((await getConfig(f2.id)).statusCode).toBe(200);
  });

  it('reflects an update, an unpublish and a delete at once on this instance', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner);
    expect((await getConfig(form.id)).json().name).toBe('Lead form');
    await t.app.inject({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      headers: owner.auth,
      payload: { name: 'Renamed' },
    });
    expect((await getConfig(form.id)).json().name).toBe('Renamed');
    await t.app.inject({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      headers: owner.auth,
      payload: { isPublished: false },
    });
    expect((await getConfig(form.id)).statusCode).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      headers: owner.auth,
      payload: { isPublished: true },
    });
    expect((await getConfig(form.id)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/forms/${form.id}`, headers: owner.auth });
    expect((await getConfig(form.id)).statusCode).toBe(404);
  });

  it('reaches another instance on the same database once its short cache entry expires', async () => {
    const other = await createTestApp({ database: t.database, formCacheTtlMs: 200 });
    try {
      const owner = await makeUser(t);
      const form = await makePublishedForm(t, owner);
      const read = async () =>
        (await other.app.inject({ method: 'GET', url: `/api/forms/${form.id}/config` })).json().name;
      expect(await read()).toBe('Lead form');
      await t.app.inject({
        method: 'PUT',
        url: `/api/forms/${form.id}`,
        headers: owner.auth,
        payload: { name: 'Seen elsewhere' },
      });
      let name = await read();
      for (let i = 0; i < 50 && name !== 'Seen elsewhere'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        name = await read();
      }
      expect(name).toBe('Seen elsewhere');
    } finally {
      await other.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('with REDIS_URL (several instances)', () => {
  it('drops the entry on every instance at once through Redis', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const a = await createTestApp({ database: t.database, env, formCacheTtlMs: 600_000 });
    const b = await createTestApp({ database: t.database, env, formCacheTtlMs: 600_000 });
    try {
      const owner = await makeUser(a);
      const form = await makePublishedForm(a, owner);
      const read = async () =>
        (await b.app.inject({ method: 'GET', url: `/api/forms/${form.id}/config` })).json().name;
      expect(await read()).toBe('Lead form');
      await a.app.inject({
        method: 'PUT',
        url: `/api/forms/${form.id}`,
        headers: owner.auth,
        payload: { name: 'Via Redis' },
      });
      let name = await read();
      for (let i = 0; i < 40 && name !== 'Via Redis'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        name = await read();
      }
      expect(name).toBe('Via Redis');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('shares one per-IP chat budget between instances', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const a = await createTestApp({ database: t.database, env });
    const b = await createTestApp({ database: t.database, env });
    try {
      // Redis connects in the background, and an instance counts on its own until it does (the documented
      // fallback): the shared budget starts once both report Redis up.
      for (const x of [a, b])
        for (let i = 0; i < 50; i++) {
          const body = (await x.app.inject({ method: 'GET', url: '/readyz' })).json() as { redis: string };
          if (body.redis === 'up') break;
          await new Promise((r) => setTimeout(r, 100));
        }
      const ip = nextIp();
      const send = (x: TestApp) =>
        x.app.inject({ method: 'POST', url: '/api/chat', headers: { 'x-forwarded-for': ip }, payload: {} });
      for (let i = 0; i < 15; i++) {
        expect((await send(a)).statusCode).toBe(400);
        expect((await send(b)).statusCode).toBe(400);
      }
      expect((await send(a)).statusCode).toBe(429);
      expect((await send(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
