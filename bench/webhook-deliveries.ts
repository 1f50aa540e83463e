/**
 * Webhook deliveries per second through the worker (claim with lease, sign, POST through the private-address
 * guard, record), as a ratio of raw signed POSTs to the same local receiver at the same concurrency in the
 * same run. Run: npx tsx bench/webhook-deliveries.ts [deliveries] [rounds] ; BENCH_DATABASE_URL=postgres://… (a server: the run creates and drops a database of its own) for PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Agent, request } from 'undici';
import { createAccountService } from '../src/server/account/service';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { newId } from '../src/server/db/ids';
import { openDatabase } from '../src/server/db/open';
import { user, webhookDelivery } from '../src/server/db/schema';
import { DELIVERY_CONCURRENCY } from '../src/server/jobs/webhook-deliveries';
import { deliveryBody } from '../src/server/webhooks/sender';
import { samplePayload } from '../src/server/webhooks/service';
import { webhookHeaders } from '../src/server/webhooks/signing';
import { benchDatabaseUrl } from './harness';

const total = Number(process.argv[2] ?? 3000);
/** Alternating rounds (the median ratio is reported): this machine's speed drifts within a run. */
const ROUNDS = Number(process.argv[3] ?? 7);
const CONCURRENCY = DELIVERY_CONCURRENCY; // the worker's deliveries in flight at once

let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const own = await benchDatabaseUrl();
const database = own
  ? await openDatabase({ kind: 'postgres', url: own.url })
  : await openDatabase({ kind: 'pglite' });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'charla-bench-')),
  SECRET_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  WEBHOOK_ALLOW_PRIVATE: 'true',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const db = database.db;

const userId = newId('usr');
await db.insert(user).values({ id: userId, email: `${userId}@bench.test`, name: 'Bench', plan: 'BUSINESS' });
const { apiKey } = await createAccountService({ db }).rotateApiKey(userId);
const headers = { authorization: `Bearer ${apiKey}` };
const questions = [
  { order: 1, text: 'Name', type: 'text', required: true },
  { order: 2, text: 'Email', type: 'email', required: true },
  { order: 3, text: 'Plan', type: 'select', required: false, options: ['Basic', 'Pro'] },
];
const form = (
  await app.inject({
    method: 'POST',
    url: '/api/forms',
    headers,
    payload: { name: 'Bench', welcomeMessage: 'Hi', goodbyeMessage: 'Bye', formType: 'CLASSIC', questions },
  })
).json() as { id: string };
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const hook = (
  await app.inject({
    method: 'PUT',
    url: `/api/forms/${form.id}/webhook`,
    headers,
    payload: { url: receiverUrl, events: ['conversation.completed'], secret },
  })
).json() as { id: string };
const payload = samplePayload(
  { id: form.id, name: 'Bench', formType: 'CLASSIC', questions: questions as never },
  new Date(),
);
const body = deliveryBody(payload);

/** CPU time (µs) used so far by local `postgres` processes (a diagnostic; 0 when the server is elsewhere). */
function postgresCpuUs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1e6) / 100; // USER_HZ
}

/** Baseline: the same signed POSTs, CONCURRENCY at a time, straight through undici (keep-alive pool). */
async function rawPosts(n: number) {
  const agent = new Agent({ connections: CONCURRENCY });
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        next += 1;
        const h = webhookHeaders({
          id: newId('evt'),
          timestamp: Math.floor(Date.now() / 1000),
          body,
          secret,
        });
        const res = await request(receiverUrl, { method: 'POST', headers: h, body, dispatcher: agent });
        await res.body.dump();
        if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await agent.close();
  return { rate: n / seconds, cpuUs: (used.user + used.system) / n };
}

/** Through the worker: n PENDING deliveries, then the delivery job until none is left. */
async function throughWorker(n: number) {
  const now = new Date(Date.now() - 1000);
  for (let i = 0; i < n; i += 500) {
    const rows = Array.from({ length: Math.min(500, n - i) }, () => ({
      id: newId('whd'),
      webhookId: hook.id,
      eventId: newId('evt'),
      type: 'conversation.completed',
      body,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    }));
    await db.insert(webhookDelivery).values(rows);
  }
  const before = received;
  const cpu = process.cpuUsage();
  const pgCpu = postgresCpuUs();
  const started = performance.now();
  while (received - before < n) {
    await app.jobs.runOnce('webhook-deliveries');
    const pending = await db.$count(webhookDelivery, eq(webhookDelivery.status, 'PENDING'));
    if (pending === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const pgUs = (postgresCpuUs() - pgCpu) / n;
  const ok = await db.$count(webhookDelivery, eq(webhookDelivery.status, 'SUCCEEDED'));
  return {
    rate: n / seconds,
    ok,
    cpuUs: (used.user + used.system) / n,
    busy: (used.user + used.system) / 1e6 / seconds,
    pgUs,
  };
}

// Warm-up of both paths (JIT, connections) with as many requests as a round.
await rawPosts(total);
await throughWorker(total);
// Alternating rounds on a shared machine; the median ratio is reported.
const rounds: Array<{ rate: number; baseline: number }> = [];
let sent = total;
for (let i = 0; i < ROUNDS; i++) {
  const raw = await rawPosts(total);
  const baseline = raw.rate;
  const { rate, ok, cpuUs, busy, pgUs } = await throughWorker(total);
  sent += total;
  if (ok !== sent) throw new Error(`only ${ok} of ${sent} deliveries succeeded`);
  rounds.push({ rate, baseline });
  console.log(
    `round ${i + 1}: through the worker ${Math.round(rate)}/s (${Math.round(cpuUs)} µs of this process's CPU a delivery, busy ${Math.round(busy * 100)} % of the time; local postgres ${Math.round(pgUs)} µs); raw signed POSTs, same receiver: ${Math.round(baseline)}/s (${Math.round(raw.cpuUs)} µs a POST)`,
  );
}
const ratios = rounds.map((r) => r.rate / r.baseline).sort((a, b) => a - b);
console.log(
  `ratio (median of ${ROUNDS}): ${ratios[Math.floor(ROUNDS / 2)]!.toFixed(2)}; rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}; ${total} deliveries, ${CONCURRENCY} in flight, database: ${database.kind}`,
);
await app.close();
await database.close();
await own?.drop();
receiver.close();
