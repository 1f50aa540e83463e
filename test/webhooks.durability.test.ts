import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PLANS } from '../src/contract/plans';
import { createAccountService } from '../src/server/account/service';
import { newId } from '../src/server/db/ids';
import { type Database, openDatabase } from '../src/server/db/open';
import { event, user, webhookDelivery } from '../src/server/db/schema';
import { createDeliveryWorker, webhookFanOut } from '../src/server/jobs/webhook-deliveries';
import { createSecretBox } from '../src/server/webhooks/secret-box';
import { claimDueDeliveries, recordAttempt } from '../src/server/webhooks/store';
import { createTestApp, formBody, makeUser, type TestApp } from './helpers/app';
import { openTestDatabase } from './helpers/db';
import { freePort, startServerProcess } from './helpers/server-process';
import { type Receiver, startReceiver } from './helpers/webhook-receiver';
import {
  classicForm,
  completeConversation,
  deliveriesOf,
  flushWebhooks,
  makeClassicForm,
  makeDue,
  putWebhook,
} from './helpers/webhooks';

const SECRET_KEY = randomBytes(32).toString('hex');
const env = { WEBHOOK_ALLOW_PRIVATE: 'true', SECRET_KEY };

let database: Database;
let receiver: Receiver;
beforeAll(async () => {
  database = await openTestDatabase();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await database.close();
});
afterEach(() => {
  receiver.setReply(() => ({ status: 200 }));
  receiver.received.length = 0;
});

async function withApp<T>(fn: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp({ env, database });
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
}

describe('durability', () => {
  it('a delivery that failed on one server is retried by the next one on the same database', async () => {
    const { hookId, eventId } = await withApp(async (a) => {
      const owner = await makeUser(a, { plan: 'PRO' });
      const form = await makeClassicForm(a, owner);
      const hook = await putWebhook(a, owner, form.id, {
        url: receiver.url,
        events: ['conversation.completed'],
        secret: 'kept',
      });
      receiver.setReply(() => ({ status: 503 }));
      await completeConversation(a, form.id);
      await flushWebhooks(a);
      const [d] = await deliveriesOf(a, hook.id);
      expect(d).toMatchObject({ status: 'PENDING', attempts: 1 });
      return { hookId: hook.id, eventId: d!.eventId };
    });
    // Server A is gone. The receiver recovers; B starts on the same database after the retry delay.
    receiver.setReply(() => ({ status: 200 }));
    await withApp(async (b) => {
      await makeDue(b, hookId);
      await b.app.jobs.runOnce('webhook-deliveries');
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId]);
      const [d] = await deliveriesOf(b, hookId);
      expect(d).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
    });
  });

  it('an event completed while the outbox handler crashed is queued once when replayed', async () => {
    await withApp(async (t) => {
      const owner = await makeUser(t, { plan: 'PRO' });
      const form = await makeClassicForm(t, owner);
      const hook = await putWebhook(t, owner, form.id, {
        url: receiver.url,
        events: ['conversation.completed'],
      });
      const conversationId = await completeConversation(t, form.id);
      const [e] = await t.db.select().from(event).where(eq(event.conversationId, conversationId));
      const fanOut = webhookFanOut({ plans: DEFAULT_PLANS });
      await t.db.transaction((tx) => fanOut(tx, e!));
      await t.db.transaction((tx) => fanOut(tx, e!)); // the replay after a crash before the event was marked
      await flushWebhooks(t);
      expect(await deliveriesOf(t, hook.id)).toHaveLength(1);
      expect(receiver.received).toHaveLength(1);
    });
  });

  it('a worker that dies after claiming leaves the delivery to be sent again, same webhook-id, once its lease ends', async () => {
    await withApp(async (t) => {
      const owner = await makeUser(t, { plan: 'PRO' });
      const form = await makeClassicForm(t, owner);
      const hook = await putWebhook(t, owner, form.id, {
        url: receiver.url,
        events: ['conversation.completed'],
      });
      await completeConversation(t, form.id);
      await t.app.jobs.runOnce('outbox');
      // The dead worker's claim: a lease, no result.
      const now = new Date();
      const lease = new Date(now.getTime() + 60_000);
      const [claimed] = await claimDueDeliveries(t.db, now, lease, 10);
      expect(claimed!.webhookId).toBe(hook.id);
      // While the lease runs, nobody else sends it.
      await t.app.jobs.runOnce('webhook-deliveries');
      expect(receiver.received).toHaveLength(0);
      // The lease ends: the next worker sends it.
      await t.db
        .update(webhookDelivery)
        .set({ lockedUntil: new Date(Date.now() - 1) })
        .where(eq(webhookDelivery.id, claimed!.id));
      await t.app.jobs.runOnce('webhook-deliveries');
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.headers['webhook-id']).toBe(claimed!.eventId);
      // The dead worker's late result, under its old lease, is dropped.
      const late = await recordAttempt(t.db, claimed!.id, lease, {
        status: 'FAILED',
        attempted: true,
        statusCode: 500,
        error: 'late',
        nextAttemptAt: null,
        now: new Date(),
      });
      expect(late).toBe(false);
      // The dead worker's claim counts as an attempt (a worker sends right after claiming), then the resend.
      const [d] = await deliveriesOf(t, hook.id);
      expect(d).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
    });
  });

  it('a send slower than the lease keeps its lease: no other worker sends it meanwhile', async () => {
    await withApp(async (t) => {
      const slow = await startReceiver(() => ({ status: 200, delayMs: 1500 }));
      try {
        const owner = await makeUser(t, { plan: 'PRO' });
        const form = await makeClassicForm(t, owner);
        const hook = await putWebhook(t, owner, form.id, {
          url: slow.url,
          events: ['conversation.completed'],
        });
        await completeConversation(t, form.id);
        await t.app.jobs.runOnce('outbox');
        const worker = (leaseMs: number) =>
          createDeliveryWorker({
            db: t.db,
            secretBox: createSecretBox(SECRET_KEY),
            allowPrivate: true,
            leaseMs,
          });
        // The first worker's lease (400 ms) is shorter than the send (1.5 s): it is renewed as the send goes on.
        const sending = worker(400).runDue();
        await slow.waitFor(1);
        await new Promise((r) => setTimeout(r, 900));
        expect(await worker(400).runDue()).toBe(0);
        expect(await sending).toBe(1);
        expect(slow.received).toHaveLength(1);
        expect((await deliveriesOf(t, hook.id))[0]).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
      } finally {
        await slow.close();
      }
    });
  });

  it('a crash between the send and its record sends it again with the same webhook-id (at least once)', async () => {
    await withApp(async (t) => {
      const owner = await makeUser(t, { plan: 'PRO' });
      const form = await makeClassicForm(t, owner);
      const hook = await putWebhook(t, owner, form.id, {
        url: receiver.url,
        events: ['conversation.completed'],
      });
      await completeConversation(t, form.id);
      await t.app.jobs.runOnce('outbox');
      // A database on which every statement after the claim fails, as if the process died right after the send.
      let statements = 0;
      const crashing = new Proxy(t.db, {
        get(target, prop, receiverObj) {
          const value = Reflect.get(target, prop, receiverObj);
          if (prop !== 'execute' && prop !== 'transaction') return value;
          return (...args: unknown[]) => {
            statements += 1;
            if (statements > 1) return Promise.reject(new Error('killed'));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const dying = createDeliveryWorker({
        db: crashing,
        secretBox: createSecretBox(SECRET_KEY),
        allowPrivate: true,
      });
      await dying.runDue();
      expect(receiver.received).toHaveLength(1);
      const [d] = await deliveriesOf(t, hook.id);
      // The send that reached the receiver is on record although its result never was.
      expect(d).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(d!.lockedUntil).not.toBeNull();
      await t.db
        .update(webhookDelivery)
        .set({ lockedUntil: new Date(Date.now() - 1) })
        .where(eq(webhookDelivery.id, d!.id));
      await t.app.jobs.runOnce('webhook-deliveries');
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
      expect((await deliveriesOf(t, hook.id))[0]).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
    });
  });

  it('a receiver that hangs is cut off at the timeout and retried', async () => {
    await withApp(async (t) => {
      const hang = await startReceiver(() => 'hang');
      try {
        const owner = await makeUser(t, { plan: 'PRO' });
        const form = await makeClassicForm(t, owner);
        const hook = await putWebhook(t, owner, form.id, {
          url: hang.url,
          events: ['conversation.completed'],
        });
        await completeConversation(t, form.id);
        await t.app.jobs.runOnce('outbox');
        const worker = createDeliveryWorker({
          db: t.db,
          secretBox: createSecretBox(SECRET_KEY),
          allowPrivate: true,
          timeoutMs: 300,
        });
        const started = Date.now();
        await worker.runDue();
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(hang.received).toHaveLength(1);
        const [d] = await deliveriesOf(t, hook.id);
        expect(d).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null, lockedUntil: null });
        expect(d!.lastError).toMatch(/within 0.3 s/);
      } finally {
        await hang.close();
      }
    });
  });
});

describe('several workers on one database', () => {
  // Leftovers of earlier tests on this database (retries coming due) would blur the counts.
  beforeEach(async () => {
    await database.db
      .update(webhookDelivery)
      .set({ status: 'FAILED' })
      .where(eq(webhookDelivery.status, 'PENDING'));
  });

  it('two running servers deliver each of many events exactly once', async () => {
    const a = await createTestApp({ env, database });
    const b = await createTestApp({ env, database });
    try {
      const owner = await makeUser(a, { plan: 'BUSINESS' });
      const forms = [await makeClassicForm(a, owner), await makeClassicForm(a, owner)];
      for (const f of forms)
        await putWebhook(a, owner, f.id, { url: receiver.url, events: ['conversation.completed'] });
      receiver.setReply(() => ({ status: 200, delayMs: 5 }));
      a.app.jobs.start();
      b.app.jobs.start();
      const n = 40;
      // Completions arrive through both servers.
      for (let i = 0; i < n; i++) await completeConversation(i % 2 ? a : b, forms[i % 2]!.id, `Visitor ${i}`);
      await receiver.waitFor(n, 25_000);
      await new Promise((r) => setTimeout(r, 1_500)); // time for any duplicate to show up
      const counts = receiver.counts();
      expect(counts.size).toBe(n);
      expect([...counts.values()].every((c) => c === 1)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('workers claiming at the same moment never share a delivery', async () => {
    await withApp(async (t) => {
      const owner = await makeUser(t, { plan: 'BUSINESS' });
      const form = await makeClassicForm(t, owner);
      const hook = await putWebhook(t, owner, form.id, {
        url: receiver.url,
        events: ['conversation.completed'],
      });
      const n = 30;
      for (let i = 0; i < n; i++) await completeConversation(t, form.id, `V${i}`);
      await t.app.jobs.runOnce('outbox');
      expect(await deliveriesOf(t, hook.id)).toHaveLength(n);
      receiver.setReply(() => ({ status: 200, delayMs: 10 }));
      const workers = Array.from({ length: 4 }, () =>
        createDeliveryWorker({
          db: t.db,
          secretBox: createSecretBox(SECRET_KEY),
          allowPrivate: true,
          concurrency: 3,
        }),
      );
      const handled = await Promise.all(workers.map((w) => w.runDue()));
      expect(handled.reduce((s, x) => s + x, 0)).toBe(n);
      expect(receiver.received).toHaveLength(n);
      expect(receiver.counts().size).toBe(n);
      const rows = await deliveriesOf(t, hook.id);
      expect(rows.every((r) => r.status === 'SUCCEEDED' && r.attempts === 1)).toBe(true);
    });
  });
});

// A real server process killed with SIGKILL mid-delivery, on PostgreSQL (PGlite is single-process).
const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('SIGKILL mid-delivery (PostgreSQL)', () => {
  let dbUrl: string;
  let dbName: string;
  let direct: Database;
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-kill-'));

  beforeAll(async () => {
    dbName = `charla_tk${randomBytes(4).toString('hex')}_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const u = new URL(pgUrl!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    direct = await openDatabase({ kind: 'postgres', url: dbUrl, max: 2 });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await direct?.close();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startServer = async (port: number) => {
    const server = await startServerProcess(
      { DATABASE_URL: dbUrl, DATA_DIR: dataDir, SECRET_KEY, WEBHOOK_ALLOW_PRIVATE: 'true' },
      { port },
    );
    children.push(server.child);
    return server.child;
  };

  it('every event arrives: completions while the receiver is down and while the server is killed mid-delivery', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The owner and key, written directly; the rest goes through the real server.
    const userId = newId('usr');
    await direct.db
      .insert(user)
      .values({ id: userId, email: `${userId}@kill.test`, name: 'Kill', plan: 'PRO' });
    const { apiKey } = await createAccountService({ db: direct.db }).rotateApiKey(userId);
    const auth = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
    const api = async (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = auth,
    ) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { id: string; [k: string]: unknown } };
    };
    const submit = (formId: string, name: string) =>
      api(
        'POST',
        `/api/forms/${formId}/submit`,
        { answers: { Name: name, Email: 'x@example.com' } },
        {
          'content-type': 'application/json',
          origin: 'https://site.example',
        },
      );

    let server = await startServer(port);
    const created = await api('POST', '/api/forms', formBody(classicForm));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const form = created.json;
    await api('PUT', `/api/forms/${form.id}`, { isPublished: true });
    expect(
      (
        await api('PUT', `/api/forms/${form.id}/webhook`, {
          url: receiver.url,
          events: ['conversation.completed'],
          secret: 'k',
        })
      ).status,
    ).toBe(201);

    // 1. The receiver hangs: the first delivery is in flight when the server is killed.
    receiver.setReply(() => 'hang');
    expect((await submit(form.id, 'First')).status).toBe(200);
    await receiver.waitFor(1);
    const killedAt = Date.now();
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));

    // 2. The receiver is down (503) while the server comes back and another conversation completes.
    receiver.setReply(() => ({ status: 503 }));
    server = await startServer(port);
    expect((await submit(form.id, 'Second')).status).toBe(200);
    await receiver.waitFor(2);
    // 3. The receiver recovers. The killed attempt's lease (5 s) runs out by itself; a delivery that met the
    // 503 may be on its second attempt already (its lease ran out while the server restarted), whose retry
    // comes after 5 min: make retries due now (the schedule has tests of its own), leases untouched.
    receiver.setReply(() => ({ status: 200 }));
    await direct.db
      .update(webhookDelivery)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(webhookDelivery.status, 'PENDING'));
    const events = await direct.db.select().from(event).where(eq(event.formId, form.id));
    expect(events).toHaveLength(2);
    const until = Date.now() + 30_000;
    const succeeded = async () =>
      (await direct.db.select().from(webhookDelivery))
        .filter((r) => r.status === 'SUCCEEDED')
        .map((r) => r.eventId);
    while ((await succeeded()).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect((await succeeded()).sort()).toEqual(events.map((e) => e.id).sort());
    // The delivery in flight at the kill was sent again under the same webhook-id, seconds after the kill,
    // and both sends are on record.
    const killedId = receiver.received[0]!.headers['webhook-id'];
    const sends = receiver.received.filter((r) => r.headers['webhook-id'] === killedId);
    expect(sends.length).toBeGreaterThanOrEqual(2);
    console.log(`resent ${Math.round((sends[1]!.at - killedAt) / 100) / 10} s after the SIGKILL`);
    const [killed] = await direct.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.eventId, String(killedId)));
    expect(killed!.attempts).toBe(sends.length);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }, 60_000);
});
