import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../src/server/http/hostile-input';
import { as, createTestApp, formBody, makeUser, nextIp, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertConversation, insertPipeline } from './helpers/records';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
let owner: TestUser;
let form: { id: string };
let classic: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t, { plan: 'BUSINESS' });
  form = await makePublishedForm(t, owner);
  classic = await makePublishedForm(t, owner, {
    formType: 'CLASSIC',
    questions: [{ order: 1, text: 'Name', type: 'text', required: true }],
  });
});
afterAll(() => t.close());

const HOSTILE = ['a\u0000b', '\u0000', 'x\ud800', '\udfff y', 'end \ud83d'];

describe('NUL and lone surrogates answer 400, never 500', () => {
  it('in path parameters, with or without authentication', async () => {
    expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/api/forms/a%00b/config' }),
      400,
      'Invalid data',
    );
    expectErrorBody(await as(t, owner)({ method: 'GET', url: '/api/forms/a%00b' }), 400, 'Invalid data');
    expectErrorBody(
      await as(t, owner)({ method: 'GET', url: '/api/conversations/cnv_%00' }),
      400,
      'Invalid data',
    );
    expectErrorBody(await as(t, owner)({ method: 'DELETE', url: '/api/tickets/%00' }), 400, 'Invalid data');
  });

  it('in JSON strings and keys: names, question texts, messages, answers', async () => {
    for (const bad of HOSTILE) {
      expectErrorBody(
        await as(t, owner)({ method: 'POST', url: '/api/forms', payload: formBody({ name: bad }) }),
        400,
        'Invalid data',
      );
      const questions = [{ order: 1, text: bad, type: 'text', required: true }];
      expectErrorBody(
        await as(t, owner)({ method: 'POST', url: '/api/forms', payload: formBody({ questions }) }),
        400,
        'Invalid data',
      );
      expectErrorBody(await visitor(t).say(form.id, bad), 400, 'Invalid data');
      expectErrorBody(await visitor(t).submit(classic.id, { Name: bad }), 400, 'Invalid data');
      expectErrorBody(await visitor(t).submit(classic.id, { Name: 'Ana', [bad]: 'x' }), 400, 'Invalid data');
      expectErrorBody(
        await as(
          t,
          owner,
        )({ method: 'POST', url: '/api/tickets', payload: { subject: 'Help', description: bad } }),
        400,
        'Invalid data',
      );
    }
  });

  it('in list queries: Invalid query on forms, conversations and tickets; deals fall back to defaults', async () => {
    for (const url of [
      '/api/forms?search=a%00',
      '/api/conversations?formId=%00',
      '/api/tickets?search=%00',
    ]) {
      expectErrorBody(await as(t, owner)({ method: 'GET', url }), 400, 'Invalid query');
    }
    // Bytes that are not UTF-8 decode to U+FFFD in a query: storable text, so simply searched for.
    expect((await as(t, owner)({ method: 'GET', url: '/api/tickets?search=%ED%A0%80' })).statusCode).toBe(
      200,
    );
    const { pipelineId } = await insertPipeline(t, owner.id);
    const deals = await as(
      t,
      owner,
    )({ method: 'GET', url: `/api/pipelines/${pipelineId}/deals?search=a%00` });
    expect(deals.statusCode).toBe(200);
    expect(deals.json()).toEqual({ deals: [] });
  });

  it('nothing is written by a refused request', async () => {
    const before = (await as(t, owner)({ method: 'GET', url: '/api/tickets' })).json().tickets.length;
    await as(t, owner)({ method: 'POST', url: '/api/tickets', payload: { subject: 'a\u0000b' } });
    const after = (await as(t, owner)({ method: 'GET', url: '/api/tickets' })).json().tickets.length;
    expect(after).toBe(before);
  });
});

describe('date filters', () => {
  it('outside years 0001-9999 answer 400 Invalid query; the edges work', async () => {
    await insertConversation(t, { id: form.id, userId: owner.id });
    for (const bad of ['+275760-09-13', '-004714-01-01', '+010000-01-01', '0000-12-31']) {
      for (const key of ['from', 'to']) {
        const res = await as(
          t,
          owner,
        )({ method: 'GET', url: `/api/conversations?${key}=${encodeURIComponent(bad)}` });
        expectErrorBody(res, 400, 'Invalid query');
      }
    }
    const edges = await as(
      t,
      owner,
    )({ method: 'GET', url: '/api/conversations?from=0001-01-01&to=9999-12-31' });
    expect(edges.statusCode, edges.body).toBe(200);
    expect(edges.json().pagination.total).toBeGreaterThanOrEqual(1);
    const late = await as(t, owner)({ method: 'GET', url: '/api/conversations?from=9999-12-31' });
    expect(late.statusCode).toBe(200);
    expect(late.json().pagination.total).toBe(0);
  });
});

describe('bodies nested too deep answer 400 before any handler', () => {
  const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const send = (method: string, url: string, payload: string) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...owner.auth, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      payload,
    });
  const expectTooDeep = (res: Awaited<ReturnType<typeof send>>, route: string) => {
    expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Invalid data',
      details: [{ path: 'body', message: 'JSON nested deeper than 64 levels' }],
    });
  };

  it('on the auth endpoints and the widget and management routes', async () => {
    for (const url of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/forms',
      '/api/chat',
      `/api/forms/${classic.id}/submit`,
      '/api/tickets',
    ])
      for (const payload of [deepArray, deepObject]) expectTooDeep(await send('POST', url, payload), url);
  });

  it('on every operation of the document that takes a JSON body: never a 5xx', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        if (!op.requestBody?.content?.['application/json']) continue;
        const url = path.replace(/\{[^}]+\}/g, form.id);
        const res = await send(method.toUpperCase(), url, deepObject);
        // Refused by the body's depth, or earlier by the route's own check (credentials; billing not
        // configured): never handled.
        if (res.statusCode === 400) expectTooDeep(res, `${method} ${path}`);
        else if (res.statusCode === 503) expect(res.json().error).toBe('Billing is not configured');
        else
          expect([401, 403, 404], `${method} ${path}: ${res.statusCode} ${res.body}`).toContain(
            res.statusCode,
          );
        checked++;
      }
    expect(checked).toBeGreaterThan(20);
  });

  it('a body nested within the limit is parsed as before', async () => {
    const ok = await as(
      t,
      owner,
    )({ method: 'POST', url: '/api/tickets', payload: { subject: 'Deep enough' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(jsonDepthExceeds(`${'['.repeat(64)}${']'.repeat(64)}`, MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(65)}${']'.repeat(65)}`, MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(`["${'['.repeat(100)}"]`, MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(`["\\"${'{'.repeat(100)}"]`, MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('raw bytes the HTTP parser refuses answer the CONTRACT error body', () => {
  it('a query with unencoded UTF-8 (?search=Ibáñez) answers 400 Invalid data with a request id', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A raw socket: every HTTP client percent-encodes the target before sending it.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          Buffer.concat([
            Buffer.from('GET /api/conversations?search='),
            Buffer.from('Ibáñez', 'utf8'),
            Buffer.from(` HTTP/1.1\r\nHost: x\r\nAuthorization: ${owner.auth.authorization}\r\n\r\n`),
          ]),
        );
      });
      let text = '';
      socket.on('data', (d) => {
        text += d;
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    const parsed = JSON.parse(body!) as { error: string; requestId: string };
    expect(parsed).toMatchObject({ error: 'Invalid data', requestId: expect.any(String) });
    expect(head!.toLowerCase()).toContain(`x-request-id: ${parsed.requestId}`);
    expect(parsed).not.toHaveProperty('statusCode');
  });
});
