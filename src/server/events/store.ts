import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { event } from '../db/schema';

export type EventRow = typeof event.$inferSelect;

/**
 * Writes an outbox event in the caller's transaction. A conversation emits each event type once:
 * a second write for the same (type, conversation) is ignored. Returns the id, or null when ignored.
 */
export async function insertEvent(
  tx: Db,
  e: {
    type: string;
    userId: string;
    formId: string | null;
    conversationId: string | null;
    payload: Record<string, unknown>;
  },
): Promise<string | null> {
  const rows = await tx
    .insert(event)
    .values({ id: newId('evt'), ...e })
    .onConflictDoNothing()
    .returning({ id: event.id });
  return rows[0]?.id ?? null;
}
