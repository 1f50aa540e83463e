import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { webhook, webhookDelivery } from '../db/schema';

export type WebhookRow = typeof webhook.$inferSelect;
export type NewWebhookRow = typeof webhook.$inferInsert;
export type DeliveryRow = typeof webhookDelivery.$inferSelect;
export type NewDeliveryRow = typeof webhookDelivery.$inferInsert;

export async function findWebhookByForm(db: Db, formId: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(webhook).where(eq(webhook.formId, formId));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** Inserts a form's webhook; null when the form already has one (a concurrent create won). */
export async function insertWebhook(db: Db, row: NewWebhookRow): Promise<WebhookRow | null> {
  const [created] = await db
    .insert(webhook)
    .values(row)
    .onConflictDoNothing({ target: webhook.formId })
    .returning();
  return created ?? null;
}

export async function updateWebhook(db: Db, id: string, patch: Partial<NewWebhookRow>, now: Date) {
  const [row] = await db
    .update(webhook)
    .set({ ...patch, updatedAt: now })
    .where(eq(webhook.id, id))
    .returning();
  return row;
}

export async function findWebhooksByIds(db: Db, ids: string[]): Promise<WebhookRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(webhook).where(inArray(webhook.id, ids));
}

/** Turns a webhook off (the receiver answered 410 Gone). */
export async function deactivateWebhook(db: Db, id: string, now: Date) {
  await db.update(webhook).set({ isActive: false, updatedAt: now }).where(eq(webhook.id, id));
}

/** Queues a delivery; a second one for the same (webhook, event) is ignored (the outbox may replay). */
export async function insertDelivery(db: Db, row: NewDeliveryRow): Promise<boolean> {
  const rows = await db
    .insert(webhookDelivery)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: webhookDelivery.id });
  return rows.length > 0;
}

export async function listDeliveries(db: Db, webhookId: string, offset: number, limit: number) {
  const rows = await db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.webhookId, webhookId))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(webhookDelivery)
    .where(eq(webhookDelivery.webhookId, webhookId));
  return { rows, total: total?.n ?? 0 };
}

/**
 * Makes a delivery of this webhook due now (manual retry). A lease in progress is kept: the attempt under
 * way records its own result, so a retry never makes two workers send at once.
 */
export async function requeueDelivery(db: Db, webhookId: string, id: string, now: Date) {
  const [row] = await db
    .update(webhookDelivery)
    .set({ status: 'PENDING', nextAttemptAt: now, updatedAt: now })
    .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.webhookId, webhookId)))
    .returning();
  return row;
}

/**
 * Claims up to `limit` due deliveries by giving them a lease until `leaseUntil`, in one short transaction
 * with FOR UPDATE SKIP LOCKED: concurrent claimers (other instances) never get the same row, and a row
 * whose lease is still running is not due. The lease, not an open transaction, protects the send.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDelivery.id })
      .from(webhookDelivery)
      .where(
        and(
          eq(webhookDelivery.status, 'PENDING'),
          lte(webhookDelivery.nextAttemptAt, now),
          or(isNull(webhookDelivery.lockedUntil), lte(webhookDelivery.lockedUntil, now)),
        ),
      )
      .orderBy(asc(webhookDelivery.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDelivery)
      .set({ lockedUntil: leaseUntil })
      .where(
        inArray(
          webhookDelivery.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * Records an attempt's outcome, only while the caller still holds the lease it claimed (`leasedUntil`):
 * when the lease ran out and another worker took the row, this late result is dropped. Returns whether it was recorded.
 */
export async function recordAttempt(
  db: Db,
  id: string,
  leasedUntil: Date,
  result: {
    status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
    /** False when nothing was sent (webhook turned off, secret unreadable): the attempt count stays. */
    attempted: boolean;
    statusCode: number | null;
    error: string | null;
    nextAttemptAt: Date | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(webhookDelivery)
    .set({
      status: result.status,
      attempts: result.attempted ? sql`${webhookDelivery.attempts} + 1` : webhookDelivery.attempts,
      lastStatusCode: result.statusCode,
      lastError: result.error,
      nextAttemptAt: result.nextAttemptAt,
      lockedUntil: null,
      updatedAt: result.now,
    })
    .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.lockedUntil, leasedUntil)))
    .returning({ id: webhookDelivery.id });
  return rows.length > 0;
}
