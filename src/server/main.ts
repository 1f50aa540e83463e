import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { acquireDataDir } from './data-dir-lock';
import { openDatabase } from './db/open';
import { loadPlans } from './plans-file';

async function main() {
  const started = performance.now();
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
  const embedded = !config.DATABASE_URL;
  const release = embedded ? acquireDataDir(config.DATA_DIR) : () => {};
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'db') });
  await database.migrate();
  const app = await buildApp({ config, database, plans });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.jobs.start();

  const ms = Math.round(performance.now() - started);
  const lines = [
    `Charla is running at ${config.PUBLIC_URL} (started in ${ms} ms, database: ${embedded ? `embedded in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    `  API docs:   ${config.PUBLIC_URL}/api/docs`,
    '  First account: sign up with',
    `    curl -X POST ${config.PUBLIC_URL}/api/auth/sign-up/email -H 'Content-Type: application/json' \\`,
    `      -d '{"name":"Ada","email":"ada@example.com","password":"a-long-password"}'`,
    embedded
      ? '  or, with the server stopped: npx charla user create --email ada@example.com --name Ada --password a-long-password'
      : '  or: npx charla user create --email ada@example.com --name Ada --password a-long-password',
  ];
  if (config.secretKeyGenerated)
    lines.push(
      `  SECRET_KEY was generated into ${join(config.DATA_DIR, 'secret-key')}; set SECRET_KEY when running several instances.`,
    );
  console.log(lines.join('\n'));

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
}

main().catch((e) => {
  console.error(`Charla failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
