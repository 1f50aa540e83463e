import { z } from 'zod';
import { Timestamp } from './common';
import { Plan, SubscriptionStatus } from './enums';

// The bodies and answers of the /api/auth/* endpoints better-auth serves (documented, not validated by
// Charla: better-auth checks its own input and answers 400 with its message).

const Password = z.string().min(8).max(128);

export const SignUpBody = z
  .object({
    name: z.string().min(1),
    email: z.email(),
    password: Password,
    image: z.string().optional(),
    callbackURL: z.string().optional(),
    rememberMe: z.boolean().optional(),
    setupToken: z
      .string()
      .optional()
      .describe(
        "The setup link's token (printed at start): signs up the instance's first account after the setup window",
      ),
  })
  .meta({ examples: [{ name: 'Ada', email: 'ada@example.com', password: 'a-long-password' }] });

export const SignInBody = z
  .object({
    email: z.email(),
    password: z.string().min(1),
    callbackURL: z.string().optional(),
    rememberMe: z.boolean().optional().describe('false: a session cookie that ends with the browser session'),
  })
  .meta({ examples: [{ email: 'ada@example.com', password: 'a-long-password' }] });

/** The account as better-auth returns it (Charla's own User view, with the masked API key, is GET /api/users/me). */
export const AuthUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  plan: Plan,
  subscriptionStatus: SubscriptionStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const AuthSession = z.object({
  id: z.string(),
  token: z.string(),
  userId: z.string(),
  expiresAt: Timestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});

export const SignUpResponse = z.object({
  token: z.string().nullable().describe('The session token (also set as the session cookie)'),
  user: AuthUser,
});

export const SignInResponse = z.object({
  redirect: z.boolean(),
  token: z.string().describe('The session token (also set as the session cookie)'),
  url: z.string().optional(),
  user: AuthUser,
});

export const SessionResponse = z
  .object({ session: AuthSession, user: AuthUser })
  .nullable()
  .describe('The current session and its user; null without a valid session cookie');

export const SuccessFlag = z.object({ success: z.boolean() });

export const RequestPasswordResetBody = z
  .object({
    email: z.email(),
    redirectTo: z
      .string()
      .optional()
      .describe(
        'The page the e-mailed link opens, with ?token=<token> appended (the dashboard: /reset-password)',
      ),
  })
  .meta({
    examples: [{ email: 'ada@example.com', redirectTo: 'https://charla.example.com/reset-password' }],
  });

export const ResetPasswordBody = z
  .object({ newPassword: Password, token: z.string().min(1).describe('The token of the e-mailed link') })
  .meta({ examples: [{ newPassword: 'a-new-long-password', token: 'the-token-from-the-link' }] });

export const ChangePasswordBody = z
  .object({
    currentPassword: z.string().min(1),
    newPassword: Password,
    revokeOtherSessions: z.boolean().optional().describe('Sign out every other session of the account'),
  })
  .meta({
    examples: [
      { currentPassword: 'a-long-password', newPassword: 'a-new-long-password', revokeOtherSessions: true },
    ],
  });

export const StatusResponse = z.object({ status: z.boolean(), message: z.string().optional() });

export const ChangePasswordResponse = z.object({
  token: z.string().nullable().describe('A new session token when other sessions were revoked, else null'),
  user: AuthUser,
});
