import type { Db } from '../db/open';
import { abandonIdle } from '../widget/store';

/**
 * Marks ACTIVE conversations with no visitor message for `idleMinutes` ABANDONED; returns how many. Each is
 * told to `changed` (the live streams: it leaves the live list).
 */
export async function sweepIdle(
  db: Db,
  idleMinutes: number,
  now: Date = new Date(),
  changed?: (conversationId: string, userId: string) => void,
): Promise<number> {
  const rows = await abandonIdle(db, new Date(now.getTime() - idleMinutes * 60_000));
  for (const r of rows) changed?.(r.id, r.userId);
  return rows.length;
}
