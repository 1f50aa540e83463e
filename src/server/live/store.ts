import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { conversation, message, user } from '../db/schema';

/** What the streams compare to decide whether a conversation changed: one row per watched conversation. */
export interface ConversationPulse {
  id: string;
  userId: string;
  handler: string;
  ownerName: string;
  updatedAt: Date;
  /** The seq of its latest message (0 when none). */
  lastSeq: number;
}

/** The pulse of each conversation named, in one statement (the streams' check, batched per instance). */
export async function pulses(db: Db, ids: string[]): Promise<ConversationPulse[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: conversation.id,
      userId: conversation.userId,
      handler: conversation.handler,
      ownerName: user.name,
      updatedAt: conversation.updatedAt,
      lastSeq: sql<
        string | null
      >`(select max(m.seq) from message m where m.conversation_id = ${conversation}.id)`,
    })
    .from(conversation)
    .innerJoin(user, eq(user.id, conversation.userId))
    .where(inArray(conversation.id, ids));
  return rows.map((r) => ({ ...r, lastSeq: Number(r.lastSeq ?? 0) }));
}

export const messageColumns = {
  seq: message.seq,
  id: message.id,
  role: message.role,
  content: message.content,
  createdAt: message.createdAt,
  sentBy: message.sentBy,
  authorName: message.authorName,
};

export type LiveMessageRow = Awaited<ReturnType<typeof messagesAfter>>[number];

/** A conversation's messages after a seq, oldest first (the (conversation_id, seq) index), at most `limit`. */
export async function messagesAfter(db: Db, conversationId: string, afterSeq: number, limit = 500) {
  return db
    .select(messageColumns)
    .from(message)
    .where(and(eq(message.conversationId, conversationId), gt(message.seq, afterSeq)))
    .orderBy(asc(message.seq))
    .limit(limit);
}

/** The seq of a message of that conversation, or null (unknown id, or another conversation's). */
export async function seqOf(db: Db, conversationId: string, messageId: string): Promise<number | null> {
  const [row] = await db
    .select({ seq: message.seq })
    .from(message)
    .where(and(eq(message.id, messageId), eq(message.conversationId, conversationId)));
  return row ? Number(row.seq) : null;
}

/** The latest message's seq of a conversation (0 when none). */
export async function lastSeq(db: Db, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${message.seq})` })
    .from(message)
    .where(eq(message.conversationId, conversationId));
  return Number(row?.seq ?? 0);
}

/** The first seq of a conversation's messages written at or after `since` (for an owner stream's first sight). */
export async function firstSeqSince(db: Db, conversationId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`min(${message.seq})` })
    .from(message)
    .where(
      and(eq(message.conversationId, conversationId), sql`${message.createdAt} >= ${since.toISOString()}`),
    );
  return row?.seq == null ? Number.MAX_SAFE_INTEGER : Number(row.seq);
}

/**
 * The ids of owners' ACTIVE conversations changed since `since` (the live index: the owner's ACTIVE rows,
 * which the idle sweeper keeps few): how the polling fallback finds conversations an owner stream has not seen.
 */
export async function changedActive(db: Db, userIds: string[], since: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: conversation.id })
    .from(conversation)
    .where(
      and(
        inArray(conversation.userId, userIds),
        eq(conversation.status, 'ACTIVE'),
        sql`${conversation.updatedAt} > ${since.toISOString()}`,
      ),
    )
    .limit(1000);
}

/** The conversation a visitor names, with its form (for the domain check) and handler. */
export async function visitorConversation(db: Db, id: string) {
  const [row] = await db
    .select({ id: conversation.id, formId: conversation.formId, handler: conversation.handler })
    .from(conversation)
    .where(eq(conversation.id, id));
  return row;
}
