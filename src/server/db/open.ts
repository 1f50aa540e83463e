import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: every store function accepts either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock so instances can start together. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Routine upkeep that PostgreSQL's autovacuum does by itself (PGlite: VACUUM ANALYZE). */
  maintain(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when there is one (tests dump and load its data directory). */
  pglite?: PGlite;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; max?: number };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 727_274_001;

/** Opens PGlite (a directory, or in memory) or a node-postgres pool. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'pglite') {
    const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: async () => {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
      },
      ping: async () => {
        await client.query('select 1');
      },
      maintain: async () => {
        await client.exec('VACUUM ANALYZE');
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  // node-postgres is loaded only for PostgreSQL (start-up time of the embedded default).
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10 });
  pool.on('error', () => {}); // idle-client errors surface on the next query instead of crashing
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = new pg.Client({ connectionString: opts.url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    maintain: async () => {},
    close: async () => {
      await pool.end();
    },
  };
}
