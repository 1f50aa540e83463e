import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { conversationAllowance, form, pipeline, upload, usageCounter } from '../db/schema';

export async function findCounter(db: Db, userId: string, period: string) {
  const [row] = await db
    .select()
    .from(usageCounter)
    .where(and(eq(usageCounter.userId, userId), eq(usageCounter.period, period)));
  return row;
}

/**
 * Spends one unit of a monthly counter when it stays within `limit` (null: unlimited). One statement, so
 * concurrent spenders cannot both pass the edge. Returns false when the allowance is used up.
 */
export async function spendCounter(
  db: Db,
  userId: string,
  period: string,
  column: 'deals' | 'tickets',
  limit: number | null,
): Promise<boolean> {
  const col = usageCounter[column];
  const guard = limit === null ? sql`true` : sql`${col} < ${limit}`;
  const rows = await db
    .insert(usageCounter)
    .values({ userId, period, [column]: 1 })
    .onConflictDoUpdate({
      target: [usageCounter.userId, usageCounter.period],
      set: { [column]: sql`${col} + 1` },
      setWhere: guard,
    })
    .returning({ n: col });
  const n = rows[0]?.n;
  return n !== undefined && (limit === null || n <= limit);
}

/** Conversations spent of an owner's monthly allowance (the sum of its shards). */
export async function conversationsSpent(db: Db, userId: string, period: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationAllowance.used}), 0)::int` })
    .from(conversationAllowance)
    .where(and(eq(conversationAllowance.userId, userId), eq(conversationAllowance.period, period)));
  return row?.n ?? 0;
}

/** The SQL condition that spends one conversation of the allowance (true) or finds it used up (false). */
export function spendConversationSql(userId: string, period: string, limit: number | null) {
  return sql`conversation_allowance_spend(${userId}::text, ${period}::text, ${limit}::int)`;
}

/** Spends one conversation of the allowance in the caller's transaction; false when it is used up. */
export async function spendConversation(db: Db, userId: string, period: string, limit: number | null) {
  const result = (await db.execute(
    sql`select ${spendConversationSql(userId, period, limit)} as ok`,
  )) as unknown as {
    rows: Array<{ ok: boolean }>;
  };
  return result.rows[0]?.ok === true;
}

export async function countOwned(db: Db, userId: string) {
  const [[forms], [pipelines], [storage]] = await Promise.all([
    db.select({ n: count() }).from(form).where(eq(form.userId, userId)),
    db.select({ n: count() }).from(pipeline).where(eq(pipeline.userId, userId)),
    db
      .select({ bytes: sql<string>`coalesce(sum(${upload.sizeBytes}), 0)` })
      .from(upload)
      // Attached to a submission: pending uploads do not count (docs/uploads.md).
      .where(and(eq(upload.userId, userId), isNotNull(upload.storedAt), isNotNull(upload.attachedAt))),
  ]);
  return { forms: forms?.n ?? 0, pipelines: pipelines?.n ?? 0, storageBytes: Number(storage?.bytes ?? 0) };
}

export async function countPublishedForms(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(form)
    .where(and(eq(form.userId, userId), eq(form.isPublished, true)));
  return row?.n ?? 0;
}
