// The response validator the shared test client runs (test/helpers/openapi-validator.ts) finds each kind
// of contradiction with the served document, and lets true answers through.
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from './helpers/app';
import {
  createResponseValidator,
  type Exchange,
  type OpenApiDocument,
  validateResponsesOf,
} from './helpers/openapi-validator';

let t: TestApp;
let check: (x: Exchange) => string | null;
beforeAll(async () => {
  t = await createTestApp();
  check = createResponseValidator(
    (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument,
  );
});
afterAll(() => t.close());

const json = 'application/json; charset=utf-8';
const error = JSON.stringify({ error: 'Not found', requestId: 'r1' });
const list = JSON.stringify({ forms: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
const x = (over: Partial<Exchange>): Exchange => ({
  method: 'GET',
  url: '/api/forms',
  statusCode: 200,
  contentType: json,
  body: list,
  ...over,
});

describe('the response validator', () => {
  it('accepts answers the document describes', () => {
    expect(check(x({}))).toBeNull();
    expect(check(x({ url: '/api/forms?page=2' }))).toBeNull();
    expect(check(x({ url: '/api/forms/frm_1', statusCode: 404, body: error }))).toBeNull();
    expect(check(x({ method: 'HEAD', body: '' }))).toBeNull();
    expect(
      check(
        x({
          method: 'POST',
          url: '/api/chat',
          contentType: 'text/plain; charset=utf-8',
          body: 'Hi',
          headers: { 'x-conversation-id': 'cnv_1', 'x-conversation-status': 'ACTIVE' },
        }),
      ),
    ).toBeNull();
    expect(check(x({ url: '/api/nothing-here', statusCode: 404, body: error }))).toBeNull();
    expect(check(x({ url: '/api/docs/static/index.css', contentType: 'text/css', body: 'a{}' }))).toBeNull();
  });

  it('names a status the document does not list', () => {
    expect(check(x({ statusCode: 418, body: error }))).toMatch(/get \/api\/forms answered 418/);
    expect(check(x({ statusCode: 500, body: error }))).toMatch(/answered 500/);
  });

  it('names a media type the document does not list, or a body where none is documented', () => {
    expect(check(x({ contentType: 'text/html' }))).toMatch(/Content-Type text\/html is not one of/);
    const chatHeaders = { 'x-conversation-id': 'cnv_1', 'x-conversation-status': 'ACTIVE' };
    expect(
      check(x({ method: 'POST', url: '/api/chat', contentType: json, body: '{}', headers: chatHeaders })),
    ).toMatch(/not one of text\/plain/);
    expect(
      check(
        x({ url: '/api/uploads/upl_1/download', statusCode: 302, body: 'x', headers: { location: '/x' } }),
      ),
    ).toMatch(/a body where the document lists none/);
    expect(check(x({ body: '' }))).toMatch(/an empty body/);
  });

  it('names a required header the answer lacks', () => {
    const chat = { method: 'POST', url: '/api/chat', contentType: 'text/plain; charset=utf-8', body: 'Hi' };
    expect(check(x({ ...chat, headers: { 'x-conversation-id': 'cnv_1' } }))).toMatch(
      /post \/api\/chat 200: without the required header\(s\) X-Conversation-Status/,
    );
    expect(
      check(x({ ...chat, headers: { 'x-conversation-id': 'cnv_1', 'x-conversation-status': 'ACTIVE' } })),
    ).toBeNull();
    expect(check(x({ url: '/api/uploads/upl_1/download', statusCode: 302, body: '', headers: {} }))).toMatch(
      /without the required header\(s\) Location/,
    );
  });

  it('names a JSON body that contradicts the schema', () => {
    expect(check(x({ body: JSON.stringify({ forms: 'none' }) }))).toMatch(/contradicts the schema/);
    expect(check(x({ statusCode: 401, body: JSON.stringify({ message: 'no' }) }))).toMatch(
      /contradicts the schema.*requestId/,
    );
    expect(check(x({ body: '<html>' }))).toMatch(/not JSON/);
  });

  it('names an operation the document lacks, unless the answer is the 404 error body', () => {
    expect(check(x({ method: 'PATCH', statusCode: 200 }))).toMatch(/no operation PATCH \/api\/forms/);
    expect(check(x({ url: '/api/secret-route', statusCode: 200 }))).toMatch(/no operation/);
    expect(check(x({ url: '/api/secret-route', statusCode: 404, body: '{}' }))).toMatch(
      /without the error body/,
    );
  });

  it('runs on every inject it wraps, and rejects the call whose answer contradicts', async () => {
    // A real Fastify app whose route says one thing and does another.
    const app = Fastify({ logger: false });
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    const Pong = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };
    app.get('/api/ping', { schema: { response: { 200: Pong } } }, async (_req, reply) =>
      reply.type('text/plain').send('pong'),
    );
    app.get('/api/pong', { schema: { response: { 200: Pong } } }, async () => ({ ok: true }));
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.ready();
    try {
      await validateResponsesOf(app);
      expect((await app.inject({ method: 'GET', url: '/api/pong' })).json()).toEqual({ ok: true });
      await expect(app.inject({ method: 'GET', url: '/api/ping' })).rejects.toThrow(
        /contradicts the OpenAPI document: get \/api\/ping 200: Content-Type text\/plain is not one of application\/json/,
      );
    } finally {
      await app.close();
    }
  });

  it('is wired into the shared test client', async () => {
    const owner = await makeUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/forms', headers: owner.auth })).statusCode).toBe(
      200,
    );
    expect(t.app.inject.name).toBe('checkedInject');
  });
});
