import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { form, upload } from '../db/schema';

export type UploadRow = typeof upload.$inferSelect;
export type NewUploadRow = typeof upload.$inferInsert;

export async function insertUpload(tx: Db, row: NewUploadRow): Promise<UploadRow> {
  const [created] = await tx.insert(upload).values(row).returning();
  return created!;
}

/**
 * Bytes the user's uploads attached to a submission take, less `except`: what counts against storage. Pending
 * uploads (reserved or landed, never submitted) do not; they are capped by pendingUsage instead.
 */
export async function storageUsed(tx: Db, userId: string, except: string[] = []): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${upload.sizeBytes}), 0)` })
    .from(upload)
    .where(
      and(
        eq(upload.userId, userId),
        isNotNull(upload.storedAt),
        isNotNull(upload.attachedAt),
        except.length ? notInArray(upload.id, except) : undefined,
      ),
    );
  return Number(row?.bytes ?? 0);
}

// Namespace of the advisory locks that serialise reservations per client address and per form.
const PENDING_LOCK = 727_274_005;

/**
 * Inside a reservation's transaction: waits for other reservations from this address, then for this form
 * (always in that order), so the pending caps are checked and spent one at a time. Transaction-scoped
 * advisory locks: they hold no row, so chats and submits on the form never wait for them.
 */
export async function lockPendingScope(tx: Db, clientKey: string, formId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PENDING_LOCK}, hashtext(${`address:${clientKey}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${PENDING_LOCK}, hashtext(${`form:${formId}`}))`);
}

/** Declared bytes of the pending uploads made since `since` by one client address or for one form, and the oldest's time. */
export async function pendingUsage(
  tx: Db,
  scope: { clientKey: string } | { formId: string },
  since: Date,
): Promise<{ bytes: number; oldest: Date | null }> {
  const [row] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${upload.sizeBytes}), 0)`,
      oldest: sql<string | null>`min(${upload.createdAt})`,
    })
    .from(upload)
    .where(
      and(
        'clientKey' in scope ? eq(upload.clientKey, scope.clientKey) : eq(upload.formId, scope.formId),
        isNull(upload.attachedAt),
        gte(upload.createdAt, since),
      ),
    );
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Records that an upload's bytes landed, with their real size. */
export async function markStored(tx: Db, id: string, sizeBytes: number, at: Date): Promise<void> {
  await tx.update(upload).set({ sizeBytes, storedAt: at }).where(eq(upload.id, id));
}

/** Reservations created before `before` whose bytes were never seen: they expire (or turn out stored). */
export async function listStaleReservations(db: Db, before: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(upload)
    .where(and(isNull(upload.attachedAt), isNull(upload.storedAt), lt(upload.createdAt, before)))
    .orderBy(asc(upload.createdAt))
    .limit(limit);
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(upload).where(eq(upload.id, id));
  return row;
}

/** An upload of that user already attached to a submission. */
export async function findOwnedAttached(db: Db, userId: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(upload)
    .where(and(eq(upload.id, id), eq(upload.userId, userId), isNotNull(upload.attachedAt)));
  return row;
}

/** An upload made for that form and question, not yet attached to a conversation. */
export async function findPending(
  db: Db,
  id: string,
  formId: string,
  questionText: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(upload)
    .where(
      and(
        eq(upload.id, id),
        eq(upload.formId, formId),
        eq(upload.questionText, questionText),
        isNull(upload.attachedAt),
      ),
    );
  return row;
}

/** Attaches a still-pending upload to a conversation, with its checked object and real size; false when it was not pending. */
export async function attachPending(
  tx: Db,
  id: string,
  conversationId: string,
  patch: { storageKey: string; sizeBytes: number; attachedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(upload)
    .set({ conversationId, ...patch, storedAt: patch.attachedAt })
    .where(and(eq(upload.id, id), isNull(upload.attachedAt)))
    .returning({ id: upload.id });
  return rows.length > 0;
}

/**
 * The form's uploads, read under a lock on the form row: an upload-url request for the form (whose
 * insert needs the row) waits, so none appears between this read and the form's delete.
 */
export async function lockFormUploads(tx: Db, userId: string, formId: string): Promise<UploadRow[]> {
  const [owned] = await tx
    .select({ id: form.id })
    .from(form)
    .where(and(eq(form.id, formId), eq(form.userId, userId)))
    .for('update');
  if (!owned) return [];
  return tx.select().from(upload).where(eq(upload.formId, formId));
}

/** Deletes the uploads attached to a conversation (its delete's transaction); returns the deleted rows. */
export async function deleteConversationUploads(tx: Db, conversationId: string): Promise<UploadRow[]> {
  return tx.delete(upload).where(eq(upload.conversationId, conversationId)).returning();
}

/** Oldest uploads never attached and created before `before`. */
export async function listStalePending(db: Db, before: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(upload)
    .where(and(isNull(upload.attachedAt), lt(upload.createdAt, before)))
    .orderBy(asc(upload.createdAt))
    .limit(limit);
}

/** Deletes those uploads that are still pending; returns how many went. */
export async function deletePending(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(upload)
    .where(and(inArray(upload.id, ids), isNull(upload.attachedAt)))
    .returning({ id: upload.id });
  return rows.length;
}
