import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, maskApiKey, type User } from '../../contract/account';
import type { Plan, SubscriptionStatus } from '../../contract/enums';
import { Msg } from '../../contract/errors';
import type { Db } from '../db/open';
import { AppError, notFound } from '../http/errors';
import * as store from './store';

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** The public User shape: masked key, ISO dates, nothing else. */
export function toUserDto(u: store.UserWithKey): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    image: u.image,
    plan: u.plan as Plan,
    subscriptionStatus: u.subscriptionStatus as SubscriptionStatus,
    apiKey: u.apiKeyLast4 ? maskApiKey(u.apiKeyLast4) : null,
    createdAt: u.createdAt.toISOString(),
  };
}

export function createAccountService({
  db,
  onPlanChanged,
}: {
  db: Db;
  /** Told after a plan or subscription change (the owner's cached widget forms must go). */
  onPlanChanged?: (userId: string) => void | Promise<void>;
}) {
  async function getUser(id: string) {
    const u = await store.findUserById(db, id);
    if (!u) throw new AppError(401, Msg.unauthorized);
    return toUserDto(u);
  }

  return {
    getUser,

    /** The user a Bearer key belongs to, or undefined for any key that is not a live one. */
    async userForApiKey(key: string) {
      if (!API_KEY_PATTERN.test(key)) return undefined;
      return store.findUserByKeyHash(db, hashApiKey(key));
    },

    async rename(id: string, name: string) {
      await store.updateUser(db, id, { name });
      return getUser(id);
    },

    /** Generates a key, stores only its hash (replacing the old one) and returns the plaintext once. */
    async rotateApiKey(userId: string) {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('hex')}`;
      await store.upsertApiKey(db, userId, hashApiKey(key), key.slice(-4));
      return { apiKey: key };
    },

    async listUsers(email?: string) {
      const rows = await store.listUsers(db, email, 100);
      return { users: rows.map(toUserDto) };
    },

    async findByEmail(email: string) {
      const u = await store.findUserByEmail(db, email);
      return u && toUserDto(u);
    },

    async setPlan(id: string, patch: { plan?: Plan; subscriptionStatus?: SubscriptionStatus }) {
      const ok = await store.updateUser(db, id, patch);
      if (!ok) throw notFound(`User with id ${id} not found`);
      await onPlanChanged?.(id);
      return getUser(id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
