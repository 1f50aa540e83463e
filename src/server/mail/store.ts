import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { mail } from '../db/schema';

export type MailRow = typeof mail.$inferSelect;

export interface NewMail {
  kind: string;
  /** A replayed decision with the same key inserts nothing (an outbox event seen twice). */
  dedupeKey?: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues messages in the caller's transaction; returns how many were new. */
export async function insertMails(tx: Db, rows: NewMail[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(mail)
    .values(rows.map((r) => ({ id: newId('mail'), ...r, createdAt: now, nextAttemptAt: now })))
    .onConflictDoNothing()
    .returning({ id: mail.id });
  return inserted.length;
}

/**
 * Claims up to `limit` due messages with a lease (FOR UPDATE SKIP LOCKED: instances never share a row) and
 * counts the attempt. A worker that dies mid-send leaves the row to be claimed again when the lease ends.
 */
export async function claimDue(db: Db, now: Date, leasedUntil: Date, limit: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mail.id })
    .from(mail)
    .where(
      and(
        eq(mail.status, 'PENDING'),
        sql`${mail.nextAttemptAt} <= ${now}`,
        sql`(${mail.lockedUntil} is null or ${mail.lockedUntil} < ${now})`,
      ),
    )
    .orderBy(mail.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mail)
    .set({ lockedUntil: leasedUntil, attempts: sql`${mail.attempts} + 1` })
    .where(inArray(mail.id, due))
    .returning();
}

/** Records an attempt's outcome, only while the lease it was claimed with still holds. */
export async function recordAttempt(
  db: Db,
  id: string,
  leasedUntil: Date,
  patch: Partial<Pick<MailRow, 'status' | 'lastError' | 'nextAttemptAt' | 'sentAt' | 'text' | 'html'>>,
): Promise<void> {
  await db
    .update(mail)
    .set({ ...patch, lockedUntil: null })
    .where(and(eq(mail.id, id), eq(mail.lockedUntil, leasedUntil)));
}

/** Forgets sent and failed messages created before `before` (pending ones stay); returns how many went. */
export async function deleteFinished(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(mail)
    .where(and(ne(mail.status, 'PENDING'), lt(mail.createdAt, before)))
    .returning({ id: mail.id });
  return rows.length;
}
