import type { FastifyBaseLogger } from 'fastify';
import type { Plan } from '../../contract/enums';
import type { PlanTable } from '../../contract/plans';
import { findUserById } from '../account/store';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import type { EventRow } from '../events/store';
import type { SecretBox } from '../webhooks/secret-box';
import { type AttemptResult, deliveryBody, sendWebhook } from '../webhooks/sender';
import * as store from '../webhooks/store';
import type { EventHandler } from './outbox';

/** Waits before attempts 2..8 (CONTRACT): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed delivery is reserved for its sender; past it, another worker may send it again. */
export const LEASE_MS = 60_000;

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
  /** Deliveries claimed and sent together per round. */
  batch?: number;
  timeoutMs?: number;
  leaseMs?: number;
  random?: () => number;
  log?: FastifyBaseLogger;
}

/**
 * The delivery worker. Each round claims due deliveries with a lease (a short FOR UPDATE SKIP LOCKED
 * transaction, so instances never share a row), sends them with no transaction open, and records each result
 * only if its lease still holds. A crash anywhere leaves the row PENDING: when the lease runs out it is sent
 * again with the same webhook-id (at least once; receivers deduplicate on webhook-id).
 */
export function createDeliveryWorker(deps: DeliveryWorkerDeps) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const batch = deps.batch ?? 16;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const random = deps.random ?? Math.random;

  function secretOf(hook: store.WebhookRow): string | null {
    return hook.secretEncrypted ? deps.secretBox.open(hook.secretEncrypted, hook.id) : null;
  }

  async function deliver(d: store.DeliveryRow, hook: store.WebhookRow | undefined, leaseUntil: Date) {
    let result: AttemptResult;
    let attempted = true;
    if (!hook?.isActive) {
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
        secret = secretOf(hook);
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
      });
    }
    const now = clock();
    const attempts = d.attempts + (attempted ? 1 : 0);
    const delay =
      result.ok || result.gone || d.test || !hook?.isActive
        ? null
        : retryDelayMs(attempts, result.retryAfterMs, random);
    const status = result.ok ? 'SUCCEEDED' : delay === null ? 'FAILED' : 'PENDING';
    await db.transaction(async (tx) => {
      const recorded = await store.recordAttempt(tx, d.id, leaseUntil, {
        status,
        attempted,
        statusCode: result.statusCode,
        error: result.error,
        nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay),
        now,
      });
      // 410 Gone from a real delivery turns the webhook off (a test delivery only reports it).
      if (recorded && result.gone && !d.test && hook) await store.deactivateWebhook(tx, hook.id, now);
    });
    if (!result.ok)
      deps.log?.info({ deliveryId: d.id, attempts, status, error: result.error }, 'webhook delivery failed');
    return result.ok;
  }

  return {
    /** Sends every due delivery (bounded per call); returns how many were attempted. */
    async runDue(maxRounds = 100): Promise<number> {
      let handled = 0;
      for (let round = 0; round < maxRounds; round++) {
        const now = clock();
        const leaseUntil = new Date(now.getTime() + leaseMs);
        const claimed = await store.claimDueDeliveries(db, now, leaseUntil, batch);
        if (claimed.length === 0) break;
        const hooks = await store.findWebhooksByIds(db, [...new Set(claimed.map((d) => d.webhookId))]);
        const byId = new Map(hooks.map((h) => [h.id, h]));
        await Promise.all(
          claimed.map((d) =>
            deliver(d, byId.get(d.webhookId), leaseUntil).catch((err) =>
              deps.log?.error({ err, deliveryId: d.id }, 'webhook delivery could not be recorded'),
            ),
          ),
        );
        handled += claimed.length;
        if (claimed.length < batch) break;
      }
      return handled;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
