import { APIError, betterAuth, getCurrentAdapter } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Plan } from '../../contract/enums';
import { Msg } from '../../contract/errors';
import { type IdPrefix, newId } from '../db/ids';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { SESSION_COOKIE } from './session-cookie';

export { SESSION_COOKIE };
/** The header Charla sets (and no client can) with the address TRUST_PROXY resolved; better-auth records it on sessions. */
export const CLIENT_IP_HEADER = 'x-charla-client-ip';
/** The header Charla sets (and no client can) on a sign-up that must be the instance's first account. */
export const FIRST_ACCOUNT_HEADER = 'x-charla-first-account';

type LogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';
/** Where better-auth's own messages go: the app's logger (pino), at a level that says what they are. */
export interface AuthLog {
  debug(msg: string, ...args: unknown[]): void;
  error(obj: object, msg: string): void;
}

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
  /** The app's logger: better-auth's messages go there instead of the console. */
  log?: AuthLog;
}

/**
 * better-auth's messages in the app's log. Its warnings and notices are a visitor's mistakes (a wrong
 * password, an e-mail already taken), so debug; its errors stay errors.
 */
function authLogger(log: AuthLog) {
  return {
    log: (level: LogLevel, message: string, ...args: unknown[]) =>
      level === 'error'
        ? log.error({ args }, `better-auth: ${message}`)
        : log.debug(`better-auth: ${message}`),
  };
}

/**
 * Inside the sign-up's transaction: a sign-up Charla marked as the instance's first account (closed
 * sign-up) is refused when any account exists, and is flagged `first_account`, which a unique index lets
 * one row hold: of sign-ups racing on an empty instance, on any number of instances, one commits.
 */
async function claimFirstAccount(
  data: Record<string, unknown>,
  ctx: { request?: Request; context: { adapter: Parameters<typeof getCurrentAdapter>[0] } } | null,
) {
  if (ctx?.request?.headers.get(FIRST_ACCOUNT_HEADER) !== '1') return;
  const adapter = await getCurrentAdapter(ctx.context.adapter);
  if ((await adapter.count({ model: 'user' })) > 0)
    throw new APIError('FORBIDDEN', { message: Msg.signupClosed });
  return { data: { ...data, firstAccount: true } };
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
      // A sign-up's user, account and session rows are written in one transaction.
      transaction: true,
    }),
    databaseHooks: { user: { create: { before: claimFirstAccount } } },
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
        firstAccount: {
          type: 'boolean',
          required: false,
          input: false,
          returned: false,
          defaultValue: false,
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Charla's own throttle (account/auth-throttle.ts) counts per address and per account across instances.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: opts.log ? authLogger(opts.log) : opts.logger,
    advanced: {
      cookiePrefix: 'charla',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookies: { session_token: { name: SESSION_COOKIE } },
      database: { generateId: ({ model }) => newId(PREFIX[model] ?? 'ses') },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
