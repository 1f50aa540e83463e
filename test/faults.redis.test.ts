import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Redis is an accelerator: with it down or hanging, the widget keeps answering (per-instance limits),
// the instance stays ready, and shared mode comes back by itself. CI's PostgreSQL + Redis stage.
const { note, report } = timings('redis fault timings');

describe.runIf(pgUrl && redisUrl)('Redis faults under two instances', () => {
  let cluster: FaultCluster;
  let servers: ServerProcess[];
  let formId: string;

  const chat = (s: ServerProcess, ip = nextVisitorIp()) =>
    http(s.base, 'POST', '/api/chat', {
      body: { formId, message: 'Ana' },
      headers: { origin: 'https://site.example', 'x-forwarded-for': ip },
    });
  const readiness = async (s: ServerProcess) => {
    const r = await http(s.base, 'GET', '/readyz');
    return { status: r.status, body: JSON.parse(r.text) as Record<string, string>, ms: r.ms };
  };
  /** Sends `n` first messages from one address, spread over the instances; returns the statuses. */
  const burst = async (n: number, on: ServerProcess[]) => {
    const ip = nextVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await chat(on[i % on.length]!, ip)).status);
    return statuses;
  };

  beforeAll(async () => {
    cluster = await startFaultCluster({ env: { LOG_LEVEL: 'info' } });
    servers = [await cluster.start(), await cluster.start()];
    const owner = await cluster.seedOwner('BUSINESS');
    const created = await http(servers[0]!.base, 'POST', '/api/forms', {
      body: formBody(),
      headers: owner.auth,
    });
    expect(created.status, created.text).toBe(201);
    formId = (JSON.parse(created.text) as { id: string }).id;
    await http(servers[0]!.base, 'PUT', `/api/forms/${formId}`, {
      body: { isPublished: true },
      headers: owner.auth,
    });
    for (const s of servers)
      await waitUntil(async () => (await readiness(s)).body.redis === 'up', 10_000, 'redis up at start');
  }, 90_000);

  afterAll(async () => {
    report();
    await cluster?.close(servers ?? []);
  });

  it('with Redis up, the chat limit (30 a minute per address) is one budget across instances', async () => {
    const statuses = await burst(31, servers);
    expect(statuses.slice(0, 30), JSON.stringify(statuses)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it("with Redis up, one conversation's budget (20 a minute after its first) is shared across instances", async () => {
    const first = await chat(servers[0]!);
    const conversationId = first.headers.get('x-conversation-id')!;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await http(servers[i % 2]!.base, 'POST', '/api/chat', {
        body: { formId, conversationId, message: 'hmm' },
        headers: { origin: 'https://site.example', 'x-forwarded-for': nextVisitorIp() },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 20), JSON.stringify(statuses)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  for (const kind of ['refuse', 'hang'] as const) {
    it(`Redis that ${kind === 'refuse' ? 'refuses connections' : 'never answers'}: the widget answers, limits go per instance, shared mode returns`, async () => {
      if (kind === 'refuse') await cluster.redisFwd.refuse();
      else cluster.redisFwd.hang();
      // Chat keeps working on both instances, within the budget, never a 5xx.
      for (const s of servers) {
        const r = await chat(s);
        expect(r.status, r.text).toBe(200);
        expect(r.ms).toBeLessThan(REQUEST_BUDGET_MS);
        note(`${kind}: first chat during fault`, r.ms);
      }
      // The instance stays ready and says Redis is down.
      for (const s of servers) {
        const ms = await waitUntil(
          async () => {
            const r = await readiness(s);
            expect(r.status).toBe(200);
            return r.body.redis === 'down';
          },
          5000,
          `${kind}: readyz reports redis down`,
        );
        note(`${kind}: readyz says redis down`, ms);
      }
      // Sign-in throttles count in memory meanwhile: a wrong password is a plain 401, never a 5xx.
      for (const s of servers) {
        const r = await http(s.base, 'POST', '/api/auth/sign-in/email', {
          body: { email: 'nobody@example.com', password: 'wrong-password-1' },
          headers: { origin: s.base, 'x-forwarded-for': nextVisitorIp() },
        });
        expect(r.status, r.text).toBe(401);
        expect(r.ms).toBeLessThan(REQUEST_BUDGET_MS);
      }
      // Limits fall back to each instance's own budget: 30 per address per instance.
      const one = await burst(31, [servers[0]!]);
      expect(one.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(one[30]).toBe(429);
      for (const s of servers) expect(s.alive(), s.output()).toBe(true);

      await cluster.redisFwd.restore();
      for (const s of servers) {
        const ms = await waitUntil(
          async () => (await readiness(s)).body.redis === 'up',
          15_000,
          `${kind}: redis back`,
        );
        note(`${kind}: redis recovery`, ms);
      }
      // Shared again: one budget across both instances.
      const shared = await burst(31, servers);
      expect(shared.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(shared[30]).toBe(429);
    }, 90_000);
  }

  it('logs each transition once, not per request', () => {
    for (const s of servers) {
      const out = s.output();
      const down = out.match(/Redis unreachable:/g) ?? [];
      // Two faults, each seen by the command connection and the subscriber: at most one line each.
      expect(down.length).toBeGreaterThanOrEqual(2);
      expect(down.length).toBeLessThanOrEqual(4);
      expect(out).not.toMatch(/unhandled|uncaught/i);
    }
  });
});
