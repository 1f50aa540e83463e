import { and, count, desc, eq, sql } from 'drizzle-orm';
import { formTotalColumn } from '../conversations/counter-store';
import type { Db } from '../db/open';
import { form } from '../db/schema';
import { foldedContains } from '../db/search';

export type FormRow = typeof form.$inferSelect;
export type NewFormRow = typeof form.$inferInsert;

export interface FormFilter {
  userId: string;
  search?: string;
  isPublished?: boolean;
}

function where(f: FormFilter) {
  return and(
    eq(form.userId, f.userId),
    f.search ? foldedContains(sql`charla_fold(${form.name})`, f.search) : undefined,
    f.isPublished === undefined ? undefined : eq(form.isPublished, f.isPublished),
  );
}

/** Newest first as the (user_id, created_at, id) index is built (DESC NULLS LAST): a page walks it. */
const newestFirst = [sql`${form.createdAt} desc nulls last`, sql`${form.id} desc nulls last`];
/** The same order for a search, which no index gives: the matches come from the search index, then sort. */
const newestMatchesFirst = [desc(form.createdAt), desc(form.id)];

export async function listForms(db: Db, f: FormFilter, offset: number, limit: number) {
  const rows = await db
    .select({
      id: form.id,
      name: form.name,
      isPublished: form.isPublished,
      formType: form.formType,
      createdAt: form.createdAt,
      // Qualified by hand: with no join Drizzle renders ${form.id} as a bare "id" (ambiguous in a subquery).
      conversations: formTotalColumn(sql`${form}.id`),
    })
    .from(form)
    .where(where(f))
    .orderBy(...(f.search ? newestMatchesFirst : newestFirst))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(form).where(where(f));
  return { rows, total: total?.n ?? 0 };
}

export async function countForms(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(form).where(eq(form.userId, userId));
  return row?.n ?? 0;
}

export async function insertForm(db: Db, row: NewFormRow): Promise<FormRow> {
  const [created] = await db.insert(form).values(row).returning();
  return created!;
}

export async function findForm(db: Db, userId: string, id: string): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(form)
    .where(and(eq(form.id, id), eq(form.userId, userId)));
  return row;
}

export async function updateForm(db: Db, userId: string, id: string, patch: Partial<NewFormRow>) {
  const [row] = await db
    .update(form)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(form.id, id), eq(form.userId, userId)))
    .returning();
  return row;
}

/** Deletes the form; its conversations, messages, webhook and uploads go with it (ON DELETE CASCADE). */
export async function deleteForm(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(form)
    .where(and(eq(form.id, id), eq(form.userId, userId)))
    .returning({ id: form.id });
  return rows.length > 0;
}
