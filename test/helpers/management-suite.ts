import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeUser, type TestApp, type TestUser } from './app';
import { makeSessionUser, UNKNOWN_KEY } from './records';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ManagementRoute {
  method: Method;
  /** The path; `id` is the resource made by `resource` (for routes with `:id`). */
  url: (ctx: { id: string }) => string;
  /** Makes the record the route acts on, owned by `owner`, and returns its id. */
  resource?: (t: TestApp, owner: TestUser) => Promise<string>;
  /** A valid body, for routes that take one. */
  body?: () => Record<string, unknown>;
  /** A body that fails validation (required when `body` is given). */
  invalidBody?: Record<string, unknown>;
  /** Status for another user's record: 404 unless the interface says otherwise. */
  foreignStatus?: 404 | 403;
  foreignMessage?: string;
  /** Message for an id that does not exist (defaults to foreignMessage). */
  missingMessage?: string;
}

/** Every error answer: the CONTRACT body, its requestId echoed in x-request-id. */
export function expectErrorBody(res: LightMyRequestResponse, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error: unknown; requestId: unknown };
  expect(typeof body.error).toBe('string');
  expect(typeof body.requestId).toBe('string');
  expect(res.headers['x-request-id']).toBe(body.requestId);
  if (message !== undefined) expect(body.error).toBe(message);
  return body;
}

/**
 * The shared suite every management route runs: authentication (API key first, never falling back to the
 * cookie), ownership, and body validation.
 */
export function describeManagementRoute(getApp: () => TestApp, route: ManagementRoute) {
  const name = `${route.method} ${route.url({ id: ':id' })}`;

  async function prepare(owner: TestUser) {
    const t = getApp();
    const id = route.resource ? await route.resource(t, owner) : '';
    return { t, url: route.url({ id }) };
  }

  function request(
    t: TestApp,
    path: string,
    headers: Record<string, string>,
    extra: Partial<InjectOptions> = {},
  ) {
    const opts: InjectOptions = { method: route.method, url: path, headers, ...extra };
    if (route.body && extra.payload === undefined && extra.body === undefined) opts.payload = route.body();
    return t.app.inject(opts);
  }

  describe(`${name}: shared management checks`, () => {
    it('answers 401 Unauthorized without credentials', async () => {
      const owner = await makeUser(getApp());
      const { t, url: path } = await prepare(owner);
      expectErrorBody(await request(t, path, {}), 401, 'Unauthorized');
    });

    it('answers 401 for a malformed Bearer key', async () => {
      const owner = await makeUser(getApp());
      const { t, url: path } = await prepare(owner);
      expectErrorBody(await request(t, path, { authorization: 'Bearer nope' }), 401, 'Unauthorized');
      expectErrorBody(await request(t, path, { authorization: 'Bearer' }), 401, 'Unauthorized');
    });

    it('answers 401 for a well-formed key that belongs to nobody', async () => {
      const owner = await makeUser(getApp());
      const { t, url: path } = await prepare(owner);
      expectErrorBody(
        await request(t, path, { authorization: `Bearer ${UNKNOWN_KEY}` }),
        401,
        'Unauthorized',
      );
    });

    it('answers 401 for an invalid Bearer key even with a valid session cookie (no fallback)', async () => {
      const owner = await makeSessionUser(getApp());
      const { t, url: path } = await prepare(owner);
      for (const authorization of ['Bearer nope', `Bearer ${UNKNOWN_KEY}`]) {
        expectErrorBody(await request(t, path, { authorization, cookie: owner.cookie }), 401, 'Unauthorized');
      }
    });

    it('accepts a valid session cookie alone', async () => {
      const owner = await makeSessionUser(getApp());
      const { t, url: path } = await prepare(owner);
      const res = await request(t, path, { cookie: owner.cookie });
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).toBeLessThan(300);
    });

    it('accepts a valid API key', async () => {
      const owner = await makeUser(getApp());
      const { t, url: path } = await prepare(owner);
      const res = await request(t, path, owner.auth);
      expect(res.statusCode, res.body).toBeLessThan(300);
    });

    if (route.resource) {
      const foreignStatus = route.foreignStatus ?? 404;
      it(`answers ${foreignStatus} for another user's record`, async () => {
        const owner = await makeUser(getApp());
        const other = await makeUser(getApp());
        const { t, url: path } = await prepare(owner);
        expectErrorBody(await request(t, path, other.auth), foreignStatus, route.foreignMessage);
        // The owner's record is untouched by the refused request.
        const again = await request(t, path, owner.auth);
        expect(again.statusCode, again.body).toBeLessThan(300);
      });

      it('answers 404 for an id that does not exist', async () => {
        const t = getApp();
        const owner = await makeUser(t);
        const path = route.url({ id: 'nope_doesnotexist000000' });
        expectErrorBody(
          await request(t, path, owner.auth),
          404,
          route.missingMessage ?? route.foreignMessage,
        );
      });
    }

    if (route.body) {
      it('answers 400 Invalid data with details for an invalid body', async () => {
        const owner = await makeUser(getApp());
        const { t, url: path } = await prepare(owner);
        const res = await request(t, path, owner.auth, { payload: route.invalidBody ?? {} });
        const body = expectErrorBody(res, 400, 'Invalid data') as { details?: unknown };
        expect(Array.isArray(body.details)).toBe(true);
        expect((body.details as unknown[]).length).toBeGreaterThan(0);
      });

      it('answers 400 (never 5xx) for malformed JSON', async () => {
        const owner = await makeUser(getApp());
        const { t, url: path } = await prepare(owner);
        const res = await request(
          t,
          path,
          { ...owner.auth, 'content-type': 'application/json' },
          { body: '{"name":' },
        );
        expectErrorBody(res, 400, 'Invalid data');
      });
    }
  });
}
