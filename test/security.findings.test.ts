import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, formBody, makeUser, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROTO_NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('question texts that are names of Object.prototype', () => {
  const questions = PROTO_NAMES.map((text, i) => ({ order: i + 1, text, type: 'text', required: true }));

  it('classic submit: a missing answer is a 400 naming the question, a full one is stored under each name', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, { formType: 'CLASSIC', questions });
    const v = visitor(t);
    expectErrorBody(await v.submit(form.id, {}), 400, 'Missing required field: constructor');
    const answers = Object.fromEntries(PROTO_NAMES.map((k) => [k, `answer to ${k}`]));
    const res = await v.submit(form.id, answers);
    expect(res.statusCode, res.body).toBe(200);
    const detail = await as(t, u)({ method: 'GET', url: `/api/conversations/${res.json().conversationId}` });
    expect(detail.json().collectedData).toEqual(answers);
  });

  it('classic submit with an optional "constructor" question left out stores nothing for it', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, {
      formType: 'CLASSIC',
      questions: [
        { order: 1, text: 'Name', type: 'text', required: true },
        { order: 2, text: 'constructor', type: 'text', required: false },
        { order: 3, text: 'toString', type: 'number', required: false },
      ],
    });
    const res = await visitor(t).submit(form.id, { Name: 'Ana' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await as(t, u)({ method: 'GET', url: `/api/conversations/${res.json().conversationId}` });
    expect(detail.json().collectedData).toEqual({ Name: 'Ana' });
  });

  it('chat: a "constructor" question is asked and its answer stored', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, {
      questions: [
        { order: 1, text: 'constructor', type: 'text', required: true },
        { order: 2, text: 'toString', type: 'text', required: true },
      ],
    });
    const v = visitor(t);
    expect((await v.say(form.id, 'Blue')).statusCode).toBe(200);
    expect((await v.say(form.id, 'Green')).statusCode).toBe(200);
    const detail = await as(t, u)({ method: 'GET', url: `/api/conversations/${v.conversationId}` });
    expect(detail.json()).toMatchObject({
      status: 'COMPLETED',
    });
    expect(Object.entries(detail.json().collectedData).sort()).toEqual([
      ['constructor', 'Blue'],
      ['toString', 'Green'],
    ]);
  });

  it('"__proto__" cannot be a question text (no JSON body or record can carry it as a key)', async () => {
    const u = await makeUser(t);
    const res = await as(
      t,
      u,
    )({
      method: 'POST',
      url: '/api/forms',
      payload: formBody({ questions: [{ order: 1, text: '__proto__', type: 'text', required: true }] }),
    });
    const body = expectErrorBody(res, 400, 'Invalid data') as { details?: { path: string }[] };
    expect(body.details?.[0]?.path).toBe('body.questions.0.text');
  });
});

describe('classic submit answers are strings', () => {
  it('refuses numbers, booleans (but for yes/no) and null with 400 Invalid data, naming each question', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, {
      formType: 'CLASSIC',
      questions: [
        { order: 1, text: 'Name', type: 'text', required: true },
        { order: 2, text: 'Guests', type: 'number', required: false },
        { order: 3, text: 'Agree', type: 'text', required: false },
      ],
    });
    const res = await visitor(t).submit(form.id, { Name: 'Ana', Guests: 4 });
    const body = expectErrorBody(res, 400, 'Invalid data') as { details?: { path: string }[] };
    expect((body.details ?? []).map((d) => d.path)).toEqual(['body.answers.Guests']);
    // A boolean is a yes/no question's answer (CONTRACT "Third round"); for a text question it is refused.
    const yes = await visitor(t).submit(form.id, { Name: 'Ana', Agree: true });
    const refused = expectErrorBody(yes, 400, 'Invalid data') as { details?: { path: string }[] };
    expect((refused.details ?? []).map((d) => d.path)).toEqual(['Agree']);
    expectErrorBody(await visitor(t).submit(form.id, { Name: null }), 400, 'Invalid data');
    const ok = await visitor(t).submit(form.id, { Name: 'Ana', Guests: '4' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("Fastify's own router errors carry the house body", () => {
  it('a path parameter over the length limit: 414 without echoing the path', async () => {
    const long = 'x'.repeat(500);
    const res = await t.app.inject({ method: 'GET', url: `/api/forms/${long}/config` });
    expectErrorBody(res, 414, 'Path too long');
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'requestId']);
    expect(res.body).not.toContain(long);
  });

  it('a path that is not valid UTF-8 once decoded: 400 Invalid data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/forms/a%ED%A0%80b/config' });
    expectErrorBody(res, 400, 'Invalid data');
  });
});

describe('/metrics and the admin token', () => {
  it('/metrics is open without METRICS_TOKEN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('charla_http_request_duration_seconds');
  });

  it('with METRICS_TOKEN, /metrics needs it as a Bearer token', async () => {
    const token = 'metrics-token-0123456789';
    const m = await createTestApp({ database: t.database, env: { METRICS_TOKEN: token } });
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token, 'Bearer ']) {
        const res = await m.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization === undefined ? {} : { authorization },
        });
        expectErrorBody(res, 401, 'Unauthorized');
        expect(res.body).not.toContain('charla_http');
      }
      const res = await m.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('charla_http_request_duration_seconds');
    } finally {
      await m.close();
    }
  });

  it('the admin token: any other value, of any length, is 401', async () => {
    const token = 'admin-token-0123456789abcdef';
    const a = await createTestApp({ database: t.database, env: { ADMIN_TOKEN: token } });
    try {
      for (const given of ['', 'a', token.slice(0, -1), `${token}0`, token.toUpperCase(), 'x'.repeat(4096)]) {
        const res = await a.app.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: { authorization: `Bearer ${given}` },
        });
        expectErrorBody(res, 401, 'Unauthorized');
      }
      const ok = await a.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await a.close();
    }
  });
});
