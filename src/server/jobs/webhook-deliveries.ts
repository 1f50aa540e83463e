import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '../../contract/enums';
import type { PlanTable } from '../../contract/plans';
import { findUserById } from '../account/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import type { EventRow } from '../events/store';
import { createOutboundAgent } from '../http/net-guard';
import type { SecretBox } from '../webhooks/secret-box';
import { type AttemptResult, DELIVERY_TIMEOUT_MS, deliveryBody, sendWebhook } from '../webhooks/sender';
import * as store from '../webhooks/store';
import type { EventHandler } from './outbox';

/** Waits before attempts 2..8 (CONTRACT): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed delivery is reserved for its sender; past it, another worker may send it again. */
export const LEASE_MS = 60_000;
/** Deliveries one instance keeps in flight by default. */
export const DELIVERY_CONCURRENCY = 32;

/**
 * When to try again after `attempts` failed attempts, or null when they are used up. The schedule's delay
 * gets ±10 % jitter (so a receiver coming back is not hit by every delivery at once); a receiver's
 * Retry-After is honoured by never retrying sooner than it asked.
 */
export function retryDelayMs(
  attempts: number,
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const base = RETRY_DELAYS_MS[Math.max(0, attempts - 1)]!;
  const jittered = Math.round(base * (0.9 + 0.2 * random()));
  return Math.max(jittered, retryAfterMs ?? 0);
}

/**
 * The outbox consumer: a `conversation.completed` event becomes one PENDING delivery for the form's active
 * webhook subscribed to it, when the owner's plan has webhooks. Idempotent: replaying the event inserts nothing.
 */
export function webhookFanOut(deps: { plans: PlanTable; now?: () => Date }): EventHandler {
  return async (tx: Db, e: EventRow) => {
    if (!e.formId) return;
    const hook = await store.findWebhookByForm(tx, e.formId);
    if (!hook?.isActive || !hook.events.includes(e.type)) return;
    const owner = await findUserById(tx, e.userId);
    if (!owner || !deps.plans[owner.plan as Plan]?.features.webhooks) return;
    const now = deps.now?.() ?? new Date();
    await store.insertDelivery(tx, {
      id: newId('whd'),
      webhookId: hook.id,
      eventId: e.id,
      type: e.type,
      test: false,
      payload: e.payload,
      status: 'PENDING',
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    });
  };
}

export interface DeliveryWorkerDeps {
  db: Db;
  secretBox: SecretBox;
  allowPrivate: boolean;
  now?: () => Date;
  /** Deliveries in flight at once (per instance). */
  concurrency?: number;
  timeoutMs?: number;
  leaseMs?: number;
  random?: () => number;
  log?: FastifyBaseLogger;
}

/**
 * The delivery worker. It keeps up to `concurrency` sends in flight: free slots are filled by claiming due
 * deliveries with a lease (a short FOR UPDATE SKIP LOCKED transaction, so instances never share a row), sends
 * run with no transaction open, and results are recorded in batches, each only if its lease still holds.
 * A slow receiver holds one slot, not the queue. A crash anywhere leaves the row PENDING: when the lease runs
 * out it is sent again with the same webhook-id (at least once; receivers deduplicate on webhook-id).
 */
export function createDeliveryWorker(deps: DeliveryWorkerDeps) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const concurrency = deps.concurrency ?? DELIVERY_CONCURRENCY;
  const refill = Math.max(1, Math.floor(concurrency / 2)); // claim when at least this many slots are free
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const random = deps.random ?? Math.random;
  // One kept-alive agent for all deliveries (new sockets pass the private-address check as they connect).
  const agent = createOutboundAgent({
    allowPrivate: deps.allowPrivate,
    connectTimeoutMs: deps.timeoutMs ?? DELIVERY_TIMEOUT_MS,
  });

  /** One attempt; returns its outcome to record (nothing is written here). */
  async function attempt(d: store.ClaimedDelivery, leasedUntil: Date) {
    const hook = d.webhook;
    let result: AttemptResult | undefined;
    let attempted = true;
    if (!hook.isActive) {
      attempted = false;
      result = {
        ok: false,
        statusCode: null,
        error: 'The webhook is turned off',
        retryAfterMs: null,
        gone: false,
      };
    } else {
      let secret: string | null = null;
      try {
        secret = hook.secretEncrypted ? deps.secretBox.open(hook.secretEncrypted, hook.id) : null;
      } catch {
        attempted = false;
        result = {
          ok: false,
          statusCode: null,
          error: 'The signing secret cannot be decrypted (was SECRET_KEY changed?)',
          retryAfterMs: null,
          gone: false,
        };
      }
      result ??= await sendWebhook({
        url: hook.url,
        eventId: d.eventId,
        body: deliveryBody(d.payload),
        secret,
        allowPrivate: deps.allowPrivate,
        timeoutMs: deps.timeoutMs,
        dispatcher: agent,
      });
    }
    const now = clock();
    const attempts = d.attempts + (attempted ? 1 : 0);
    // Test deliveries and a turned-off webhook get no automatic retries; 410 Gone ends it too.
    const delay =
      result.ok || result.gone || d.test || !hook.isActive
        ? null
        : retryDelayMs(attempts, result.retryAfterMs, random);
    const record: store.AttemptRecord = {
      id: d.id,
      leasedUntil,
      status: result.ok ? 'SUCCEEDED' : delay === null ? 'FAILED' : 'PENDING',
      attempted,
      statusCode: result.statusCode,
      error: result.error,
      nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay),
      now,
    };
    if (!result.ok)
      deps.log?.info(
        { deliveryId: d.id, attempts, status: record.status, error: result.error },
        'webhook delivery failed',
      );
    // 410 Gone from a real delivery turns the webhook off (a test delivery only reports it).
    return { record, turnOff: result.gone && !d.test ? hook.id : null };
  }

  async function save(outcomes: Array<Awaited<ReturnType<typeof attempt>>>) {
    const plain = outcomes.filter((o) => !o.turnOff).map((o) => o.record);
    await store.recordAttempts(db, plain);
    for (const o of outcomes) {
      if (!o.turnOff) continue;
      const hookId = o.turnOff;
      await db.transaction(async (tx) => {
        if ((await store.recordAttempts(tx, [o.record])).size)
          await store.deactivateWebhook(tx, hookId, o.record.now);
      });
    }
  }

  let stopping = false;
  let current: Promise<unknown> | undefined;

  /** Sends due deliveries until none is left (bounded per call); returns how many were attempted. */
  async function runDue(maxDeliveries: number): Promise<number> {
    const inFlight = new Set<Promise<void>>();
    let done: Array<Awaited<ReturnType<typeof attempt>>> = [];
    let handled = 0;
    let drained = false;
    const flush = async () => {
      const batch = done;
      done = [];
      await save(batch).catch((err) => deps.log?.error({ err }, 'webhook deliveries could not be recorded'));
    };
    while (true) {
      const free = concurrency - inFlight.size;
      const canClaim = !drained && !stopping && handled < maxDeliveries;
      if (canClaim && (free >= refill || inFlight.size === 0)) {
        await flush();
        const now = clock();
        const leasedUntil = new Date(now.getTime() + leaseMs);
        const want = Math.min(free, maxDeliveries - handled);
        const claimed = await store.claimDueDeliveries(db, now, leasedUntil, want);
        if (claimed.length < want) drained = true;
        for (const d of claimed) {
          const p: Promise<void> = attempt(d, leasedUntil)
            .then((o) => {
              done.push(o);
            })
            .catch((err) => deps.log?.error({ err, deliveryId: d.id }, 'webhook delivery attempt failed'))
            .finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
        handled += claimed.length;
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
      if (done.length >= refill) await flush();
    }
    await flush();
    return handled;
  }

  return {
    /** Sends due deliveries until none is left (at most `maxDeliveries` per call); returns how many were attempted. */
    runDue(maxDeliveries = 5000): Promise<number> {
      const run = runDue(maxDeliveries);
      const tracked = run.finally(() => {
        if (current === tracked) current = undefined;
      });
      current = tracked;
      return run;
    },

    /** Stops claiming, lets the sends under way finish and be recorded, then closes the kept-alive connections. */
    async close() {
      stopping = true;
      await current?.catch(() => {});
      await agent.close().catch(() => {});
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
