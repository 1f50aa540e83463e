import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { webhook, webhookDelivery } from '../db/schema';
import { deliveryBody } from './sender';

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

/** A claimed delivery with what sending it needs of its webhook. */
export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  eventId: string;
  test: boolean;
  attempts: number;
  /** The exact bytes to POST. */
  body: string;
  webhook: { id: string; url: string; isActive: boolean; secretEncrypted: string | null };
}

/**
 * Claims up to `limit` due deliveries by giving them a lease until `leaseUntil`, in one statement (its own
 * short transaction) whose row selection is FOR UPDATE SKIP LOCKED: concurrent claimers (other instances,
 * and this worker's own claims in flight) never get the same row, and a row whose lease is still running
 * is not due. The lease, not an open transaction, protects the send. The claim counts the attempt (the
 * worker sends at once), so a worker killed mid-send still leaves its attempt on record; `attempts` of a
 * returned row includes this one. Returns the claimed deliveries with their webhooks.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  // One statement (migration 0004's function: the due index walked in order, see there).
  const result = (await db.execute(sql`
    select * from webhook_delivery_claim(${now.toISOString()}::timestamptz,
      ${leaseUntil.toISOString()}::timestamptz, ${limit}::integer)`)) as unknown as {
    rows: Array<{
      id: string;
      webhook_id: string;
      event_id: string;
      test: boolean;
      attempts: number;
      body: string | null;
      payload: string | null;
      url: string;
      is_active: boolean;
      secret_encrypted: string | null;
    }>;
  };
  return result.rows.map((r) => ({
    id: r.id,
    webhookId: r.webhook_id,
    eventId: r.event_id,
    test: r.test,
    attempts: Number(r.attempts),
    // A row queued before migration 0004 has only its payload: its body is made as it was then.
    body: r.body ?? deliveryBody(JSON.parse(r.payload ?? 'null') as Record<string, unknown>),
    webhook: { id: r.webhook_id, url: r.url, isActive: r.is_active, secretEncrypted: r.secret_encrypted },
  }));
}

/**
 * Extends the leases of deliveries still being sent, each only if its sender still holds the lease it names;
 * returns the ids renewed (a missing one was taken over by another worker after its lease ran out).
 */
export async function renewLeases(
  db: Db,
  owned: Array<{ id: string; lease: Date }>,
  until: Date,
): Promise<Set<string>> {
  if (owned.length === 0) return new Set();
  const values = sql.join(
    owned.map((o) => sql`(${o.id}::text, ${o.lease.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    update ${webhookDelivery} as d set locked_until = ${until.toISOString()}::timestamptz
    from (values ${values}) as v(id, lease)
    where d.id = v.id and d.locked_until = v.lease and d.status = 'PENDING'
    returning d.id`)) as unknown as { rows: Array<{ id: string }> };
  return new Set(result.rows.map((r) => r.id));
}

export interface AttemptRecord {
  id: string;
  /** The lease the caller claimed the row with: the record only applies while it still holds. */
  leasedUntil: Date;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  /** False when nothing was sent (webhook turned off, secret unreadable): the claim's count is taken back. */
  attempted: boolean;
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
  now: Date;
}

/**
 * Records attempt outcomes in one statement, each only while its sender still holds the lease it claimed:
 * when a lease ran out and another worker took the row, that late result is dropped. Returns the ids recorded.
 */
export async function recordAttempts(db: Db, records: AttemptRecord[]): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  // The whole batch as one JSON parameter: one statement, and no per-value query building.
  const rows = JSON.stringify(
    records.map((r) => ({
      id: r.id,
      lease: r.leasedUntil.toISOString(),
      status: r.status,
      attempted: r.attempted,
      code: r.statusCode,
      error: r.error,
      next: r.nextAttemptAt?.toISOString() ?? null,
      now: r.now.toISOString(),
    })),
  );
  // Both drivers (PGlite, node-postgres) answer an object with `rows`.
  const result = (await db.execute(sql`
    update ${webhookDelivery} as d set
      status = v.status,
      attempts = d.attempts - (case when v.attempted then 0 else 1 end),
      last_status_code = v.code,
      last_error = v.error,
      next_attempt_at = v.next,
      locked_until = null,
      updated_at = v.now
    from json_to_recordset(${rows}::json)
      as v(id text, lease timestamptz, status text, attempted boolean, code int, error text, next timestamptz, now timestamptz)
    where d.id = v.id and d.locked_until = v.lease
    returning d.id`)) as unknown as { rows: Array<{ id: string }> };
  return new Set(result.rows.map((r) => r.id));
}

/**
 * Gives claimed rows back (their lease cleared, the claim's attempt taken back) when they will not be sent
 * after all; leases since taken over are left alone.
 */
export async function releaseLeases(db: Db, rows: Array<{ id: string; leasedUntil: Date }>) {
  for (const r of rows)
    await db
      .update(webhookDelivery)
      .set({ lockedUntil: null, attempts: sql`greatest(${webhookDelivery.attempts} - 1, 0)` })
      .where(and(eq(webhookDelivery.id, r.id), eq(webhookDelivery.lockedUntil, r.leasedUntil)));
}

/** Records one attempt's outcome (see recordAttempts); returns whether it was recorded. */
export async function recordAttempt(
  db: Db,
  id: string,
  leasedUntil: Date,
  outcome: Omit<AttemptRecord, 'id' | 'leasedUntil'>,
) {
  return (await recordAttempts(db, [{ id, leasedUntil, ...outcome }])).has(id);
}
