import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Plan } from '../../contract/enums';
import { type IdPrefix, newId } from '../db/ids';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { SESSION_COOKIE } from './session-cookie';

export { SESSION_COOKIE };
/** The header Charla sets (and no client can) with the address TRUST_PROXY resolved; better-auth records it on sessions. */
export const CLIENT_IP_HEADER = 'x-charla-client-ip';

const PREFIX: Record<string, IdPrefix> = { user: 'usr', session: 'ses', account: 'acc', verification: 'ver' };

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  defaultPlan: Plan;
  trustedOrigins?: string[];
  /** Queues the password-reset e-mail (never sends inline: the answer must not reveal an account by its timing). */
  sendResetPassword?: (
    data: { user: { id: string; email: string; name: string }; url: string; token: string },
    request?: Request,
  ) => Promise<void>;
  /** better-auth's own console logging (the `charla` command turns it off: it prints its own one-line errors). */
  logger?: { disabled?: boolean };
}

/** better-auth on Charla's tables: e-mail and password, cookie named per CONTRACT, prefixed ids. */
export function createAuth(opts: AuthOptions) {
  return betterAuth({
    appName: 'Charla',
    baseURL: opts.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: [opts.publicUrl, ...(opts.trustedOrigins ?? [])],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Without a sender (the `charla` command) better-auth answers that reset is not enabled.
      sendResetPassword: opts.sendResetPassword,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        plan: { type: 'string', required: false, input: false, defaultValue: opts.defaultPlan },
        subscriptionStatus: { type: 'string', required: false, input: false, defaultValue: 'ACTIVE' },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Charla's own throttle (account/auth-throttle.ts) counts per address and per account across instances.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: opts.logger,
    advanced: {
      cookiePrefix: 'charla',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookies: { session_token: { name: SESSION_COOKIE } },
      database: { generateId: ({ model }) => newId(PREFIX[model] ?? 'ses') },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
