import { z } from 'zod';
import { Timestamp } from './common';
import { Plan, SubscriptionStatus } from './enums';

export const API_KEY_PREFIX = 'chl_';
/** A key: the 4-character prefix and 64 hex characters (32 random bytes). */
export const API_KEY_PATTERN = /^chl_[0-9a-f]{64}$/;

/** Masked display of a key: prefix, three dots, last 4 characters. */
export function maskApiKey(last4: string): string {
  return `${API_KEY_PREFIX}...${last4}`;
}

export const User = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    plan: Plan,
    subscriptionStatus: SubscriptionStatus,
    apiKey: z
      .string()
      .nullable()
      .describe('Masked: chl_... and the last 4 characters; null when no key exists'),
    createdAt: Timestamp,
  })
  .meta({
    examples: [
      {
        id: 'usr_8b0fgvoxbtc2se94g3m3',
        name: 'Ada',
        email: 'ada@example.com',
        image: null,
        plan: 'PRO',
        subscriptionStatus: 'ACTIVE',
        apiKey: 'chl_...9f3a',
        createdAt: '2026-11-22T13:51:18.600Z',
      },
    ],
  });
export type User = z.infer<typeof User>;

export const UpdateMeBody = z.object({ name: z.string().trim().min(1).max(100) });
export const ApiKeyResponse = z.object({ apiKey: z.string() });

export const AdminUserQuery = z.object({ email: z.string().max(320).optional() });
export const AdminUpdateUserBody = z.object({
  plan: Plan.optional(),
  subscriptionStatus: SubscriptionStatus.optional(),
});
export const AdminUserList = z.object({ users: z.array(User) });
