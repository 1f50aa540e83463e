import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '../../contract/enums';
import type { PlanTable } from '../../contract/plans';
import { findUserById } from '../account/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import type { EventRow } from '../events/store';
import { createDeadlines } from '../http/deadlines';
import { createOutboundAgent } from '../http/net-guard';
import type { SecretBox } from '../webhooks/secret-box';
import { type AttemptResult, DELIVERY_TIMEOUT_MS, deliveryBody, sendWebhook } from '../webhooks/sender';
import * as store from '../webhooks/store';
import type { EventHandler } from './outbox';

/** Waits before attempts 2..8 (CONTRACT): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a claimed delivery is reserved for its sender; past it, another worker may send it again. The
 * worker renews the leases of its sends in flight every third of it, so a send may take its full timeout,
 * while a worker killed mid-send costs its deliveries only a few seconds.
 */
export const LEASE_MS = 5_000;
/** Deliveries one instance keeps in flight by default. */
export const DELIVERY_CONCURRENCY = 32;
/** Claims of due deliveries one worker may have under way at once. */
const MAX_CLAIMS_IN_FLIGHT = 2;

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
      body: deliveryBody(e.payload),
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
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const random = deps.random ?? Math.random;
  // One kept-alive agent for all deliveries (new sockets pass the private-address check as they connect).
  const agent = createOutboundAgent({
    allowPrivate: deps.allowPrivate,
    connectTimeoutMs: deps.timeoutMs ?? DELIVERY_TIMEOUT_MS,
  });
  // One abort signal and timer per 100 ms of sends rather than per send.
  const deadlines = createDeadlines(deps.timeoutMs ?? DELIVERY_TIMEOUT_MS);

  // Decrypted signing secrets by webhook and ciphertext (a new secret is a new key): deliveries to one
  // webhook come in runs, and decrypting for each of them cost a visible share of a delivery's CPU time.
  const secrets = new Map<string, string>();
  const openSecret = (hookId: string, sealed: string) => {
    const key = `${hookId}\n${sealed}`;
    let secret = secrets.get(key);
    if (secret === undefined) {
      secret = deps.secretBox.open(sealed, hookId);
      if (secrets.size >= 1000) secrets.clear();
      secrets.set(key, secret);
    }
    return secret;
  };

  /** One attempt; returns its outcome to record (nothing is written here; the lease is filled in at save). */
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
        secret = hook.secretEncrypted ? openSecret(hook.id, hook.secretEncrypted) : null;
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
        body: d.body,
        secret,
        allowPrivate: deps.allowPrivate,
        timeoutMs: deps.timeoutMs,
        dispatcher: agent,
        deadline: deadlines.signal(),
      });
    }
    const now = clock();
    const attempts = d.attempts - (attempted ? 0 : 1); // the claim counted this attempt
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

  /**
   * Sends due deliveries until none is left (bounded per call); returns how many were attempted. The next
   * claim is made while sends are under way (a small queue of claimed rows), and results are saved in the
   * background, batch after batch: the database's round trips overlap the sends instead of pausing them.
   */
  async function runDue(maxDeliveries: number): Promise<number> {
    type Outcome = Awaited<ReturnType<typeof attempt>>;
    const inFlight = new Set<Promise<unknown>>();
    const queue: Array<{ d: store.ClaimedDelivery; leasedUntil: Date }> = [];
    /** Every row claimed and not yet recorded (queued, sending, or waiting for its save), with its lease. */
    const leases = new Map<string, Date>();
    let done: Outcome[] = [];
    let claimedCount = 0;
    let drained = false;
    let claimError: unknown;
    // Claims in flight, and the rows they asked for.
    let claims = 0;
    let asking = 0;
    // Whether a claim came back full: only then is a second claim run beside the first.
    let backlog = false;
    // Saves and lease renewals go through one lane, one at a time: a record must name the lease the row
    // holds (or it is dropped as a stale worker's result), so neither may change it under the other.
    let lane: Promise<void> = Promise.resolve();
    const inLane = (work: () => Promise<void>) => {
      lane = lane.then(work, work);
      return lane;
    };
    // One save at a time, taking every result that arrived meanwhile: batches grow with the database's latency.
    let saving: Promise<void> | null = null;
    const flush = (): Promise<void> => {
      if (saving || done.length === 0) return saving ?? Promise.resolve();
      saving = inLane(async () => {
        const batch = done;
        done = [];
        for (const o of batch) o.record.leasedUntil = leases.get(o.record.id) ?? o.record.leasedUntil;
        await save(batch).catch((err) =>
          deps.log?.error({ err }, 'webhook deliveries could not be recorded'),
        );
        for (const o of batch) leases.delete(o.record.id);
      })
        .finally(() => {
          saving = null;
        })
        .then(() => flush());
      return saving;
    };
    // Leases are short (a killed worker costs its deliveries seconds): renew those still held, every third.
    let renewing = false;
    const renewal = setInterval(
      () => {
        if (renewing || leases.size === 0) return;
        renewing = true;
        void inLane(async () => {
          const owned = [...leases].map(([id, lease]) => ({ id, lease }));
          const next = new Date(clock().getTime() + leaseMs);
          const renewed = await store.renewLeases(db, owned, next);
          for (const id of renewed) if (leases.has(id)) leases.set(id, next);
          for (const q of queue) q.leasedUntil = leases.get(q.d.id) ?? q.leasedUntil;
        })
          .catch((err) => deps.log?.warn({ err }, 'webhook delivery leases could not be renewed'))
          .finally(() => {
            renewing = false;
          });
      },
      Math.max(100, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    const claim = async (want: number) => {
      const now = clock();
      const leasedUntil = new Date(now.getTime() + leaseMs);
      try {
        const claimed = await store.claimDueDeliveries(db, now, leasedUntil, want);
        if (claimed.length < want) drained = true;
        else backlog = true;
        claimedCount += claimed.length;
        for (const d of claimed) {
          leases.set(d.id, leasedUntil);
          queue.push({ d, leasedUntil });
        }
      } catch (err) {
        // The sends under way still finish and are recorded; the job reports the failure after.
        drained = true;
        claimError = err;
      }
    };
    // The loop sleeps until something in flight settles (one waiter, woken by whichever settles first:
    // racing every pending send on each turn would pile up a reaction per send per turn).
    let wake: (() => void) | null = null;
    const settled = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    let handled = 0;
    try {
      while (true) {
        while (inFlight.size - claims < concurrency && queue.length && !stopping) {
          const { d, leasedUntil } = queue.shift()!;
          const p: Promise<void> = attempt(d, leasedUntil)
            .then((o) => {
              done.push(o);
            })
            .catch((err) => {
              leases.delete(d.id);
              deps.log?.error({ err, deliveryId: d.id }, 'webhook delivery attempt failed');
            })
            .finally(() => {
              inFlight.delete(p);
              settled();
            });
          inFlight.add(p);
          handled += 1;
        }
        // Keep up to four slots' worth of rows waiting, so free slots are filled at once. A claim is a round
        // trip of a few milliseconds, about what the sends of its rows take: while there is a backlog, two run
        // at once so the queue never waits on a single one (SKIP LOCKED keeps their rows apart).
        while (
          claims < (backlog ? MAX_CLAIMS_IN_FLIGHT : 1) &&
          !drained &&
          !stopping &&
          queue.length + asking < 4 * concurrency &&
          claimedCount + asking < maxDeliveries
        ) {
          const want = Math.min(2 * concurrency, maxDeliveries - claimedCount - asking);
          claims += 1;
          asking += want;
          const c: Promise<void> = claim(want).finally(() => {
            claims -= 1;
            asking -= want;
            inFlight.delete(c);
            settled();
          });
          inFlight.add(c);
        }
        void flush();
        if (inFlight.size === 0) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      // Rows claimed but not sent (the worker is stopping) go back at once instead of when their lease ends.
      if (queue.length) {
        const back = queue.splice(0);
        await inLane(() =>
          store.releaseLeases(
            db,
            back.map((q) => ({ id: q.d.id, leasedUntil: leases.get(q.d.id) ?? q.leasedUntil })),
          ),
        ).catch(() => {});
        for (const q of back) leases.delete(q.d.id);
      }
      while (saving || done.length) await flush();
    } finally {
      clearInterval(renewal);
    }
    if (claimError) throw claimError;
    return handled;
  }

  return {
    /** Sends due deliveries until none is left (at most `maxDeliveries` per call); returns how many were attempted. */
    runDue(maxDeliveries = 5000): Promise<number> {
      const run = runDue(maxDeliveries);
      // `current` is only awaited by close(); it must never reject on its own (an unhandled rejection).
      const tracked: Promise<unknown> = run
        .catch(() => {})
        .finally(() => {
          if (current === tracked) current = undefined;
        });
      current = tracked;
      return run;
    },

    /** Stops claiming, lets the sends under way finish and be recorded, then closes the kept-alive connections. */
    async close() {
      stopping = true;
      await current?.catch(() => {});
      deadlines.close();
      await agent.close().catch(() => {});
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
