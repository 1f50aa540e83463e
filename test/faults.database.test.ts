import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, event, message, webhookDelivery } from '../src/server/db/schema';
import { formBody } from './helpers/app';
import {
  type FaultCluster,
  http,
  nextVisitorIp,
  pgUrl,
  REQUEST_BUDGET_MS,
  redisUrl,
  startFaultCluster,
  timings,
  waitUntil,
} from './helpers/fault-cluster';
import type { ServerProcess } from './helpers/server-process';
import { startReceiver } from './helpers/webhook-receiver';

// Real processes on real PostgreSQL and Redis behind TCP forwarders (CI's PostgreSQL + Redis stage).
// PGlite is in process: it cannot become unreachable, so there is nothing to cut there.
const { note, report } = timings('fault timings');

afterAll(report);

describe.runIf(pgUrl && redisUrl)('PostgreSQL faults under two instances', () => {
  let cluster: FaultCluster;
  let servers: ServerProcess[];
  let owner: { userId: string; auth: { authorization: string } };
  let formId: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** A dashboard session (cookie) and its account's credentials. */
  let session: { cookie: string; email: string; password: string };
  /** Conversation ids the servers answered 200 for, with the visitor messages each was sent. */
  const sent = new Map<string, number>();
  let countedViews = 0;

  const origin = { origin: 'https://site.example' };
  const chat = async (s: ServerProcess, text: string, conversationId?: string) => {
    const res = await http(s.base, 'POST', '/api/chat', {
      body: { formId, message: text, ...(conversationId ? { conversationId } : {}) },
      headers: { ...origin, 'x-forwarded-for': nextVisitorIp() },
    });
    const id = res.headers.get('x-conversation-id');
    if (res.status === 200 && id) sent.set(id, (sent.get(id) ?? 0) + 1);
    return { ...res, id };
  };
  const ready = (s: ServerProcess) => http(s.base, 'GET', '/readyz');

  beforeAll(async () => {
    receiver = await startReceiver(() => ({ status: 200 }));
    cluster = await startFaultCluster();
    servers = [await cluster.start(), await cluster.start()];
    owner = await cluster.seedOwner('PRO');
    const created = await http(servers[0]!.base, 'POST', '/api/forms', {
      body: formBody(),
      headers: owner.auth,
    });
    expect(created.status, created.text).toBe(201);
    formId = (JSON.parse(created.text) as { id: string }).id;
    expect(
      (
        await http(servers[0]!.base, 'PUT', `/api/forms/${formId}`, {
          body: { isPublished: true },
          headers: owner.auth,
        })
      ).status,
    ).toBe(200);
    const hook = await http(servers[0]!.base, 'PUT', `/api/forms/${formId}/webhook`, {
      body: { url: receiver.url, events: ['conversation.completed'] },
      headers: owner.auth,
    });
    expect(hook.status, hook.text).toBe(201);
    const email = `fault-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    const signUp = await http(servers[0]!.base, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Fault', email, password },
      headers: { origin: servers[0]!.base },
    });
    expect(signUp.status, signUp.text).toBe(200);
    const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0]!;
    session = { cookie, email, password };
  }, 90_000);

  afterAll(async () => {
    await cluster?.close(servers ?? []);
    await receiver?.close();
  });

  async function faultRound(kind: 'refuse' | 'hang') {
    // A conversation completed before the fault, whose delivery fails (receiver down) and is retried later.
    receiver.setReply(() => ({ status: 503 }));
    const before = receiver.received.length;
    const first = await chat(servers[0]!, 'Ana García');
    expect(first.status, first.text).toBe(200);
    const done = await chat(servers[1]!, 'ana@example.com', first.id!);
    expect(done.status).toBe(200);
    expect(done.headers.get('x-conversation-status')).toBe('COMPLETED');
    await waitUntil(async () => receiver.received.length > before, 10_000, 'first delivery attempt');
    const eventId = receiver.received.at(-1)!.headers['webhook-id'] as string;
    // An open conversation that goes on after the fault.
    const open = await chat(servers[1]!, 'Luis');
    expect(open.status).toBe(200);

    const cutAt = performance.now();
    if (kind === 'refuse') await cluster.pgFwd.refuse();
    else cluster.pgFwd.hang();
    // Requests that arrive before anyone noticed: they wait at most their timeouts, then 503.
    const unnoticed = Promise.all(
      servers.flatMap((s) => [http(s.base, 'GET', '/api/forms', { headers: owner.auth }), chat(s, 'Hola')]),
    );

    // /readyz answers within 2 s and flips to 503 on both instances.
    for (const s of servers) {
      const ms = await waitUntil(
        async () => {
          const r = await ready(s);
          expect(r.ms).toBeLessThan(2000);
          if (r.status !== 503) return false;
          expect(JSON.parse(r.text)).toEqual({
            status: 'unavailable',
            database: 'down',
            redis: 'up',
            live: 'up', // the channel is Redis here: doorbells still travel
          });
          return true;
        },
        5000,
        `${kind}: readyz to 503`,
      );
      note(`${kind}: readyz flip`, ms);
    }
    // Requests during the fault: 503 with the house body, never 500, never past the budget.
    const during = await Promise.all(
      servers.flatMap((s) => [
        http(s.base, 'GET', '/api/forms', { headers: owner.auth }),
        http(s.base, 'GET', '/api/conversations', { headers: owner.auth }),
        chat(s, 'Hola'),
        chat(s, 'luis@example.com', open.id!),
        http(s.base, 'GET', '/api/users/me', { headers: { cookie: session.cookie } }),
        http(s.base, 'POST', '/api/auth/sign-in/email', {
          body: { email: session.email, password: session.password },
          headers: { origin: s.base },
        }),
      ]),
    );
    // Views and opens are dropped, not refused: 204 within the budget, counted in /metrics.
    const views = await Promise.all(
      servers.map((s) =>
        http(s.base, 'POST', `/api/forms/${formId}/events`, {
          body: { type: 'view' },
          headers: { ...origin, 'x-forwarded-for': nextVisitorIp() },
        }),
      ),
    );
    for (const r of views) {
      expect(r.status, r.text).toBe(204);
      expect(r.ms).toBeLessThan(REQUEST_BUDGET_MS);
    }
    for (const s of servers)
      expect((await http(s.base, 'GET', '/metrics')).text).toMatch(
        /^charla_widget_events_dropped_total\{type="view"\} [1-9]/m,
      );
    const early = await unnoticed;
    for (const r of early) {
      expect(r.status, r.text).toBe(503);
      expect(r.ms).toBeLessThan(REQUEST_BUDGET_MS);
      note(`${kind}: request as the fault starts`, r.ms);
    }
    for (const r of during) {
      expect(r.status, r.text).toBe(503);
      expect(JSON.parse(r.text)).toMatchObject({
        error: 'Service unavailable',
        requestId: expect.any(String),
      });
      expect(r.ms).toBeLessThan(REQUEST_BUDGET_MS);
      note(`${kind}: request during fault`, r.ms);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, 4000 - (performance.now() - cutAt))));

    receiver.setReply(() => ({ status: 200 }));
    await cluster.pgFwd.restore();
    for (const s of servers) {
      const ms = await waitUntil(async () => (await ready(s)).status === 200, 15_000, `${kind}: readyz back`);
      note(`${kind}: readyz recovery`, ms);
    }
    for (const s of servers) expect(s.alive(), s.output()).toBe(true);

    // Views count again.
    const counted = await http(servers[1]!.base, 'POST', `/api/forms/${formId}/events`, {
      body: { type: 'view' },
      headers: { ...origin, 'x-forwarded-for': nextVisitorIp() },
    });
    expect(counted.status).toBe(204);
    const analytics = await http(servers[0]!.base, 'GET', `/api/forms/${formId}/analytics`, {
      headers: owner.auth,
    });
    countedViews += 1; // those sent during the fault were dropped
    expect(JSON.parse(analytics.text).views).toBe(countedViews);
    // Chat works again, on both instances, and the open conversation goes on where it was.
    const again = await chat(servers[0]!, 'Marta');
    expect(again.status, again.text).toBe(200);
    const resumed = await chat(servers[0]!, 'luis@example.com', open.id!);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('x-conversation-status')).toBe('COMPLETED');
    // The event completed before the fault is delivered after it, once.
    await waitUntil(
      async () =>
        (
          await cluster.direct.db.select().from(webhookDelivery).where(eq(webhookDelivery.eventId, eventId))
        )[0]?.status === 'SUCCEEDED',
      20_000,
      `${kind}: delivery after the fault`,
    );
    const deliveries = await cluster.direct.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.eventId, eventId));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.attempts).toBeGreaterThanOrEqual(2);
  }

  it('a database that refuses connections: both instances stay up, say so, answer 503, and recover alone', async () => {
    await faultRound('refuse');
  }, 90_000);

  it('a database that accepts connections but never answers: bounded 503s, then recovery', async () => {
    await faultRound('hang');
  }, 90_000);

  it('nothing was lost or duplicated: every answered message is stored once, every completion has one event', async () => {
    const ids = [...sent.keys()];
    const rows = await cluster.direct.db
      .select({
        id: conversation.id,
        status: conversation.status,
        visitorMessages: conversation.visitorMessages,
      })
      .from(conversation)
      .where(eq(conversation.formId, formId));
    expect(rows.map((r) => r.id).sort()).toEqual(ids.sort());
    for (const r of rows) expect(r.visitorMessages, r.id).toBe(sent.get(r.id));
    const visitorRows = await cluster.direct.db.execute(
      sql`select conversation_id, count(*)::int as n from ${message} where role = 'VISITOR' group by conversation_id`,
    );
    for (const r of (visitorRows as unknown as { rows: Array<{ conversation_id: string; n: number }> }).rows)
      expect(r.n, r.conversation_id).toBe(sent.get(r.conversation_id));
    const completed = rows.filter((r) => r.status === 'COMPLETED').map((r) => r.id);
    const events = await cluster.direct.db.select().from(event).where(eq(event.formId, formId));
    expect(events.map((e) => e.conversationId).sort()).toEqual(completed.sort());
    for (const s of servers) expect(s.output()).not.toMatch(/unhandled|uncaught/i);
  });
});

describe.runIf(pgUrl && redisUrl)('starting while PostgreSQL is down', () => {
  let cluster: Awaited<ReturnType<typeof startFaultCluster>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    cluster = await startFaultCluster({ template: false });
  });
  afterAll(async () => {
    await cluster?.close(server ? [server] : []);
  });

  it('listens at once, is not ready, migrates when the database comes, then is ready', async () => {
    await cluster.pgFwd.refuse();
    server = await cluster.start({ waitReady: false });
    expect((await http(server.base, 'GET', '/healthz')).status).toBe(200);
    const down = await http(server.base, 'GET', '/readyz');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.text)).toMatchObject({ status: 'unavailable', database: 'down' });
    const early = await http(server.base, 'GET', '/api/forms', {
      headers: { authorization: `Bearer chl_${'0'.repeat(64)}` },
    });
    expect(early.status).toBe(503);
    await new Promise((r) => setTimeout(r, 2000));
    expect(server.alive(), server.output()).toBe(true);

    await cluster.pgFwd.restore();
    const ms = await waitUntil(
      async () => (await http(server!.base, 'GET', '/readyz')).status === 200,
      15_000,
      'ready',
    );
    note('start down: ready after restore', ms);
    // Migrations ran against the empty database: an account can be made and used.
    const signUp = await http(server.base, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Late', email: 'late@example.com', password: 'correct-horse-battery' },
      headers: { origin: server.base },
    });
    expect(signUp.status, signUp.text).toBe(200);
  }, 60_000);
});
