import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** A port free right now on loopback. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it printed (stdout and stderr). */
  output(): string;
  /** True while the process has not exited. */
  alive(): boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

// What `npm start` runs: the server bundle dist/server/main.js, or src/server/main.ts through tsx when the bundle
// is older than the sources (bin/run-entry.js). The bundle starts in about a third of the time (docs/benchmarks.md).
const SERVER = fileURLToPath(new URL('../../bin/charla-server.js', import.meta.url));

/**
 * Starts `charla` (bin/charla-server.js, as `npm start` does) as a real process and resolves once it listens
 * (its "Charla is running" line, e.g. "Charla 0.1.0 is running at …", which it prints once migrated; or, with
 * `waitReady` false, /healthz answering while the database is still away) and, unless `waitReady` is false,
 * once /readyz answers 200 (migrations done). The environment is the caller's on top of a quiet production default.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { port?: number; waitReady?: boolean } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(poll);
      err ? reject(err) : resolve();
    };
    const timer = setTimeout(() => finish(new Error(`server did not start: ${output}`)), 30_000);
    const check = () => {
      if (/Charla \S* ?is running/.test(output)) finish();
    };
    // Listening before the database answers: the banner waits for migrations, /healthz does not.
    const poll = setInterval(() => {
      if (opts.waitReady === false)
        void fetch(`${base}/healthz`)
          .then((r) => r.status === 200 && finish())
          .catch(() => {});
    }, 200);
    child.stdout!.on('data', check);
    child.on('exit', (code) => finish(new Error(`server exited with ${code}: ${output}`)));
  });
  if (opts.waitReady !== false) {
    const until = Date.now() + 30_000;
    while ((await fetch(`${base}/readyz`).catch(() => null))?.status !== 200) {
      if (Date.now() > until) throw new Error(`server never became ready: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    child,
    base,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** A database of its own on the test server: a copy of the migrated template, or empty. */
export async function createScratchDatabase(adminUrl: string, template?: string) {
  const name = `charla_tf${randomBytes(4).toString('hex')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}
