import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { ConversationProgress } from '../analytics/progress';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { conversation, form, message, user, visitorQuestion } from '../db/schema';
import { spendConversationSql } from '../usage/store';

export type ConversationRow = typeof conversation.$inferSelect;
export type NewConversationRow = typeof conversation.$inferInsert;

/** A form as the widget endpoints see it, with its owner's plan and subscription status. */
export async function findWidgetForm(db: Db, id: string) {
  const [row] = await db
    .select({ form, ownerPlan: user.plan, ownerStatus: user.subscriptionStatus })
    .from(form)
    .innerJoin(user, eq(user.id, form.userId))
    .where(eq(form.id, id));
  return row;
}

export type WidgetFormRow = NonNullable<Awaited<ReturnType<typeof findWidgetForm>>>;

export interface NewConversation {
  row: Required<
    Pick<NewConversationRow, 'id' | 'formId' | 'userId' | 'status' | 'collectedData' | 'state'>
  > & {
    visitorMessages: number;
    createdAt: Date;
    completedAt: Date | null;
    /** Values the embedding page passed in, by hidden field name. */
    hiddenFields?: Record<string, string>;
    /** Where it went, per question (analytics). */
    progress?: ConversationProgress | null;
    /** The visitor asked for a person in the first message. */
    needsHuman?: boolean;
  };
  /** Questions the visitor put to the interviewer in the first message. */
  visitorQuestions?: { text: string; answered: boolean }[];
  /** In order; their seq keeps it. */
  messages: Array<{ id: string; role: 'ASSISTANT' | 'VISITOR'; content: string; createdAt: Date }>;
  /** Outbox events written with it (`conversation.completed` of one complete at once, a call for a person). */
  events?: Array<{ id: string; type: string; payload: Record<string, unknown> }>;
  /** The owner's monthly allowance: one conversation of `period` is spent when under `limit` (null: none). */
  allowance: { period: string; limit: number | null };
}

/**
 * Creates a conversation with its messages (and event) in one statement, spending one conversation of the
 * owner's monthly allowance first (a sharded counter: concurrent creations seldom share a row): nothing is
 * written when it is used up (returns false). One statement, one round trip.
 */
export async function createConversation(db: Db, c: NewConversation): Promise<boolean> {
  const r = c.row;
  const at = (d: Date | null) => (d ? d.toISOString() : null);
  const messages = sql.join(
    c.messages.map(
      (m, i) =>
        sql`(${i}::int, ${m.id}::text, ${m.role}::text, ${m.content}::text, ${at(m.createdAt)}::timestamptz)`,
    ),
    sql`, `,
  );
  const events = c.events?.length
    ? sql`, e as (
        insert into event (id, type, user_id, form_id, conversation_id, payload, created_at, next_attempt_at)
        select v.id, v.type, ${r.userId}, ${r.formId}, ${r.id}, v.payload,
          ${at(r.createdAt)}::timestamptz, ${at(r.createdAt)}::timestamptz
        from (values ${sql.join(
          c.events.map((e) => sql`(${e.id}::text, ${e.type}::text, ${JSON.stringify(e.payload)}::jsonb)`),
          sql`, `,
        )}) as v(id, type, payload), spent)`
    : sql``;
  const result = (await db.execute(sql`
    with spent as (
      select 1 where ${spendConversationSql(r.userId, c.allowance.period, c.allowance.limit)}
    ), c as (
      insert into conversation (id, form_id, user_id, status, collected_data, state, hidden_fields, progress,
        needs_human, visitor_messages, last_visitor_message_at, created_at, updated_at, completed_at)
      select ${r.id}, ${r.formId}, ${r.userId}, ${r.status}, ${JSON.stringify(r.collectedData)}::jsonb,
        ${JSON.stringify(r.state)}::jsonb, ${JSON.stringify(r.hiddenFields ?? {})}::jsonb,
        ${r.progress ? JSON.stringify(r.progress) : null}::jsonb, ${r.needsHuman === true}::boolean,
        ${r.visitorMessages}::int, ${at(r.createdAt)}::timestamptz,
        ${at(r.createdAt)}::timestamptz, ${at(r.createdAt)}::timestamptz, ${at(r.completedAt)}::timestamptz
      from spent
    ), m as (
      insert into message (id, conversation_id, role, content, created_at)
      select v.id, ${r.id}, v.role, v.content, v.created_at
      from (values ${messages}) as v(ord, id, role, content, created_at), spent
      order by v.ord
    )${events}${visitorQuestionsSql(c)}
    select count(*)::int as created from spent`)) as unknown as { rows: Array<{ created: number }> };
  return Number(result.rows[0]?.created ?? 0) > 0;
}

/** The visitor's questions of a first message, inserted with the conversation (same statement). */
function visitorQuestionsSql(c: NewConversation) {
  const list = c.visitorQuestions ?? [];
  if (list.length === 0) return sql``;
  const at = c.row.createdAt.toISOString();
  const rows = sql.join(
    list.map((q, i) => sql`(${i}::int, ${q.text}::text, ${q.answered}::boolean)`),
    sql`, `,
  );
  return sql`, vq as (
      insert into visitor_question (conversation_id, form_id, text, answered, created_at)
      select ${c.row.id}, ${c.row.formId}, v.text, v.answered, ${at}::timestamptz
      from (values ${rows}) as v(ord, text, answered), spent
      order by v.ord)`;
}

/** Records the questions a visitor put to the interviewer in one turn (in order). */
export async function insertVisitorQuestions(
  tx: Db,
  conversationId: string,
  formId: string,
  questions: { text: string; answered: boolean }[],
) {
  if (questions.length === 0) return;
  await tx
    .insert(visitorQuestion)
    .values(
      questions.map((q) => ({ conversationId, formId, text: q.text.slice(0, 2000), answered: q.answered })),
    );
}

/** Appends messages in the given order (their seq keeps that order); an id given is kept. */
export async function insertMessages(
  tx: Db,
  conversationId: string,
  messages: { id?: string; role: 'ASSISTANT' | 'VISITOR'; content: string }[],
) {
  if (messages.length === 0) return;
  await tx
    .insert(message)
    .values(
      messages.map((m) => ({ id: m.id ?? newId('msg'), conversationId, role: m.role, content: m.content })),
    );
}

/** The conversation of that form, locked for the rest of the transaction. */
export async function lockConversation(
  tx: Db,
  id: string,
  formId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.formId, formId)))
    .for('update');
  return row;
}

/** The conversation, locked for the rest of the transaction (whatever its form). */
export async function lockConversationById(tx: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversation).where(eq(conversation.id, id)).for('update');
  return row;
}

export async function findConversation(
  db: Db,
  id: string,
  formId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.formId, formId)));
  return row;
}

export async function updateConversation(tx: Db, id: string, patch: Partial<NewConversationRow>) {
  await tx
    .update(conversation)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(conversation.id, id));
}

export async function listAllMessages(tx: Db, conversationId: string) {
  return tx
    .select({ id: message.id, role: message.role, content: message.content, createdAt: message.createdAt })
    .from(message)
    .where(eq(message.conversationId, conversationId))
    .orderBy(asc(message.seq));
}

/** ACTIVE conversations whose last visitor message is older than `before` become ABANDONED. */
export async function abandonIdle(db: Db, before: Date) {
  const rows = await db
    .update(conversation)
    .set({ status: 'ABANDONED', updatedAt: new Date() })
    .where(and(eq(conversation.status, 'ACTIVE'), lt(conversation.lastVisitorMessageAt, before)))
    .returning({ id: conversation.id, userId: conversation.userId });
  return rows;
}
