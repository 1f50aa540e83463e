import { eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { apiKey, user } from '../db/schema';

export type UserRow = typeof user.$inferSelect;
export type UserWithKey = UserRow & { apiKeyLast4: string | null };

function selectUsers(db: Db) {
  return db
    .select({ u: user, apiKeyLast4: apiKey.last4 })
    .from(user)
    .leftJoin(apiKey, eq(apiKey.userId, user.id));
}

const flatten = (r: { u: UserRow; apiKeyLast4: string | null }): UserWithKey => ({
  ...r.u,
  apiKeyLast4: r.apiKeyLast4,
});

export async function findUserById(db: Db, id: string): Promise<UserWithKey | undefined> {
  const [row] = await selectUsers(db).where(eq(user.id, id));
  return row && flatten(row);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithKey | undefined> {
  const [row] = await selectUsers(db).where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return row && flatten(row);
}

export async function listUsers(
  db: Db,
  emailContains: string | undefined,
  limit: number,
): Promise<UserWithKey[]> {
  const where = emailContains ? ilike(user.email, `%${escapeLike(emailContains)}%`) : undefined;
  const rows = await selectUsers(db).where(where).orderBy(user.createdAt).limit(limit);
  return rows.map(flatten);
}

export async function findUserByKeyHash(db: Db, keyHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ u: user })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.userId))
    .where(eq(apiKey.keyHash, keyHash));
  return row?.u;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<
    Pick<UserRow, 'name' | 'plan' | 'subscriptionStatus' | 'stripeCustomerId' | 'stripeSubscriptionId'>
  >,
): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** Stores the user's one key, replacing the previous hash in the same statement. */
export async function upsertApiKey(db: Db, userId: string, keyHash: string, last4: string): Promise<void> {
  const now = new Date();
  await db
    .insert(apiKey)
    .values({ userId, keyHash, last4, createdAt: now })
    .onConflictDoUpdate({ target: apiKey.userId, set: { keyHash, last4, createdAt: now, lastUsedAt: null } });
}

/** Locks the user's row for the rest of the transaction (serialises count-limited creation per owner). */
export async function lockUser(tx: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
  return row;
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
