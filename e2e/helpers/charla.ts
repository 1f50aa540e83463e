import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import type { TestApp } from '../../test/helpers/app';

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the caller to listen on). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A running Charla: the TestApp shape (so test/helpers' makeUser, makeForm… work on it) plus its address. */
export interface RunningCharla extends TestApp {
  /** `http://127.0.0.1:<port>`, also its PUBLIC_URL. */
  base: string;
}

/**
 * Starts the real app listening on 127.0.0.1 with PUBLIC_URL set to its own address, on a fresh in-memory
 * PGlite and a temporary DATA_DIR (local upload storage). The database is loaded from the migrated dump that
 * vitest.e2e.config.ts's globalSetup (test/helpers/global-setup.ts, as for test/) made once for the run: a
 * PGlite initdb and every migration cost seconds of CPU per suite, beside the PostgreSQL suites in CI. `env` overrides settings; `deps` overrides
 * buildApp's dependencies (plans, ai, now…). Background jobs are not started.
 */
export async function startCharla(
  opts: { env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'database'>> } = {},
): Promise<RunningCharla> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // As in test/helpers/app.ts: suites mean FREE unless they say otherwise (unset now means BUSINESS).
    DEFAULT_PLAN: 'FREE',
    ...opts.env,
  });
  const template = inject('pgliteTemplate');
  const database = await openDatabase(
    template ? { kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) } : { kind: 'pglite' },
  );
  // Pending migrations, as main.ts runs them (none on the dump: it was migrated by this checkout).
  await database.migrate();
  const app = await buildApp({ config, database, logger: false, ...opts.deps });
  await app.listen({ port, host: '127.0.0.1' });
  // As main.ts does once the database is migrated: the first account's setup window opens now.
  await app.setup.recordStart();
  return {
    base,
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second origin on loopback serving the host pages a site owner would write. */
export interface HostPages {
  /** `http://127.0.0.1:<port>`: another origin than Charla's (the port differs). */
  origin: string;
  /** The address of a page (default `/`). */
  url(path?: string): string;
  /** Serves `html` at `path` (replacing what was there). */
  set(path: string, html: string): void;
  close(): Promise<void>;
}

/** Starts a tiny HTTP server on 127.0.0.1 serving HTML pages: one page at `/`, or several by path. */
export async function startHostPage(pages: string | Record<string, string> = {}): Promise<HostPages> {
  const routes = new Map(Object.entries(typeof pages === 'string' ? { '/': pages } : pages));
  const server: Server = createServer((req, res) => {
    const html = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = '/') => origin + path,
    set: (path, html) => {
      routes.set(path, html);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
