import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { user } from '../db/schema';

/** Whether at least one account exists on this instance. */
export async function anyUserExists(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(user).limit(1);
  return rows.length > 0;
}
