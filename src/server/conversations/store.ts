import { and, asc, count, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { conversation, form, message, upload, visitorQuestion } from '../db/schema';
import { foldedContains } from '../db/search';

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
  /** Text some collected answer contains, whatever its case and accents. */
  search?: string;
}

function where(f: ConversationFilter) {
  return and(
    eq(conversation.userId, f.userId),
    f.formId ? eq(conversation.formId, f.formId) : undefined,
    f.status ? eq(conversation.status, f.status) : undefined,
    f.from ? gte(conversation.createdAt, f.from) : undefined,
    f.to ? lte(conversation.createdAt, f.to) : undefined,
    f.toBefore ? lt(conversation.createdAt, f.toBefore) : undefined,
    // The answers' values as text (a string unquoted, a number as written), not the question texts.
    // search_text: the folded answers, a column PostgreSQL keeps (migration 0009), not in the Drizzle schema.
    f.search ? foldedContains(sql`${conversation}.search_text`, f.search) : undefined,
  );
}

const rowColumns = {
  id: conversation.id,
  formId: conversation.formId,
  status: conversation.status,
  collectedData: conversation.collectedData,
  hiddenFields: conversation.hiddenFields,
  handler: conversation.handler,
  needsHuman: conversation.needsHuman,
  createdAt: conversation.createdAt,
  updatedAt: conversation.updatedAt,
  completedAt: conversation.completedAt,
  // Qualified by hand: without a join Drizzle renders ${conversation.id} as a bare "id" (m.id in here).
  messages: sql<number>`(select count(*) from message m where m.conversation_id = ${conversation}.id)::int`,
};

const listColumns = {
  ...rowColumns,
  formName: form.name,
  formType: form.formType,
  formQuestions: form.questions,
  formHiddenFields: form.hiddenFields,
};

/**
 * Newest first, spelled as the indexes are built (DESC NULLS LAST): a plain DESC means NULLS FIRST, which
 * those indexes cannot give in order, and PostgreSQL would then sort every matching row.
 */
export const newestFirst = [
  sql`${conversation.createdAt} desc nulls last`,
  sql`${conversation.id} desc nulls last`,
] as const;

export type ConversationListRow = Awaited<ReturnType<typeof listConversations>>[number];

/**
 * The same order for a search (the columns are NOT NULL), spelled so that no index gives it: PostgreSQL then
 * collects the matches through the search index and sorts them, instead of walking the owner's history in
 * order until a page of matches turns up, which costs the whole history when the matches are few or old.
 */
const newestFirstOfMatches = [sql`${conversation.createdAt} desc`, sql`${conversation.id} desc`] as const;

/** A page of an owner's conversations, newest first, walking the index of the filter in that order. */
export async function listConversations(db: Db, f: ConversationFilter, offset: number, limit: number) {
  return db
    .select(listColumns)
    .from(conversation)
    .innerJoin(form, eq(form.id, conversation.formId))
    .where(where(f))
    .orderBy(...(f.search ? newestFirstOfMatches : newestFirst))
    .limit(limit)
    .offset(offset);
}

/**
 * Counts matching rows: only for filters the counters cannot answer (a date range). It reads the index
 * range of the filter, so it costs the number of conversations in that range.
 */
export async function countConversations(db: Db, f: ConversationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conversation).where(where(f));
  return row?.n ?? 0;
}

/**
 * Deletes one of the owner's conversations with its messages and outbox events (ON DELETE CASCADE); the
 * counters follow in the same statement (migration 0001's trigger). Returns whether it existed.
 */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)))
    .returning({ id: conversation.id });
  return rows.length > 0;
}

/** Where an export stopped: the last row's created_at as PostgreSQL wrote it (microseconds kept) and id. */
export interface ExportCursor {
  at: string;
  id: string;
}

const exportColumns = { ...rowColumns, cursorAt: sql<string>`${conversation.createdAt}::text` };

/**
 * The next `limit` conversations of a form after `after`, newest first, walking the (form_id, created_at,
 * id) index so every page costs the same however deep the export is. Two plain range reads instead of one
 * row comparison: PostgreSQL misjudges how many rows a row comparison leaves and would then read and sort
 * the rest of the form for each page.
 */
export async function exportBatch(db: Db, formId: string, after: ExportCursor | null, limit: number) {
  const page = (cond: ReturnType<typeof sql> | undefined, n: number) =>
    db
      .select(exportColumns)
      .from(conversation)
      .where(and(eq(conversation.formId, formId), cond))
      .orderBy(...newestFirst)
      .limit(n);
  if (!after) return page(undefined, limit);
  // The rest of the rows sharing the cursor's created_at (usually none), then the older ones.
  const ties = await page(
    sql`${conversation.createdAt} = ${after.at}::timestamptz and ${conversation.id} < ${after.id}`,
    limit,
  );
  if (ties.length === limit) return ties;
  const older = await page(sql`${conversation.createdAt} < ${after.at}::timestamptz`, limit - ties.length);
  return [...ties, ...older];
}

export async function findConversation(db: Db, id: string) {
  const [row] = await db
    .select({
      c: conversation,
      f: {
        id: form.id,
        name: form.name,
        questions: form.questions,
        formType: form.formType,
        hiddenFields: form.hiddenFields,
      },
    })
    .from(conversation)
    .innerJoin(form, eq(form.id, conversation.formId))
    .where(eq(conversation.id, id));
  return row;
}

export async function listMessages(db: Db, conversationId: string, offset: number, limit: number) {
  const rows = await db
    .select({
      id: message.id,
      role: message.role,
      content: message.content,
      createdAt: message.createdAt,
      sentBy: message.sentBy,
      authorName: message.authorName,
    })
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

/** The questions a visitor asked the interviewer in one conversation, oldest first. */
export async function listVisitorQuestions(db: Db, conversationId: string) {
  return db
    .select({
      text: visitorQuestion.text,
      answered: visitorQuestion.answered,
      createdAt: visitorQuestion.createdAt,
    })
    .from(visitorQuestion)
    .where(eq(visitorQuestion.conversationId, conversationId))
    .orderBy(asc(visitorQuestion.seq));
}

/** A conversation locked for the rest of the transaction, with its form's name, questions and language. */
export async function lockConversation(tx: Db, id: string) {
  const [row] = await tx
    .select({
      c: conversation,
      f: { id: form.id, name: form.name, questions: form.questions, language: form.language },
    })
    .from(conversation)
    .innerJoin(form, eq(form.id, conversation.formId))
    .where(eq(conversation.id, id))
    .for('update', { of: conversation });
  return row;
}

/** Who leads it and whether it calls for a person; updatedAt moves (the live list and streams read it). */
export async function setHandler(tx: Db, id: string, patch: { handler?: string; needsHuman?: boolean }) {
  await tx
    .update(conversation)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(conversation.id, id));
}

/** Appends one message written outside a visitor's turn (an owner's reply, the question on release). */
export async function appendMessage(
  tx: Db,
  m: {
    id: string;
    conversationId: string;
    content: string;
    sentBy: 'HUMAN' | 'BOT';
    authorName: string | null;
  },
) {
  const [row] = await tx
    .insert(message)
    .values({ ...m, role: 'ASSISTANT' })
    .returning({ id: message.id, createdAt: message.createdAt });
  return row!;
}

/** The live list: an owner's ACTIVE conversations, asking for a person first, then the latest changed. */
export async function listLive(db: Db, f: ConversationFilter, offset: number, limit: number) {
  return db
    .select(listColumns)
    .from(conversation)
    .innerJoin(form, eq(form.id, conversation.formId))
    .where(and(where({ ...f, status: 'ACTIVE' })))
    .orderBy(
      sql`${conversation.needsHuman} desc`,
      sql`${conversation.updatedAt} desc`,
      sql`${conversation.id} desc`,
    )
    .limit(limit)
    .offset(offset);
}

/** One conversation as the list shows it (the owner streams' `conversation` event). */
export async function listRow(db: Db, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(conversation)
    .innerJoin(form, eq(form.id, conversation.formId))
    .where(eq(conversation.id, id));
  return row;
}
