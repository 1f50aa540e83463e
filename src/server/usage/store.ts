import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { form, pipeline, upload, usageCounter } from '../db/schema';

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
  column: 'conversations' | 'deals' | 'tickets',
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

export async function countOwned(db: Db, userId: string) {
  const [[forms], [pipelines], [storage]] = await Promise.all([
    db.select({ n: count() }).from(form).where(eq(form.userId, userId)),
    db.select({ n: count() }).from(pipeline).where(eq(pipeline.userId, userId)),
    db
      .select({ bytes: sql<string>`coalesce(sum(${upload.sizeBytes}), 0)` })
      .from(upload)
      .where(eq(upload.userId, userId)),
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
