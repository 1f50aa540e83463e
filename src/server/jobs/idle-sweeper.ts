import type { Db } from '../db/open';
import { abandonIdle } from '../widget/store';

/** Marks ACTIVE conversations with no visitor message for `idleMinutes` ABANDONED; returns how many. */
export function sweepIdle(db: Db, idleMinutes: number, now: Date = new Date()): Promise<number> {
  return abandonIdle(db, new Date(now.getTime() - idleMinutes * 60_000));
}
