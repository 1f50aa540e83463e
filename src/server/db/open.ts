import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import { DatabaseMonitor, withTimeout } from './monitor';
import { createGuardedPool, createPinger, type PgTimeouts } from './pg-pool';
import * as schema from './schema';
import { seedFromTemplate } from './template';

export type Schema = typeof schema;
/** A database handle or an open transaction: every store function accepts either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations; on PostgreSQL under an advisory lock so instances can start together.
   * `beforeReady` runs on the migrated database before a deferred PostgreSQL is declared ready (main.ts
   * records the first start there, so no request sees a ready instance whose setup window is not open yet).
   */
  migrate(opts?: { beforeReady?: (db: Db) => Promise<unknown> }): Promise<void>;
  ping(): Promise<void>;
  /** Routine upkeep that PostgreSQL's autovacuum does by itself (PGlite: VACUUM ANALYZE). */
  maintain(): Promise<void>;
  close(): Promise<void>;
  /** Whether the database answers; while it does not, PostgreSQL work fails fast (503). */
  monitor: DatabaseMonitor;
  /** The embedded engine, when there is one (tests dump and load its data directory). */
  pglite?: PGlite;
  /** PostgreSQL's address (the live streams' LISTEN connection opens its own). */
  url?: string;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      timeouts?: Partial<PgTimeouts>;
      /** Stay closed to requests (state `starting`) until `migrate()` succeeds: main.ts listens first. */
      deferReady?: boolean;
      log?: Logger;
    };

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = {
  connectTimeoutMs: 5000,
  poolTimeoutMs: 5000,
  statementTimeoutMs: 10_000,
};

export const migrationsFolder = migrationsDir;
/** What every embedded database loads: the search indexes (migration 0009) need both in every session. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };
const MIGRATION_LOCK = 727_274_001;

/** Opens PGlite (a directory, or in memory) or a node-postgres pool. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'pglite') {
    if (opts.dataDir && !opts.loadDataDir) seedFromTemplate(opts.dataDir);
    const client = new PGlite({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    // In process: it cannot become unreachable, so the monitor is up from the start and never pings.
    const monitor = new DatabaseMonitor({ ping: async () => void (await client.query('select 1')) });
    monitor.markReady();
    return {
      db,
      kind: 'pglite',
      pglite: client,
      monitor,
      migrate: async ({ beforeReady } = {}) => {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
        await beforeReady?.(db);
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
  const timeouts = { ...DEFAULT_PG_TIMEOUTS, ...opts.timeouts };
  const pinger = await createPinger(opts.url, Math.min(timeouts.connectTimeoutMs, 1500));
  const monitor = new DatabaseMonitor({ ping: pinger.ping, resetPing: pinger.reset, log: opts.log });
  if (!opts.deferReady) monitor.markReady();
  const pool = await createGuardedPool({
    url: opts.url,
    max: opts.max ?? 10,
    timeouts,
    isOpen: () => monitor.available,
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url: opts.url,
    monitor,
    migrate: async ({ beforeReady } = {}) => {
      const client = new pg.Client({
        connectionString: opts.url,
        connectionTimeoutMillis: timeouts.connectTimeoutMs,
        keepAlive: true,
        application_name: 'charla-migrate',
      });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
        // On the migration connection: the pool stays closed to requests until markReady below. Bounded like
        // any request's statement (migrations themselves are not: an index build may take long).
        if (beforeReady) {
          await client.query(
            `set statement_timeout = ${Math.max(1, Math.floor(timeouts.statementTimeoutMs))}`,
          );
          await beforeReady(drizzleNodePg(client, { schema }) as unknown as Db);
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        // A server that stopped answering would keep end() waiting: give it a second, then drop the socket.
        await withTimeout(client.end(), 1000, 'closing the migration connection').catch(() =>
          (
            client as unknown as { connection?: { stream?: { destroy(): void } } }
          ).connection?.stream?.destroy(),
        );
      }
      monitor.markReady();
    },
    ping: () => pinger.ping(),
    maintain: async () => {},
    close: async () => {
      monitor.stop();
      await pinger.close();
      await pool.end();
    },
  };
}
