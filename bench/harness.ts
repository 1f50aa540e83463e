import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlanTable } from '../src/contract/plans';
import { createAccountService } from '../src/server/account/service';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { newId } from '../src/server/db/ids';
import { openDatabase } from '../src/server/db/open';
import { user } from '../src/server/db/schema';

/** The real app on a migrated database (PGlite in memory, or BENCH_DATABASE_URL), listening on a free port. */
export async function startCharla(opts: { plans?: PlanTable } = {}) {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
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
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
