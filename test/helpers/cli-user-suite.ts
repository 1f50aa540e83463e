import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccountService } from '../../src/server/account/service';
import { newId } from '../../src/server/db/ids';
import { type Database, openDatabase } from '../../src/server/db/open';
import { conversation, user } from '../../src/server/db/schema';
import { createTestApp, makeForm, nextIp, type TestApp } from './app';
import { type CliRun as Run, runCharla } from './cli';

// `charla user …` and `charla counters rebuild` as an operator runs them, on one database: the embedded one in
// DATA_DIR (test/cli.test.ts) or PostgreSQL through DATABASE_URL (test/cli.postgres.test.ts). One suite body for
// both, in two files: the embedded one touches no PostgreSQL, so CI's PostgreSQL stage leaves it out.

export const charla = runCharla;

export const lines = (s: string) => s.split('\n').filter((l) => l.length > 0);

export function expectOneLineError(r: Run, args: string[], message: RegExp) {
  expect({ args, code: r.code }).toEqual({ args, code: 1 });
  expect(r.stdout).toBe('');
  expect(lines(r.stderr)).toHaveLength(1);
  expect(r.stderr).toMatch(/^charla: /);
  expect(r.stderr).toMatch(message);
}

/** Where the CLI's data lives: the embedded database in DATA_DIR, or a fresh PostgreSQL database. */
interface Target {
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-cli-'));
  return {
    env: { DATA_DIR: dataDir },
    dataDir,
    open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** An empty database (not the migrated template): the CLI's own migration runs on it. */
async function postgresTarget(url: string): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-cli-'));
  // Named like test/helpers/db.ts so the global teardown drops it if this suite cannot.
  const name = `charla_t${randomBytes(4).toString('hex')}_${inject('pgTemplate').split('_').pop()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
    dataDir,
    open: () => openDatabase({ kind: 'postgres', url: dbUrl.toString(), max: 2 }),
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}

export interface CliMode {
  name: string;
  kind: 'pglite' | 'postgres';
  skip: boolean;
}

/** The cases every database runs, and the one about charla.pid that differs between them. */
export function describeCharlaUser(mode: CliMode) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  // Each case starts Node processes that open a database: generous time on a busy machine.
  describe.skipIf(mode.skip)(`charla user on the ${mode.name}`, { timeout: 180_000 }, () => {
    let target: Target;
    const email = 'Ada.Lovelace@Example.com';
    const password = 'analytical-engine-1843';

    beforeAll(async () => {
      target = mode.kind === 'pglite' ? pgliteTarget() : await postgresTarget(pgUrl!);
    });
    afterAll(async () => {
      await target?.cleanup();
    });

    /** Opens the CLI's database in this process (after the CLI exited) and runs the real app on it. */
    async function withApp<T>(fn: (t: TestApp) => Promise<T>): Promise<T> {
      const database = await target.open();
      const t = await createTestApp({ database });
      try {
        return await fn(t);
      } finally {
        await t.close();
        await database.close();
      }
    }

    it('create makes an account that signs in through the app with that password', async () => {
      const r = await charla(
        ['user', 'create', '--email', email, '--name', 'Ada', '--password', password, '--plan', 'PRO'],
        target.env,
      );
      expect(r.stderr).not.toContain('charla:');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^usr_[0-9a-z]+\n$/);
      const id = r.stdout.trim();
      if (mode.kind === 'pglite') expect(existsSync(join(target.dataDir, 'charla.pid'))).toBe(false);

      await withApp(async (t) => {
        const wrong = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'x-forwarded-for': nextIp() },
          payload: { email, password: 'not-the-password' },
        });
        expect(wrong.statusCode).toBe(401);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'x-forwarded-for': nextIp() },
          payload: { email, password },
        });
        expect(res.statusCode).toBe(200);
        const cookie = ([res.headers['set-cookie']].flat().filter(Boolean) as string[])
          .map((c) => c.split(';')[0])
          .join('; ');
        expect(cookie).toContain('charla.session-token=');
        const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({
          id,
          name: 'Ada',
          email: email.toLowerCase(),
          plan: 'PRO',
          subscriptionStatus: 'ACTIVE',
          apiKey: null,
        });
      });
    });

    it('create without --plan gives DEFAULT_PLAN', async () => {
      const r = await charla(
        ['user', 'create', '--email', 'grace@example.com', '--name', 'Grace', '--password', password],
        { ...target.env, DEFAULT_PLAN: 'BUSINESS' },
      );
      expect(r.code).toBe(0);
      const u = await withApp((t) => createAccountService({ db: t.db }).findByEmail('grace@example.com'));
      expect(u).toMatchObject({ id: r.stdout.trim(), plan: 'BUSINESS' });
    });

    it('set-plan changes the plan and, with --status, the subscription status', async () => {
      const r = await charla(
        ['user', 'set-plan', email.toLowerCase(), 'business', '--status', 'PAST_DUE'],
        target.env,
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`${email.toLowerCase()}: plan BUSINESS, subscription PAST_DUE\n`);
      const r2 = await charla(['user', 'set-plan', email, 'FREE'], target.env);
      expect(r2.code).toBe(0);
      expect(r2.stdout).toBe(`${email.toLowerCase()}: plan FREE, subscription PAST_DUE\n`);
      const u = await withApp((t) => createAccountService({ db: t.db }).findByEmail(email));
      expect(u).toMatchObject({ plan: 'FREE', subscriptionStatus: 'PAST_DUE' });
    });

    it('api-key prints a key that authenticates GET /api/users/me, and a new one replaces it', async () => {
      const first = await charla(['user', 'api-key', email], target.env);
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^chl_[0-9a-f]{64}\n$/);
      const second = await charla(['user', 'api-key', email], target.env);
      expect(second.code).toBe(0);
      const [oldKey, newKey] = [first.stdout.trim(), second.stdout.trim()];
      expect(newKey).not.toBe(oldKey);

      await withApp(async (t) => {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${newKey}` },
        });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ email: email.toLowerCase(), apiKey: `chl_...${newKey.slice(-4)}` });
        const old = await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${oldKey}` },
        });
        expect(old.statusCode).toBe(401);
      });
    });

    it('bad input exits 1 with one line on stderr and changes nothing', async () => {
      // Refused after looking at the database: one at a time, as the embedded database admits one process.
      const dataErrors: [string[], RegExp][] = [
        [['user', 'set-plan', 'nobody@example.com', 'PRO'], /No user with e-mail nobody@example.com/],
        [['user', 'api-key', 'nobody@example.com'], /No user with e-mail/],
        [
          ['user', 'create', '--email', email, '--name', 'Again', '--password', 'long-enough'],
          /already exists/,
        ],
        [
          ['user', 'create', '--email', 'x@example.com', '--name', 'X', '--password', 'short'],
          /Password too short/,
        ],
        [
          ['user', 'create', '--email', 'not-an-email', '--name', 'X', '--password', 'long-enough'],
          /Invalid email address \(--email\)/,
        ],
      ];
      for (const [args, message] of dataErrors)
        expectOneLineError(await charla(args, target.env), args, message);
      const u = await withApp((t) => createAccountService({ db: t.db }).listUsers());
      expect(u.users.map((x) => x.email).sort()).toEqual(['ada.lovelace@example.com', 'grace@example.com']);
    });

    it('counters rebuild repairs the conversation counters the dashboard reads', async () => {
      const owner = await withApp(async (t) => {
        const u = await t.db.query.user.findFirst({ where: eq(user.email, 'grace@example.com') });
        const { apiKey } = await createAccountService({ db: t.db }).rotateApiKey(u!.id);
        const f = await makeForm(t, {
          ...u!,
          plan: 'BUSINESS',
          apiKey,
          auth: { authorization: `Bearer ${apiKey}` },
        });
        await t.db.insert(conversation).values(
          ['COMPLETED', 'COMPLETED', 'ACTIVE'].map((status) => ({
            id: newId('cnv'),
            formId: f.id,
            userId: u!.id,
            status,
          })),
        );
        await t.db.execute(
          sql`update conversation_owner_counter set total = total + 7 where user_id = ${u!.id}`,
        );
        await t.db.execute(sql`update form_day_counter set starts = starts + 4 where form_id = ${f.id}`);
        const today = new Date().toISOString().slice(0, 10);
        await t.db.execute(
          sql`insert into form_traffic_counter (form_id, day, shard, views) values (${f.id}, ${today}, 0, 9)`,
        );
        return { ...u!, formId: f.id };
      });
      const r = await charla(['counters', 'rebuild'], target.env);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const kept =
        "Views and opens cannot be recounted (only the widget's events record them): they were kept as they are\n";
      expect(r.stdout).toBe(
        `Counters rebuilt; 1 owner, 0 forms and 0 days were off\nAnalytics recounted from the conversations; 1 form's counters were off. ${kept}`,
      );
      await withApp(async (t) => {
        const { apiKey } = await createAccountService({ db: t.db }).rotateApiKey(owner.id);
        const stats = await t.app.inject({
          method: 'GET',
          url: '/api/dashboard/stats',
          headers: { authorization: `Bearer ${apiKey}` },
        });
        expect(stats.json()).toMatchObject({ totalConversations: 3, completedConversations: 2 });
        const analytics = await t.app.inject({
          method: 'GET',
          url: `/api/forms/${owner.formId}/analytics`,
          headers: { authorization: `Bearer ${apiKey}` },
        });
        expect(analytics.json()).toMatchObject({ starts: 3, completions: 2, views: 9 });
      });
      const again = await charla(['counters', 'rebuild'], target.env);
      expect(again.stdout).toBe(
        `Counters rebuilt; 0 owners, 0 forms and 0 days were off\nAnalytics recounted from the conversations; 0 forms' counters were off. ${kept}`,
      );
    });

    if (mode.kind === 'pglite') {
      it('refuses while a server holds DATA_DIR, and ignores a stale charla.pid', async () => {
        const pidFile = join(target.dataDir, 'charla.pid');
        writeFileSync(pidFile, String(process.pid)); // a live process: this test worker
        const r = await charla(['user', 'api-key', email], target.env);
        expect(r.code).toBe(1);
        expect(r.stdout).toBe('');
        expect(lines(r.stderr)).toHaveLength(1);
        expect(r.stderr).toContain(`in use by a running Charla server (pid ${process.pid})`);
        expect(r.stderr).toContain('stop the server');
        expect(r.stderr).toContain('ADMIN_TOKEN');
        expect(readFileSync(pidFile, 'utf8')).toBe(String(process.pid));

        const gone = spawn(process.execPath, ['-e', '']);
        await new Promise((resolve) => gone.on('close', resolve));
        writeFileSync(pidFile, String(gone.pid));
        const ok = await charla(['user', 'api-key', email], target.env);
        expect(ok.code).toBe(0);
        expect(existsSync(pidFile)).toBe(false);
      });
    } else {
      it('works while a server runs: a charla.pid in DATA_DIR does not matter with DATABASE_URL', async () => {
        writeFileSync(join(target.dataDir, 'charla.pid'), String(process.pid));
        const r = await charla(['user', 'set-plan', email, 'PRO'], target.env);
        expect(r.code).toBe(0);
        expect(r.stdout).toContain('plan PRO');
      });
    }
  });
}
