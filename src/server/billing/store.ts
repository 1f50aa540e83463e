import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { billingEvent, user } from '../db/schema';

/**
 * Records a Stripe event as processed; false when it already was (a replay). Called inside the transaction
 * that applies the event, so the record and the change commit together.
 */
export async function recordEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(billingEvent)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvent.id });
  return rows.length > 0;
}

/**
 * The newest event time applied to an account is kept in `billing_event` too, in a row keyed
 * `order:<userId>` (Stripe event ids start with `evt_`, so the two never meet).
 */
const orderKey = (userId: string) => `order:${userId}`;

export async function lastAppliedAt(tx: Db, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: billingEvent.processedAt })
    .from(billingEvent)
    .where(eq(billingEvent.id, orderKey(userId)));
  return row?.at ?? null;
}

export async function setLastAppliedAt(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .insert(billingEvent)
    .values({ id: orderKey(userId), type: 'order', processedAt: at })
    .onConflictDoUpdate({
      target: billingEvent.id,
      set: { processedAt: sql`greatest(${billingEvent.processedAt}, excluded.processed_at)` },
    });
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.stripeCustomerId, customerId));
  return row?.id;
}

/**
 * Stores the account's Stripe customer unless it already has one; answers the customer the account ends
 * up with (the earlier one when two checkouts raced).
 */
export async function setCustomerIfNone(db: Db, userId: string, customerId: string): Promise<string | null> {
  await db
    .update(user)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(user.id, userId), isNull(user.stripeCustomerId)));
  const [row] = await db.select({ c: user.stripeCustomerId }).from(user).where(eq(user.id, userId));
  return row?.c ?? null;
}
