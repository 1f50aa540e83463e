import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/server/db/open';
import { form, user } from '../src/server/db/schema';
import { createTestApp, makeForm, makeUser, signUp, type TestApp } from './helpers/app';
import { type CliRun, runCharla } from './helpers/cli';

const lines = (s: string) => s.split('\n').filter((l) => l.length > 0);
const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

function expectOneLineError(r: CliRun, message: RegExp) {
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(lines(r.stderr)).toHaveLength(1);
  expect(r.stderr).toMatch(/^charla: /);
  expect(r.stderr).toMatch(message);
}

/** An embedded database, whichever database the rest of the run uses: backups are for PGlite only. */
async function embeddedDatabase(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (template) return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) });
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  return database;
}

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'charla-backup-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('charla --version', () => {
  it("prints package.json's version and exits 0", async () => {
    for (const arg of ['--version', 'version']) {
      const r = await runCharla([arg], {});
      expect({ arg, code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
        arg,
        code: 0,
        stdout: `${version}\n`,
        stderr: '',
      });
    }
  });
});

describe('charla backup and restore of the embedded database', { timeout: 180_000 }, () => {
  const ADMIN_TOKEN = 'admin-token-for-backup-tests';
  let t: TestApp;
  let database: Database;
  let base: string;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let signedUp: Awaited<ReturnType<typeof signUp>>;
  let keptForm: string;
  const backupDir = tempDir();
  const backupFile = join(backupDir, 'nightly.tar.gz');

  beforeAll(async () => {
    database = await embeddedDatabase();
    t = await createTestApp({ database, env: { ADMIN_TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    // This process plays the server holding DATA_DIR, as main.ts does with the lock file.
    writeFileSync(join(t.config.DATA_DIR, 'charla.pid'), String(process.pid));
    owner = await makeUser(t, { plan: 'PRO' });
    keptForm = (await makeForm(t, owner, { name: 'Kept by the backup' })).id;
    signedUp = await signUp(t, { email: 'restored@example.com', password: 'restored-password' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('GET /api/admin/backup answers 401 without the token, and a gzip with ADMIN_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${ADMIN_TOKEN}`]) {
      const res = await fetch(`${base}/api/admin/backup`, {
        headers: authorization ? { authorization } : {},
      });
      expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
      expect(await res.json()).toMatchObject({ error: 'Unauthorized' });
    }
    const res = await fetch(`${base}/api/admin/backup`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="charla-backup-.+\.tar\.gz"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });

  it('backup asks the running server through DATA_DIR/charla.control.json and writes the file', async () => {
    const control = JSON.parse(readFileSync(join(t.config.DATA_DIR, 'charla.control.json'), 'utf8'));
    expect(control).toMatchObject({ pid: process.pid, url: base });
    const r = await runCharla(['backup', backupFile], { DATA_DIR: t.config.DATA_DIR });
    expect(r.stderr).toContain('from the running server');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${backupFile}\n`);
    expect([...readFileSync(backupFile).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(readdirSync(backupDir)).toEqual(['nightly.tar.gz']); // no partial file left behind
    // Written after the backup: the restored database must not have it.
    await makeForm(t, owner, { name: 'After the backup' });
  });

  it('backup refuses to overwrite a file, and refuses PostgreSQL', async () => {
    expectOneLineError(await runCharla(['backup', backupFile], { DATA_DIR: t.config.DATA_DIR }), /exists/);
    expectOneLineError(
      await runCharla(['backup', join(backupDir, 'pg.tar.gz')], {
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      }),
      /embedded database.*pg_dump/,
    );
  });

  it('restore refuses while a server holds DATA_DIR, and refuses a file that is not a backup', async () => {
    expectOneLineError(
      await runCharla(['restore', backupFile], { DATA_DIR: t.config.DATA_DIR }),
      /in use by a running Charla server .*stop it/,
    );
    const notBackup = join(backupDir, 'notes.txt');
    writeFileSync(notBackup, 'not a backup');
    expectOneLineError(
      await runCharla(['restore', notBackup], { DATA_DIR: tempDir() }),
      /not a Charla backup/,
    );
    expectOneLineError(
      await runCharla(['restore', join(backupDir, 'missing.tar.gz')], { DATA_DIR: tempDir() }),
      /No such file/,
    );
  });

  it('restore (server stopped) brings back the data as it was at the backup, and sign-in works', async () => {
    const dataDir = tempDir();
    const r = await runCharla(['restore', backupFile], { DATA_DIR: dataDir });
    expect(r.stderr).not.toContain('previous database');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${join(dataDir, 'db')}\n`);
    expect(existsSync(join(dataDir, 'charla.pid'))).toBe(false);

    const restored = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    const app = await createTestApp({ database: restored });
    try {
      const forms = await app.db
        .select({ id: form.id, name: form.name })
        .from(form)
        .where(eq(form.userId, owner.id));
      expect(forms).toEqual([{ id: keptForm, name: 'Kept by the backup' }]);
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: signedUp.email, password: 'restored-password' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      await restored.close();
    }
  });

  it('restore over an existing database keeps the previous one beside it', async () => {
    const dataDir = tempDir();
    const existing = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    await existing.migrate();
    await existing.db
      .insert(user)
      .values({ id: 'usr_previous', email: 'previous@example.com', name: 'Previous' });
    await existing.close();

    const r = await runCharla(['restore', backupFile], { DATA_DIR: dataDir });
    expect(r.code).toBe(0);
    const kept = readdirSync(dataDir).filter((n) => n.startsWith('db.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(r.stderr).toContain(`The previous database is kept in ${join(dataDir, kept[0]!)}`);

    const previous = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, kept[0]!) });
    const current = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    try {
      expect(await previous.db.select({ email: user.email }).from(user)).toEqual([
        { email: 'previous@example.com' },
      ]);
      const emails = (await current.db.select({ email: user.email }).from(user)).map((u) => u.email);
      expect(emails).toContain(signedUp.email);
      expect(emails).not.toContain('previous@example.com');
    } finally {
      await previous.close();
      await current.close();
    }
  });

  it('backup with the server stopped reads the database directly', async () => {
    const dataDir = tempDir();
    expect((await runCharla(['restore', backupFile], { DATA_DIR: dataDir })).code).toBe(0);
    const again = join(backupDir, 'stopped.tar.gz');
    const r = await runCharla(['backup', again], { DATA_DIR: dataDir });
    expect(r.stderr).toContain('server stopped');
    expect(r.code).toBe(0);
    const roundTrip = tempDir();
    expect((await runCharla(['restore', again], { DATA_DIR: roundTrip })).code).toBe(0);
    const db = await openDatabase({ kind: 'pglite', dataDir: join(roundTrip, 'db') });
    try {
      expect(await db.db.select({ id: form.id }).from(form)).toEqual([{ id: keptForm }]);
    } finally {
      await db.close();
    }
  });
});
