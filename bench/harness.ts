import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { PlanTable } from '../src/contract/plans';
import { createAccountService } from '../src/server/account/service';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { newId } from '../src/server/db/ids';
import { openDatabase } from '../src/server/db/open';
import { user } from '../src/server/db/schema';

/**
 * A database of the benchmark's own on the PostgreSQL server BENCH_DATABASE_URL points to (created as
 * `charla_bench_<random>`, dropped by `drop`), or null without BENCH_DATABASE_URL (PGlite in memory).
 */
export async function benchDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return null;
  const name = `charla_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The real app on a migrated database (PGlite in memory, or its own on BENCH_DATABASE_URL), on a free port. */
export async function startCharla(opts: { plans?: PlanTable; poolSize?: number } = {}) {
  const own = await benchDatabaseUrl();
  const database = own
    ? await openDatabase({ kind: 'postgres', url: own.url, max: opts.poolSize })
    : await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'charla-bench-')),
    SECRET_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PORT: '0',
    TRUST_PROXY: 'true', // benchmarks vary X-Forwarded-For to stay under the per-IP limits
  });
  const app = await buildApp({ config, database, plans: opts.plans, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const id = newId('usr');
  await database.db.insert(user).values({ id, email: `${id}@bench.test`, name: 'Bench', plan: 'BUSINESS' });
  const { apiKey } = await createAccountService({ db: database.db }).rotateApiKey(id);
  const auth = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  return {
    base,
    auth,
    database,
    userId: id,
    databaseUrl: own?.url,
    async publishForm(body: Record<string, unknown>) {
      const created = await fetch(`${base}/api/forms`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(body),
      });
      const form = (await created.json()) as { id: string };
      await fetch(`${base}/api/forms/${form.id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ isPublished: true }),
      });
      return form.id;
    },
    async close() {
      await app.close();
      await database.close();
      await own?.drop();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
