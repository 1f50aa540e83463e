// A fresh instance cannot be claimed by a stranger: with no account yet, the first sign-up is open only for
// SETUP_WINDOW_MINUTES after an instance first started on the database, or with the setup link's token.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupLink } from '../src/server/account/setup';
import { readFirstStart, recordFirstStart } from '../src/server/account/setup-store';
import { openDatabase } from '../src/server/db/open';
import { createTestApp, nextIp, TEST_PUBLIC_URL, type TestApp } from './helpers/app';
import { secondHandle } from './helpers/db';
import { expectErrorBody } from './helpers/management-suite';
import { createScratchDatabase } from './helpers/server-process';

const MINUTE = 60_000;
const ADMIN_TOKEN = 'setup-window-admin-token';
const CLOSED =
  'The setup window has closed: create the first account with the setup link printed at start, or with "charla user create"';

let clock = Date.now();
let t: TestApp;
const start = clock;
beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    env: { SETUP_WINDOW_MINUTES: '30', ADMIN_TOKEN },
  });
});
afterAll(() => t.close());

function signUp(app: TestApp, email: string, extra: Record<string, unknown> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'x-forwarded-for': nextIp() },
    payload: { name: 'Someone', email, password: 'correct-horse-battery', ...extra },
  });
}
const setupStatus = async (app: TestApp) => (await app.app.inject({ url: '/api/setup' })).json();

describe('the setup window', () => {
  it('is open for SETUP_WINDOW_MINUTES after the first start, and says until when', async () => {
    expect(await setupStatus(t)).toMatchObject({
      hasUsers: false,
      setupOpenUntil: new Date(start + 30 * MINUTE).toISOString(),
    });
  });

  it('the first start is kept across restarts and shared by instances on the database', async () => {
    const handle = await secondHandle(t.database);
    clock = start + 10 * MINUTE;
    const later = await createTestApp({ now: () => new Date(clock), database: handle });
    try {
      expect((await later.app.setup.recordStart()).getTime()).toBe(start);
      expect((await setupStatus(later)).setupOpenUntil).toBe(new Date(start + 30 * MINUTE).toISOString());
    } finally {
      await later.close();
      await handle.close();
      clock = start;
    }
  });

  it('after it, a stranger cannot sign up; a wrong token changes nothing', async () => {
    clock = start + 31 * MINUTE;
    expect(await setupStatus(t)).toMatchObject({ hasUsers: false, setupOpenUntil: null });
    const res = await signUp(t, 'stranger@example.com');
    expect(expectErrorBody(res, 403, CLOSED)).toMatchObject({ code: 'SETUP_CLOSED' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const wrong = await signUp(t, 'stranger@example.com', { setupToken: 'x'.repeat(32) });
    expectErrorBody(wrong, 403, CLOSED);
    expect(await setupStatus(t)).toMatchObject({ hasUsers: false });
  });

  it('the setup link printed at start signs up the first account at any time, once', async () => {
    clock = start + 3 * 24 * 60 * MINUTE;
    const { token } = await t.app.setup.state();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(setupLink(TEST_PUBLIC_URL, token!)).toBe(`${TEST_PUBLIC_URL}/welcome?setup=${token}`);
    const owner = await signUp(t, 'owner@example.com', { setupToken: token });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user).not.toHaveProperty('setupToken');
    expect(await setupStatus(t)).toMatchObject({ hasUsers: true, setupOpenUntil: null });
    // With an account, the instance's own rule applies (SIGNUP=open here): the token plays no part.
    expect((await t.app.setup.state()).token).toBeNull();
    expect((await signUp(t, 'colleague@example.com')).statusCode).toBe(200);
  });
});

describe('with no account after the window, the admin API still makes the first one', () => {
  it('POST /api/admin/users answers 201', async () => {
    const fresh = await createTestApp({
      now: () => new Date(clock),
      env: { SETUP_WINDOW_MINUTES: '0', ADMIN_TOKEN },
    });
    try {
      expectErrorBody(await signUp(fresh, 'early@example.com'), 403, CLOSED);
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { email: 'ada@example.com', name: 'Ada', password: 'a-long-password' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await setupStatus(fresh)).toMatchObject({ hasUsers: true });
    } finally {
      await fresh.close();
    }
  });
});

// main.ts records the first start inside migrate(): a request that finds the instance ready finds the setup
// window open (the race a slow machine showed: ready first, the start recorded a moment later).
describe('the first start is recorded before the database is declared ready', () => {
  it('beforeReady runs on the migrated database while a deferred PostgreSQL is still closed to requests', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const scratch = url ? await createScratchDatabase(url) : undefined;
    const database = scratch
      ? await openDatabase({ kind: 'postgres', url: scratch.url, deferReady: true })
      : await openDatabase({ kind: 'pglite' });
    try {
      const seen: Array<{ available: boolean; recorded: Date }> = [];
      const at = new Date('2026-01-02T03:04:05Z');
      await database.migrate({
        beforeReady: async (db) =>
          seen.push({ available: database.monitor.available, recorded: await recordFirstStart(db, at) }),
      });
      expect(seen).toEqual([{ available: !scratch, recorded: at }]);
      expect(database.monitor.available).toBe(true);
      expect(await readFirstStart(database.db)).toEqual(at);
    } finally {
      await database.close();
      await scratch?.drop();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a database that stops answering while the start is recorded: migrate fails within the statement timeout and the instance stays not ready (main.ts retries)',
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const database = await openDatabase({
        kind: 'postgres',
        url: scratch.url,
        deferReady: true,
        timeouts: { statementTimeoutMs: 300 },
      });
      try {
        const started = performance.now();
        await expect(
          database.migrate({ beforeReady: (db) => db.execute(sql`select pg_sleep(5)`) }),
        ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/statement timeout/) } });
        expect(performance.now() - started).toBeLessThan(4000);
        expect(database.monitor.available).toBe(false);
        // The retry succeeds once the database answers: the start is recorded and the instance is ready.
        await database.migrate({
          beforeReady: (db) => recordFirstStart(db, new Date('2026-01-02T03:04:05Z')),
        });
        expect(database.monitor.available).toBe(true);
      } finally {
        await database.close();
        await scratch.drop();
      }
    },
  );
});
