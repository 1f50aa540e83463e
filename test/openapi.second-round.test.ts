import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN: 'z'.repeat(32) } });
});
afterAll(() => t.close());

/** Follows a local `$ref` of the document. */
function resolve(doc: Record<string, unknown>, schema: Record<string, unknown>): Record<string, unknown> {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, doc);
}

describe('OpenAPI: routes and fields of issue #16', () => {
  it('documents the new routes, their bodies and every status they answer', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const del = doc.paths['/api/conversations/{id}'].delete;
    expect(Object.keys(del.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    const list = doc.paths['/api/conversations'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toContain('search');
    const create = doc.paths['/api/admin/users'].post;
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '409']));
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'name', 'password']),
    );
    const setup = resolve(
      doc,
      doc.paths['/api/setup'].get.responses['200'].content['application/json'].schema,
    );
    expect(Object.keys(setup.properties as object)).toEqual([
      'hasUsers',
      'signup',
      'email',
      'setupOpenUntil',
    ]);
    const form = resolve(
      doc,
      doc.paths['/api/forms/{id}'].get.responses['200'].content['application/json'].schema,
    );
    expect(form.properties).toHaveProperty('notifications');
  });
});
