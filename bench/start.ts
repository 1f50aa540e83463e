// Start-up time: from spawning the server to its first 200 on /readyz, for the esbuild bundle (what `npm start`
// runs after `npm run build`) against the TypeScript sources through tsx (the baseline, measured in the same
// run). Warm = an existing database; first = a fresh DATA_DIR (embedded) or a fresh database (PostgreSQL).
//   npm run build && npx tsx bench/start.ts [rounds=5]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/start.ts   (adds PostgreSQL)
//   BENCH_TSX_ROOT=/path/to/older/checkout npx tsx bench/start.ts   (the tsx baseline from another checkout)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { projectRoot } from '../src/server/paths';

const rounds = Number(process.argv[2] ?? 5);
const pgUrl = process.env.BENCH_DATABASE_URL;
const bundle = join(projectRoot, 'dist', 'server', 'main.js');
if (!existsSync(bundle)) {
  console.error('dist/server/main.js is missing: run `npm run build` first');
  process.exit(1);
}
const tsxRoot = process.env.BENCH_TSX_ROOT ?? projectRoot;
const RUNNERS = {
  bundle: { cwd: projectRoot, argv: [process.execPath, bundle] },
  tsx: {
    cwd: tsxRoot,
    argv: [join(tsxRoot, 'node_modules', '.bin', 'tsx'), join(tsxRoot, 'src', 'server', 'main.ts')],
  },
} as const;
type Runner = keyof typeof RUNNERS;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM'); // the whole group: tsx runs the server in a child process
  });
}

/** Milliseconds from spawn to the first 200 on /readyz. */
async function timeStart(runner: Runner, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const { cwd, argv } = RUNNERS[runner];
  const [command, ...args] = argv;
  const started = performance.now();
  const child = spawn(command!, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
  try {
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`${runner} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) })
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`${runner} was not ready within 60 s`);
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) =>
  `median ${(median(xs) / 1000).toFixed(2)} s (min ${(Math.min(...xs) / 1000).toFixed(2)}, max ${(Math.max(...xs) / 1000).toFixed(2)})`;

interface Setup {
  name: string;
  warmEnv(): Promise<Record<string, string>>;
  firstEnv(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
  close(): Promise<void>;
}

function embeddedSetup(): Setup {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'charla-start-'));
    dirs.push(dir);
    return dir;
  };
  const warm = fresh();
  return {
    name: 'embedded',
    warmEnv: async () => ({ DATA_DIR: warm }),
    firstEnv: async () => {
      const dir = fresh();
      return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
    close: async () => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

function postgresSetup(url: string): Setup {
  const admin = new pg.Client({ connectionString: url });
  const connected = admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-start-pg-'));
  const names: string[] = [];
  const create = async () => {
    await connected;
    const name = `charla_start_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    names.push(name);
    const u = new URL(url);
    u.pathname = `/${name}`;
    return { name, url: u.toString() };
  };
  const drop = (name: string) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  let warm: Promise<{ url: string }> | undefined;
  const secret = randomBytes(32).toString('hex');
  const env = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SECRET_KEY: secret,
  });
  return {
    name: 'PostgreSQL',
    warmEnv: async () => {
      warm ??= create();
      return env((await warm).url);
    },
    firstEnv: async () => {
      const db = await create();
      return { env: env(db.url), cleanup: async () => void (await drop(db.name)) };
    },
    close: async () => {
      for (const n of names) await drop(n).catch(() => {});
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const setups = [embeddedSetup(), ...(pgUrl ? [postgresSetup(pgUrl)] : [])];
console.log(
  `Start-up to the first 200 on /readyz, ${rounds} rounds, bundle and tsx (${tsxRoot}) alternating`,
);
for (const setup of setups) {
  try {
    // One unmeasured start of each, so the warm database exists and the file cache is filled alike.
    for (const runner of ['bundle', 'tsx'] as const) await timeStart(runner, await setup.warmEnv());
    const times: Record<string, number[]> = {};
    const record = (key: string, ms: number) => {
      times[key] ??= [];
      times[key].push(ms);
    };
    for (let i = 0; i < rounds; i++) {
      for (const runner of (i % 2 ? ['tsx', 'bundle'] : ['bundle', 'tsx']) as Runner[]) {
        record(`${runner} warm`, await timeStart(runner, await setup.warmEnv()));
        const first = await setup.firstEnv();
        try {
          record(`${runner} first`, await timeStart(runner, first.env));
        } finally {
          await first.cleanup();
        }
      }
    }
    for (const kind of ['warm', 'first']) {
      const b = times[`bundle ${kind}`]!;
      const t = times[`tsx ${kind}`]!;
      console.log(
        `${setup.name} ${kind.padEnd(5)} bundle ${fmt(b)} | tsx ${fmt(t)} | bundle/tsx ${(median(b) / median(t)).toFixed(2)}`,
      );
    }
  } finally {
    await setup.close();
  }
}
