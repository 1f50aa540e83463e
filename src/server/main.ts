import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { recordFirstStart } from './account/setup-store';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { acquireDataDir } from './data-dir-lock';
import { type Database, type Db, openDatabase } from './db/open';
import { loadPlans } from './plans-file';
import { installProcessGuard } from './process-guard';
import { startupMessage } from './startup-message';

/** Waits between migration attempts while PostgreSQL is unreachable at start: 0.5 s doubling to 5 s. */
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 5000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  let plans: ReturnType<typeof loadPlans>;
  try {
    config = loadConfig();
    plans = loadPlans(config.PLANS_FILE);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // Installed first: a fault while starting is logged too (on stderr until the app's logger exists).
  let log: { error(o: object, m: string): void } = { error: (o, m) => console.error(m, o) };
  installProcessGuard({ error: (o, m) => log.error(o, m) });
  const embedded = !config.DATABASE_URL;
  const release = embedded ? acquireDataDir(config.DATA_DIR) : () => {};
  // PostgreSQL may be unreachable now: the pool opens lazily and stays closed to requests (503) until
  // migrations succeed; the embedded database is in process and is migrated before listening.
  const database: Database = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        max: config.DATABASE_POOL_MAX,
        timeouts: {
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          poolTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS,
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        },
        deferReady: true,
      })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'db') });
  // The first start is recorded with the migrations, before the instance is ready: the setup window counts
  // from it, and no request may find a ready instance whose window is not open yet.
  const migration = { beforeReady: (db: Db) => recordFirstStart(db, new Date()) };
  if (embedded) await database.migrate(migration);
  const app = await buildApp({ config, database, plans });
  log = app.log;
  await app.listen({ port: config.PORT, host: config.HOST });
  database.monitor.start();
  app.jobs.start(); // jobs wait until the database is ready

  // Since the process started (module loading included), not since main() began.
  const ms = Math.round(performance.now());
  const listening = app.server.address() as AddressInfo;
  // Once the database is migrated (and the first start recorded: the setup window counts from it), the
  // banner says what is true of it (on PostgreSQL that may be after a wait for the database).
  const announce = async () => {
    console.log(startupMessage({ config, ms, listening, setup: await app.setup.state() }));
  };

  // Before the banner: whoever reads it may stop the server at once.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (embedded) await announce();
  else
    void migrateWhenReachable(database, migration, app.log, () => closing).then(async (migrated) => {
      if (migrated)
        await announce().catch((err) => app.log.error({ err }, 'printing the start banner failed'));
    });
}

/** Retries the connection and migrations with backoff until they succeed (true) or the process stops (false). */
async function migrateWhenReachable(
  database: Database,
  migration: Parameters<Database['migrate']>[0],
  log: { info(o: object, m: string): void; warn(o: object, m: string): void },
  stopping: () => boolean,
): Promise<boolean> {
  let wait = RETRY_MIN_MS;
  for (let attempt = 1; !stopping(); attempt++) {
    try {
      await database.migrate(migration);
      if (attempt > 1) log.info({ attempts: attempt }, 'database reachable: migrations applied, ready');
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // The first failure, then every tenth: a long outage does not flood the log.
      if (attempt === 1 || attempt % 10 === 0)
        log.warn(
          { attempt, err: { message } },
          `database not reachable yet, retrying every ${RETRY_MAX_MS / 1000} s at most`,
        );
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  }
  return false;
}

main().catch((e) => {
  console.error(`Charla failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
