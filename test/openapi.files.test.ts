// The checked-in document, the types generated from it and the example client typed by them follow the
// server: a route changed without `npm run openapi:types` fails here, and the example client runs as written.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../examples/client/example';
import { OPENAPI_JSON, OPENAPI_TYPES, openapiFiles } from '../scripts/openapi-types';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('generated files', () => {
  it('docs/openapi.json is the document the server serves (else: npm run openapi:types)', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { json } = await openapiFiles(served);
    const checkedIn = readFileSync(OPENAPI_JSON, 'utf8');
    expect(JSON.parse(checkedIn)).toEqual(JSON.parse(json));
    expect(checkedIn === json, 'docs/openapi.json is not formatted as the script writes it').toBe(true);
  });

  it('src/contract/openapi-types.d.ts is generated from it (else: npm run openapi:types)', async () => {
    const { types } = await openapiFiles(t.app.swagger());
    const checkedIn = readFileSync(OPENAPI_TYPES, 'utf8');
    expect(checkedIn === types, 'the types differ from what openapi-typescript generates now').toBe(true);
    expect(checkedIn).toContain('"/api/auth/sign-up/email"');
  });
});

describe('examples/client/example.ts', () => {
  it('signs up, signs in, gets a key, creates a form and lists its conversations over HTTP', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const email = `client-${Date.now()}@example.com`;
    const result = await run(`http://127.0.0.1:${port}`, email);
    expect(result.user.email).toBe(email);
    expect(result.form).toMatchObject({ name: 'Contact', isPublished: false });
    expect(result.form.id).toMatch(/^frm_/);
    expect(result.conversations).toEqual([]);
    expect(result.pagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
  });
});
