import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { conversation, form, message, upload } from '../db/schema';

export type ConversationRow = typeof conversation.$inferSelect;

export interface ConversationFilter {
  userId: string;
  formId?: string;
  status?: string;
  from?: Date;
  /** Exclusive upper bound. */
  toBefore?: Date;
  /** Inclusive upper bound. */
  to?: Date;
}

function where(f: ConversationFilter) {
  return and(
    eq(conversation.userId, f.userId),
    f.formId ? eq(conversation.formId, f.formId) : undefined,
    f.status ? eq(conversation.status, f.status) : undefined,
    f.from ? gte(conversation.createdAt, f.from) : undefined,
    f.to ? lte(conversation.createdAt, f.to) : undefined,
    f.toBefore ? lt(conversation.createdAt, f.toBefore) : undefined,
  );
}

const listColumns = {
  id: conversation.id,
  formId: conversation.formId,
  status: conversation.status,
  collectedData: conversation.collectedData,
  createdAt: conversation.createdAt,
  updatedAt: conversation.updatedAt,
  completedAt: conversation.completedAt,
  formName: form.name,
  formType: form.formType,
  messages: sql<number>`(select count(*) from message m where m.conversation_id = ${conversation.id})::int`,
};

export type ConversationListRow = Awaited<ReturnType<typeof listConversations>>['rows'][number];

export async function listConversations(db: Db, f: ConversationFilter, offset: number, limit: number) {
  const rows = await db
    .select(listColumns)
    .from(conversation)
    .innerJoin(form, eq(form.id, conversation.formId))
    .where(where(f))
    .orderBy(desc(conversation.createdAt), desc(conversation.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(conversation).where(where(f));
  return { rows, total: total?.n ?? 0 };
}

export async function countConversations(db: Db, f: ConversationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conversation).where(where(f));
  return row?.n ?? 0;
}

/** Conversations per UTC day since `from`, for one owner. */
export async function countByDay(db: Db, userId: string, from: Date) {
  const day = sql<string>`to_char(${conversation.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(conversation)
    .where(and(eq(conversation.userId, userId), gte(conversation.createdAt, from)))
    .groupBy(day);
}

export async function findConversation(db: Db, id: string) {
  const [row] = await db
    .select({
      c: conversation,
      f: { id: form.id, name: form.name, questions: form.questions, formType: form.formType },
    })
    .from(conversation)
    .innerJoin(form, eq(form.id, conversation.formId))
    .where(eq(conversation.id, id));
  return row;
}

export async function listMessages(db: Db, conversationId: string, offset: number, limit: number) {
  const rows = await db
    .select({ id: message.id, role: message.role, content: message.content, createdAt: message.createdAt })
    .from(message)
    .where(eq(message.conversationId, conversationId))
    .orderBy(asc(message.seq))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(message)
    .where(eq(message.conversationId, conversationId));
  return { rows, total: total?.n ?? 0 };
}

export async function listFiles(db: Db, conversationId: string) {
  return db
    .select({
      uploadId: upload.id,
      question: upload.questionText,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
    })
    .from(upload)
    .where(and(eq(upload.conversationId, conversationId), isNotNull(upload.attachedAt)))
    .orderBy(asc(upload.attachedAt));
}
