import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createAccountService } from '../../src/server/account/service';
import { newId } from '../../src/server/db/ids';
import { openDatabase } from '../../src/server/db/open';
import { user } from '../../src/server/db/schema';
import { startForwarder } from './forwarder';
import { createScratchDatabase, type ServerProcess, startServerProcess } from './server-process';

export type FaultCluster = Awaited<ReturnType<typeof startFaultCluster>>;

export const pgUrl = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

/** Short dependency timeouts for the fault suites, so a hang is bounded in seconds (defaults: 5 / 5 / 10 s). */
export const FAULT_TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '2000',
  DATABASE_POOL_TIMEOUT_MS: '2000',
  DATABASE_STATEMENT_TIMEOUT_MS: '4000',
  REDIS_CONNECT_TIMEOUT_MS: '1000',
  REDIS_COMMAND_TIMEOUT_MS: '500',
};
/** The longest a request may take while a dependency hangs: pool wait + read timeout (statement + 2 s) + slack. */
export const REQUEST_BUDGET_MS = 2000 + 4000 + 2000 + 1500;

export interface HttpResult {
  status: number;
  ms: number;
  text: string;
  headers: Headers;
}

// Random start: suites in other processes share Redis (and its per-address budgets) within a minute.
let ipSeq = randomBytes(3).readUIntBE(0, 3) & 0xfff000;
/** A distinct client address per visitor (TRUST_PROXY=true), so per-IP limits never interfere. */
export function nextVisitorIp() {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** One real HTTP request; a request that has not answered in 30 s counts as a hang (status 0). */
export async function http(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, text, headers: res.headers };
  } catch {
    return { status: 0, ms: performance.now() - started, text: '', headers: new Headers() };
  }
}

/** Polls until `ok` holds; resolves with the time it took, or rejects after `limitMs`. */
export async function waitUntil(ok: () => Promise<boolean>, limitMs: number, what: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await ok()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${limitMs} ms`);
}

/**
 * Two Charla processes on one PostgreSQL database and one Redis, each reached through a forwarder the
 * test can cut or hang; a direct database handle (not through the forwarder) to seed and verify.
 */
export async function startFaultCluster(opts: { template?: boolean; env?: Record<string, string> } = {}) {
  const scratch = await createScratchDatabase(
    pgUrl!,
    opts.template === false ? undefined : inject('pgTemplate'),
  );
  const target = new URL(pgUrl!);
  const pgFwd = await startForwarder({ host: target.hostname, port: Number(target.port || 5432) });
  const r = new URL(redisUrl!);
  const redisFwd = await startForwarder({ host: r.hostname, port: Number(r.port || 6379) });
  const direct = await openDatabase({ kind: 'postgres', url: scratch.url, max: 3 });
  const dirs: string[] = [];
  const secret = randomBytes(32).toString('hex');
  const env = (): Record<string, string> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'charla-fault-'));
    dirs.push(dataDir);
    return {
      DATABASE_URL: pgFwd.url(scratch.url),
      REDIS_URL: redisFwd.url(redisUrl!),
      DATA_DIR: dataDir,
      SECRET_KEY: secret,
      TRUST_PROXY: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...FAULT_TIMEOUTS,
      ...opts.env,
    };
  };
  return {
    direct,
    scratch,
    pgFwd,
    redisFwd,
    start: (opts: { waitReady?: boolean } = {}) => startServerProcess(env(), opts),
    async seedOwner(plan: 'PRO' | 'BUSINESS' = 'PRO') {
      const userId = newId('usr');
      await direct.db.insert(user).values({ id: userId, email: `${userId}@fault.test`, name: 'Fault', plan });
      const { apiKey } = await createAccountService({ db: direct.db }).rotateApiKey(userId);
      return { userId, auth: { authorization: `Bearer ${apiKey}` } };
    },
    async close(servers: ServerProcess[]) {
      for (const s of servers) await s.stop('SIGKILL').catch(() => {});
      await pgFwd.close();
      await redisFwd.close();
      await direct.close();
      await scratch.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** Durations a fault suite measures, by what was timed; `report()` prints them (the numbers docs quote). */
export function timings(label: string) {
  const measured: Record<string, number[]> = {};
  return {
    note(what: string, ms: number) {
      measured[what] ??= [];
      measured[what].push(Math.round(ms));
    },
    report() {
      if (Object.keys(measured).length) console.log(`${label} (ms): ${JSON.stringify(measured)}`);
    },
  };
}
