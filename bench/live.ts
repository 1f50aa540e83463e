/**
 * Live streams (issue 24): delivery latency across two instances and stream capacity of one instance.
 *  1. Two Charla processes on one PostgreSQL database. An owner's message posted on A, timed until a visitor
 *     stream open on B has it (p50/p99 of 100), for each channel: LISTEN/NOTIFY, Redis pub/sub, and the
 *     polling fallback (Redis unreachable). Baseline in the same run: the same message posted on B itself.
 *  2. One instance holding N idle visitor streams (500, 1000, 2000 by default): RSS per stream, whether
 *     every stream got its heartbeats (LIVE_HEARTBEAT_MS=2000 here), and one delivery's latency meanwhile.
 * Run by hand: npx tsx bench/live.ts [stream counts]. It creates and drops `charla_bench_…` on
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); REDIS_URL (default
 * redis://127.0.0.1:6379) for the Redis run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccountService } from '../src/server/account/service';
import { newId } from '../src/server/db/ids';
import { openDatabase } from '../src/server/db/open';
import { user } from '../src/server/db/schema';
import { openSse, type SseStream } from '../test/helpers/sse';
import { benchDatabaseUrl } from './harness';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const COUNTS = (process.argv[2] ?? '500,1000,2000').split(',').map(Number);
const ORIGIN = 'https://site.example';
const FORM = {
  name: 'Live bench',
  language: 'EN',
  welcomeMessage: 'Hi!',
  goodbyeMessage: 'Thanks!',
  questions: [
    { order: 1, text: 'Name?', type: 'text', required: true },
    { order: 2, text: 'Email?', type: 'email', required: true },
  ],
};

const own = (await benchDatabaseUrl())!;
const database = await openDatabase({ kind: 'postgres', url: own.url, max: 2 });
await database.migrate();
const secret = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];
let ipSeq = 0;
const ip = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

async function start(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../src/server/main.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: own.url,
        REDIS_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'charla-live-bench-')),
        SECRET_KEY: secret,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        LIVE_STREAMS_PER_CONVERSATION: '10',
        LIVE_HEARTBEAT_MS: '2000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 300) throw new Error('a server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  return { base, rssMb, stop: () => child.kill('SIGTERM') };
}
type Server = Awaited<ReturnType<typeof start>>;

const userId = newId('usr');
await database.db
  .insert(user)
  .values({ id: userId, email: `${userId}@bench.test`, name: 'Bench', plan: 'BUSINESS' });
const { apiKey } = await createAccountService({ db: database.db }).rotateApiKey(userId);
const auth = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };

async function json(base: string, method: string, path: string, body?: unknown, headers = auth) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return {
    body: r.headers.get('content-type')?.includes('json') ? await r.json() : await r.text(),
    headers: r.headers,
  };
}

async function conversation(base: string, formId: string) {
  const r = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': ip() },
    body: JSON.stringify({ formId, message: 'Ana' }),
  });
  await r.text();
  return r.headers.get('x-conversation-id')!;
}

const stream = (base: string, id: string) =>
  openSse(`${base}/api/chat/${id}/stream`, { origin: ORIGIN, 'x-forwarded-for': ip() });

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!);
};

/** `n` messages posted on `post`, each timed until the stream on `watch` has it. */
async function latencies(post: Server, s: SseStream, id: string, n: number) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const m = (await json(post.base, 'POST', `/api/conversations/${id}/messages`, { content: `m${i}` }))
      .body as { id: string };
    const e = await s.next((ev) => ev.id === m.id, 10_000, Math.max(0, s.events.length - 5));
    out.push(e.at - started);
    await new Promise((r) => setTimeout(r, 10 + Math.random() * 40));
  }
  return out;
}

async function delivery(label: string, env: Record<string, string>) {
  const [a, b] = [await start(env), await start(env)];
  const formId = (await json(a.base, 'POST', '/api/forms', FORM)).body.id as string;
  await json(a.base, 'PUT', `/api/forms/${formId}`, { isPublished: true });
  const id = await conversation(a.base, formId);
  const s = await stream(b.base, id);
  await s.next((e) => e.event === 'handler');
  const same = await latencies(b, s, id, 50);
  const cross = await latencies(a, s, id, 100);
  console.log(
    `${label.padEnd(34)} A→B p50 ${pct(cross, 50)} ms, p99 ${pct(cross, 99)} ms | same instance p50 ${pct(same, 50)} ms, p99 ${pct(same, 99)} ms | ratio p50 ${(pct(cross, 50) / Math.max(1, pct(same, 50))).toFixed(1)}`,
  );
  s.close();
  a.stop();
  b.stop();
  await new Promise((r) => setTimeout(r, 500));
  return formId;
}

async function capacity(counts: number[]) {
  const b = await start({});
  const formId = (await json(b.base, 'POST', '/api/forms', FORM)).body.id as string;
  await json(b.base, 'PUT', `/api/forms/${formId}`, { isPublished: true });
  const max = Math.max(...counts);
  const ids: string[] = [];
  for (let i = 0; i < Math.ceil(max / 10); i++) ids.push(await conversation(b.base, formId));
  const open: SseStream[] = [];
  const idle = b.rssMb();
  console.log(`one instance, idle RSS ${idle.toFixed(0)} MB (LIVE_HEARTBEAT_MS=2000)`);
  for (const n of counts) {
    while (open.length < n) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, n - open.length) }, (_, k) =>
          stream(b.base, ids[(open.length + k) % ids.length]!),
        ),
      );
      if (batch.some((s) => s.status !== 200))
        throw new Error(`stream refused: ${batch.find((s) => s.status !== 200)!.status}`);
      open.push(...batch);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const before = open.map((s) => s.comments);
    await new Promise((r) => setTimeout(r, 6500));
    const beats = open.map((s, i) => s.comments - before[i]!);
    const rss = b.rssMb();
    const target = open[n - 1]!;
    const started = performance.now();
    const m = (
      await json(b.base, 'POST', `/api/conversations/${ids[(n - 1) % ids.length]}/messages`, {
        content: 'hi',
      })
    ).body as { id: string };
    const e = await target.next((ev) => ev.id === m.id, 10_000);
    console.log(
      `${String(n).padStart(5)} streams: RSS ${rss.toFixed(0)} MB (+${(((rss - idle) * 1024) / n).toFixed(1)} KB a stream), heartbeats in 6.5 s: min ${Math.min(...beats)} max ${Math.max(...beats)} (expected 3), a delivery meanwhile ${Math.round(e.at - started)} ms`,
    );
  }
  for (const s of open) s.close();
  b.stop();
}

try {
  console.log(
    'Delivery across two instances (100 messages, 10-50 ms apart; baseline: posted on B itself, 50)',
  );
  await delivery('PostgreSQL LISTEN/NOTIFY', {});
  await delivery('Redis pub/sub', { REDIS_URL: REDIS });
  await delivery('fallback: Redis unreachable, polling', {
    REDIS_URL: 'redis://127.0.0.1:1',
    REDIS_CONNECT_TIMEOUT_MS: '200',
  });
  console.log('\nIdle visitor streams on one instance (PostgreSQL, LISTEN/NOTIFY)');
  await capacity(COUNTS);
} finally {
  for (const c of children) c.kill('SIGKILL');
  await database.close().catch(() => {});
  await own.drop().catch(() => {});
}
