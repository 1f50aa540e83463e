import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { event } from '../db/schema';
import type { EventRow } from '../events/store';

/**
 * A consumer of outbox events. It runs inside the transaction that marks the event processed, so its
 * writes and the mark commit together; it must be idempotent (an event may be seen again after a crash).
 */
export type EventHandler = (tx: Db, e: EventRow) => Promise<void>;

const RETRY_MS = [5_000, 30_000, 300_000, 1_800_000];

/**
 * Processes due outbox events, each in its own transaction, claimed with FOR UPDATE SKIP LOCKED so any
 * number of instances share the work. A handler error rolls that event back and retries it later.
 * Returns how many events were processed.
 */
export async function processOutbox(
  db: Db,
  handlers: EventHandler[],
  opts: { batch?: number; now?: () => Date } = {},
) {
  const now = opts.now ?? (() => new Date());
  let done = 0;
  for (let i = 0; i < (opts.batch ?? 100); i++) {
    const result = await db
      .transaction(async (tx) => {
        const [e] = await tx
          .select()
          .from(event)
          .where(and(isNull(event.processedAt), lte(event.nextAttemptAt, now())))
          .orderBy(asc(event.nextAttemptAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!e) return 'empty' as const;
        try {
          await tx.transaction(async (inner) => {
            for (const handle of handlers) await handle(inner, e);
          });
          await tx
            .update(event)
            .set({ processedAt: now(), attempts: sql`${event.attempts} + 1` })
            .where(eq(event.id, e.id));
        } catch {
          const delay = RETRY_MS[Math.min(e.attempts, RETRY_MS.length - 1)]!;
          await tx
            .update(event)
            .set({ attempts: sql`${event.attempts} + 1`, nextAttemptAt: new Date(now().getTime() + delay) })
            .where(eq(event.id, e.id));
          return 'failed' as const;
        }
        return 'done' as const;
      })
      .catch(() => 'failed' as const);
    if (result === 'empty') break;
    if (result === 'done') done += 1;
  }
  return done;
}
