import { and, asc, eq, lt } from 'drizzle-orm';
import { newId } from '../db/ids';
import type { Db } from '../db/open';
import { conversation, form, message, user } from '../db/schema';

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

export async function insertConversation(tx: Db, row: NewConversationRow): Promise<ConversationRow> {
  const [created] = await tx.insert(conversation).values(row).returning();
  return created!;
}

/** Appends messages in the given order (their seq keeps that order). */
export async function insertMessages(
  tx: Db,
  conversationId: string,
  messages: { role: 'ASSISTANT' | 'VISITOR'; content: string }[],
) {
  if (messages.length === 0) return;
  await tx
    .insert(message)
    .values(messages.map((m) => ({ id: newId('msg'), conversationId, role: m.role, content: m.content })));
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
export async function abandonIdle(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(conversation)
    .set({ status: 'ABANDONED', updatedAt: new Date() })
    .where(and(eq(conversation.status, 'ACTIVE'), lt(conversation.lastVisitorMessageAt, before)))
    .returning({ id: conversation.id });
  return rows.length;
}
