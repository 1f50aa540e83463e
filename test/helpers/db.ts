import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/open';

const urls = new WeakMap<Database, string>();

/**
 * Another handle on the same database, as a second instance would open it: its own pool on PostgreSQL;
 * on PGlite (one process only) the same handle, whose close does nothing.
 */
export async function secondHandle(database: Database): Promise<Database> {
  const url = urls.get(database);
  if (!url) return { ...database, close: async () => {} };
  return openDatabase({ kind: 'postgres', url });
}

/** A fresh, migrated database for one suite: PGlite in memory, or a copy of the PostgreSQL template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (url && pgTemplate) {
    const name = `charla_t${randomBytes(4).toString('hex')}_${pgTemplate.split('_').pop()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
    const close = database.close;
    const handle: Database = {
      ...database,
      close: async () => {
        await close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await cleanup.end();
      },
    };
    urls.set(handle, dbUrl.toString());
    return handle;
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', loadDataDir: blob });
}
