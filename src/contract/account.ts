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
/** `POST /api/admin/users`: an account made by the instance admin (also when sign-up is closed). */
export const AdminCreateUserBody = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(100),
  password: z.string().min(8).max(128),
  plan: Plan.optional(),
});
export type AdminCreateUserBody = z.infer<typeof AdminCreateUserBody>;

/** `GET /api/setup`: what the sign-in and first-run screens need to know about this instance. */
export const SetupStatus = z.object({
  /** Whether any account exists (none: the first-run screen). */
  hasUsers: z.boolean(),
  /** `closed`: only the first account may sign up; others are made by the instance admin. */
  signup: z.enum(['open', 'closed']),
  /** Whether e-mail is configured (SMTP_URL): without it no password reset or notification is sent. */
  email: z.boolean(),
  /**
   * With no account yet: until when the first account may sign up without the setup link
   * (SETUP_WINDOW_MINUTES after the instance first started); null once that window has closed, or accounts exist.
   */
  setupOpenUntil: Timestamp.nullable(),
});
export type SetupStatus = z.infer<typeof SetupStatus>;
