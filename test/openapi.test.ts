import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MANAGEMENT: Array<[string, string[]]> = [
  ['/api/forms', ['get', 'post']],
  ['/api/forms/{id}', ['get', 'put', 'delete']],
  ['/api/conversations', ['get']],
  ['/api/conversations/{id}', ['get']],
  ['/api/users/me', ['get', 'put']],
  ['/api/users/me/api-key', ['post']],
  ['/api/usage', ['get']],
  ['/api/dashboard/stats', ['get']],
];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('lists every management path with its methods, schemas and errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, methods] of MANAGEMENT) {
      expect(doc.paths, path).toHaveProperty([path]);
      for (const m of methods) {
        const op = doc.paths[path][m];
        expect(op, `${m} ${path}`).toBeDefined();
        expect(op.responses, `${m} ${path}`).toHaveProperty('401');
      }
    }
    const create = doc.paths['/api/forms'].post;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'welcomeMessage', 'goodbyeMessage', 'questions']),
    );
    expect(create.responses).toHaveProperty('201');
    expect(doc.components.securitySchemes).toHaveProperty('apiKey');
  });

  it('does not document secrets in the User schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const me = JSON.stringify(doc.paths['/api/users/me'].get.responses['200']);
    expect(me).toContain('apiKey');
    expect(me.toLowerCase()).not.toMatch(/hash|password/);
  });
});

describe('GET /api/docs', () => {
  it('serves the API reference as HTML', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400)
      res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body.toLowerCase()).toContain('<html');
  });
});

describe('operations endpoints', () => {
  it("/healthz answers 200 {status: ok, version} with package.json's version", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.json()).toEqual({ status: 'ok', version });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'unused' });
  });

  it('/metrics serves Prometheus text with request durations', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('charla_http_request_duration_seconds');
    expect(res.body).toMatch(
      /charla_http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\} [1-9]/,
    );
  });
});
