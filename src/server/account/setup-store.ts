import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { instanceSetup, user } from '../db/schema';

/** Whether at least one account exists on this instance. */
export async function anyUserExists(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(user).limit(1);
  return rows.length > 0;
}

/** Records `at` as the instance's first start unless one is recorded; returns the recorded one. */
export async function recordFirstStart(db: Db, at: Date): Promise<Date> {
  // The row comes with migration 0005; inserted here too for a database restored without it.
  await db.insert(instanceSetup).values({ id: 'instance' }).onConflictDoNothing();
  await db
    .update(instanceSetup)
    .set({ firstStartedAt: at })
    .where(and(eq(instanceSetup.id, 'instance'), isNull(instanceSetup.firstStartedAt)));
  return (await readFirstStart(db)) ?? at;
}

/** When an instance first started on this database; null before any did. */
export async function readFirstStart(db: Db): Promise<Date | null> {
  const [row] = await db.select().from(instanceSetup).where(eq(instanceSetup.id, 'instance'));
  return row?.firstStartedAt ?? null;
}
