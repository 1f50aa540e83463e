import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccountService } from '../src/server/account/service';
import { newId } from '../src/server/db/ids';
import { type Database, openDatabase } from '../src/server/db/open';
import { user } from '../src/server/db/schema';
import { formBody } from './helpers/app';
import {
  type FaultCluster,
  http,
  nextVisitorIp,
  pgUrl,
  redisUrl,
  startFaultCluster,
  timings,
  waitUntil,
} from './helpers/fault-cluster';
import { createScratchDatabase, type ServerProcess, startServerProcess } from './helpers/server-process';
import { openSse, type SseStream } from './helpers/sse';

// Two instances on one database: a message posted on one reaches a stream open on the other within 2 s,
// through Redis pub/sub or PostgreSQL LISTEN/NOTIFY; with the channel down the streams poll (a few seconds
// late, nothing lost), /readyz says so, and the channel comes back by itself.
const { note, report } = timings('live delivery across instances');
const ORIGIN = { origin: 'https://site.example' };

interface Setup {
  servers: ServerProcess[];
  auth: { authorization: string };
  formId: string;
}

async function seedOwner(db: Database) {
  const userId = newId('usr');
  await db.db
    .insert(user)
    .values({ id: userId, email: `${userId}@live.test`, name: 'Live Owner', plan: 'BUSINESS' });
  const { apiKey } = await createAccountService({ db: db.db }).rotateApiKey(userId);
  return { authorization: `Bearer ${apiKey}` };
}

async function publishForm(s: ServerProcess, auth: Setup['auth']) {
  const created = await http(s.base, 'POST', '/api/forms', {
    body: formBody({ language: 'EN' }),
    headers: auth,
  });
  expect(created.status, created.text).toBe(201);
  const formId = (JSON.parse(created.text) as { id: string }).id;
  await http(s.base, 'PUT', `/api/forms/${formId}`, { body: { isPublished: true }, headers: auth });
  return formId;
}

/** A new conversation (its first message on `on`) and a visitor stream open on `watch`. */
async function watched(x: Setup, on: ServerProcess, watch: ServerProcess) {
  const first = await http(on.base, 'POST', '/api/chat', {
    body: { formId: x.formId, message: 'Ana' },
    headers: { ...ORIGIN, 'x-forwarded-for': nextVisitorIp() },
  });
  expect(first.status, first.text).toBe(200);
  const id = first.headers.get('x-conversation-id')!;
  const s = await openSse(`${watch.base}/api/chat/${id}/stream`, {
    ...ORIGIN,
    'x-forwarded-for': nextVisitorIp(),
  });
  expect(s.status, s.text).toBe(200);
  await s.next((e) => e.event === 'handler');
  return { id, s };
}

/** Posts an owner's message on `on`; resolves with its id and how long until `s` had it. */
async function delivered(
  x: Setup,
  on: ServerProcess,
  id: string,
  s: SseStream,
  content: string,
  limitMs: number,
) {
  const started = performance.now();
  const r = await http(on.base, 'POST', `/api/conversations/${id}/messages`, {
    body: { content },
    headers: x.auth,
  });
  expect(r.status, r.text).toBe(201);
  const msgId = (JSON.parse(r.text) as { id: string }).id;
  const e = await s.next((ev) => ev.id === msgId, limitMs);
  return { msgId, ms: e.at - started };
}

const readiness = async (s: ServerProcess) =>
  JSON.parse((await http(s.base, 'GET', '/readyz')).text) as Record<string, string>;

function expectNoDuplicates(s: SseStream, ids: string[]) {
  const got = s.events.filter((e) => e.event === 'message' && ids.includes(e.id!)).map((e) => e.id);
  expect(got).toEqual(ids);
}

describe.runIf(pgUrl && redisUrl)('two instances on PostgreSQL + Redis', () => {
  let cluster: FaultCluster;
  const x = {} as Setup;

  beforeAll(async () => {
    cluster = await startFaultCluster();
    x.servers = [await cluster.start(), await cluster.start()];
    x.auth = (await cluster.seedOwner('BUSINESS')).auth;
    x.formId = await publishForm(x.servers[0]!, x.auth);
    for (const s of x.servers)
      await waitUntil(async () => (await readiness(s)).live === 'up', 10_000, 'live up');
  }, 90_000);
  afterAll(async () => {
    report();
    await cluster?.close(x.servers ?? []);
  });

  it('a message posted on A reaches a visitor stream and the owner stream on B within 2 s', async () => {
    const [a, b] = x.servers as [ServerProcess, ServerProcess];
    const owner = await openSse(`${b.base}/api/conversations/stream`, x.auth);
    await owner.next((e) => e.event === 'ready');
    const { id, s } = await watched(x, a, b);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const d = await delivered(x, a, id, s, `redis ${i}`, 2000);
      note('redis: A to B', d.ms);
      ids.push(d.msgId);
    }
    expectNoDuplicates(s, ids);
    await owner.next((e) => e.event === 'message' && e.id === ids.at(-1), 2000);
    s.close();
    owner.close();
  });

  it('with Redis unreachable the streams poll: late by the poll at most, nothing lost; it recovers by itself', async () => {
    const [a, b] = x.servers as [ServerProcess, ServerProcess];
    const { id, s } = await watched(x, a, b);
    await cluster.redisFwd.refuse();
    await waitUntil(async () => (await readiness(b)).live === 'down', 10_000, 'readyz live down');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const d = await delivered(x, a, id, s, `polled ${i}`, 4000);
      note('redis down: A to B (polling)', d.ms);
      ids.push(d.msgId);
    }
    await cluster.redisFwd.restore();
    note(
      'redis back: live up',
      await waitUntil(async () => (await readiness(b)).live === 'up', 15_000, 'live up'),
    );
    const d = await delivered(x, a, id, s, 'after recovery', 2000);
    ids.push(d.msgId);
    expectNoDuplicates(s, ids);
    s.close();
  }, 60_000);
});

describe.runIf(pgUrl)('two instances on PostgreSQL without Redis (LISTEN/NOTIFY)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let direct: Database;
  const dirs: string[] = [];
  const x = {} as Setup;

  beforeAll(async () => {
    scratch = await createScratchDatabase(pgUrl!, inject('pgTemplate'));
    direct = await openDatabase({ kind: 'postgres', url: scratch.url, max: 2 });
    const secret = randomBytes(32).toString('hex');
    const env = () => {
      const dir = mkdtempSync(join(tmpdir(), 'charla-live-'));
      dirs.push(dir);
      // REDIS_URL empty: unset for the server (the channel is LISTEN/NOTIFY).
      return {
        DATABASE_URL: scratch.url,
        REDIS_URL: '',
        DATA_DIR: dir,
        SECRET_KEY: secret,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'info',
      };
    };
    x.servers = [await startServerProcess(env()), await startServerProcess(env())];
    x.auth = await seedOwner(direct);
    x.formId = await publishForm(x.servers[0]!, x.auth);
  }, 90_000);
  afterAll(async () => {
    report();
    for (const s of x.servers ?? []) await s.stop('SIGKILL').catch(() => {});
    await direct?.close();
    await scratch?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a message posted on A reaches a stream on B within 2 s', async () => {
    const [a, b] = x.servers as [ServerProcess, ServerProcess];
    expect(await readiness(b)).toMatchObject({ status: 'ok', redis: 'unused', live: 'up' });
    const { id, s } = await watched(x, a, b);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const d = await delivered(x, a, id, s, `notify ${i}`, 2000);
      note('postgres: A to B', d.ms);
      ids.push(d.msgId);
    }
    expectNoDuplicates(s, ids);
    s.close();
  });

  it('the LISTEN connection dropped and kept down: /readyz says so, messages arrive by polling, none lost; it comes back', async () => {
    const [a, b] = x.servers as [ServerProcess, ServerProcess];
    const { id, s } = await watched(x, a, b);
    const kill = () =>
      direct.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'charla-live' and datname = current_database()`,
      );
    // Killed again as soon as it reconnects, for a while.
    let stop = false;
    const killer = (async () => {
      while (!stop) {
        await kill().catch(() => {});
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await waitUntil(async () => (await readiness(b)).live === 'down', 10_000, 'readyz live down');
    expect((await http(b.base, 'GET', '/readyz')).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const d = await delivered(x, a, id, s, `while down ${i}`, 4000);
      note('LISTEN down: A to B (polling)', d.ms);
      ids.push(d.msgId);
    }
    stop = true;
    await killer;
    note(
      'LISTEN back: live up',
      await waitUntil(async () => (await readiness(b)).live === 'up', 15_000, 'live up'),
    );
    const d = await delivered(x, a, id, s, 'after recovery', 2000);
    note('postgres after recovery: A to B', d.ms);
    ids.push(d.msgId);
    expectNoDuplicates(s, ids);
    for (const server of x.servers) expect(server.output()).not.toMatch(/unhandled|uncaught/i);
    s.close();
  }, 60_000);
});
