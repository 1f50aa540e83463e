import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { Plan } from '../contract/enums';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** TRUST_PROXY: false, a hop count (`true` = 1 hop) or the trusted proxies' addresses/CIDRs; undefined when invalid. */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const v = raw.trim().toLowerCase();
  if (['false', '0', 'no'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 100 ? Number(v) : undefined;
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  return list.length && list.every(isAddressOrCidr) ? list : undefined;
}

function isAddressOrCidr(v: string): boolean {
  const [addr, bits, extra] = v.split('/');
  if (extra !== undefined || !addr) return false;
  const family = isIP(addr);
  if (!family) return ['loopback', 'linklocal', 'uniquelocal'].includes(v);
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const url = (protocols: RegExp, what: string) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a ${what} URL`);

const millis = (min: number, max: number, fallback: number) =>
  z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(min).max(max).default(fallback);

const perMinute = (fallback: number) =>
  z.coerce.number({ message: 'must be a number per minute' }).int().min(1).max(1_000_000).default(fallback);

const count = (fallback: number) =>
  z.coerce.number({ message: 'must be a number' }).int().min(1).max(1_000_000).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(/^https?:$/, 'http(s)').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://').optional(),
  DATABASE_POOL_MAX: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: millis(100, 120_000, 5000),
  DATABASE_POOL_TIMEOUT_MS: millis(100, 120_000, 5000),
  DATABASE_STATEMENT_TIMEOUT_MS: millis(100, 3_600_000, 10_000),
  REDIS_URL: url(/^rediss?:$/, 'redis://').optional(),
  REDIS_CONNECT_TIMEOUT_MS: millis(100, 60_000, 2000),
  REDIS_COMMAND_TIMEOUT_MS: millis(50, 60_000, 1000),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Unset: BUSINESS on a self-hosted instance, FREE once Stripe is configured (see parseEnv). */
  DEFAULT_PLAN: Plan.optional(),
  SIGNUP: z.enum(['open', 'closed']).default('open'),
  SETUP_WINDOW_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes' })
    .int()
    .min(0)
    .max(525_600)
    .default(30),
  SMTP_URL: url(/^smtps?:$/, 'smtp:// or smtps://').optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    .refine(
      (v) => /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(v),
      'must be an e-mail address or "Name <address>"',
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'must be true, false, a hop count or a comma-separated list of proxy addresses/CIDRs',
        });
      return parsed ?? false;
    })
    .default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  STORAGE_DRIVER: z.enum(['local', 's3', 'none']).default('local'),
  S3_ENDPOINT: url(/^https?:$/, 'http(s)').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  AI_PROVIDER: z.enum(['local', 'openai', 'anthropic', 'openai-compatible']).default('local'),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: url(/^https?:$/, 'http(s)').optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(120_000)
    .default(8000),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  UPLOAD_PENDING_PER_ADDRESS_MB: z.coerce
    .number({ message: 'must be a number of MB' })
    .int()
    .min(1)
    .max(1_048_576)
    .default(200),
  UPLOAD_PENDING_PER_FORM_MB: z.coerce
    .number({ message: 'must be a number of MB' })
    .int()
    .min(1)
    .max(1_048_576)
    .default(2048),
  CONVERSATION_IDLE_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .max(525_600)
    .default(30),
  CHAT_MESSAGES_PER_CONVERSATION_PER_MINUTE: perMinute(20),
  CHAT_NEW_CONVERSATIONS_PER_ADDRESS_PER_MINUTE: perMinute(30),
  CHAT_REQUESTS_PER_ADDRESS_PER_MINUTE: perMinute(300),
  // Live streams (issue 24): open at once per client address and per conversation; polling while the
  // channel is down; heartbeat comments.
  LIVE_STREAMS_PER_ADDRESS: count(50),
  LIVE_STREAMS_PER_CONVERSATION: count(5),
  LIVE_POLL_MS: millis(200, 60_000, 2000),
  LIVE_HEARTBEAT_MS: millis(1000, 300_000, 15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  PLANS_FILE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS: z.string().min(1).optional(),
  STRIPE_API_BASE: url(/^https?:$/, 'http(s)').optional(),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'DEFAULT_PLAN'> & { DEFAULT_PLAN: Plan };

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'SECRET_KEY' | 'MAIL_FROM'> {
  PUBLIC_URL: string;
  SECRET_KEY: string;
  /** The sender of every e-mail: MAIL_FROM, or `Charla <charla@PUBLIC_URL's host>`. */
  MAIL_FROM: string;
  /** Where SECRET_KEY came from: the environment, DATA_DIR/secret-key, or generated into it just now. */
  secretKeySource: 'env' | 'file' | 'generated';
}

/** Thrown for a bad setting; the message is the one line printed at start. */
export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming the first bad setting. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${key} ${issue.message} (got ${JSON.stringify(env[key] ?? '')})`,
    );
  }
  // A paying instance (Stripe set) starts people on FREE; a self-hosted one gives everything.
  const e = {
    ...parsed.data,
    DEFAULT_PLAN: parsed.data.DEFAULT_PLAN ?? (parsed.data.STRIPE_SECRET_KEY ? 'FREE' : 'BUSINESS'),
  };
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET)
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3');
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL)
    throw new ConfigError(
      'Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai-compatible',
    );
  if ((e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic') && !e.AI_API_KEY)
    throw new ConfigError(`Invalid configuration: AI_API_KEY is required when AI_PROVIDER=${e.AI_PROVIDER}`);
  if (e.STRIPE_PRICE_PRO && e.STRIPE_PRICE_PRO === e.STRIPE_PRICE_BUSINESS)
    throw new ConfigError('Invalid configuration: STRIPE_PRICE_PRO and STRIPE_PRICE_BUSINESS must differ');
  return e;
}

/** Reads SECRET_KEY from DATA_DIR/secret-key, creating it once when absent. */
function loadOrCreateSecret(dataDir: string): { key: string; source: 'file' | 'generated' } {
  const file = join(dataDir, 'secret-key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length >= 32) return { key, source: 'file' };
  }
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { key, source: 'generated' };
}

/** Full configuration: parsed env, DATA_DIR created, SECRET_KEY resolved. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secret = e.SECRET_KEY ? { key: e.SECRET_KEY, source: 'env' as const } : loadOrCreateSecret(dataDir);
  const PUBLIC_URL = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const MAIL_FROM = e.MAIL_FROM ?? `Charla <charla@${new URL(PUBLIC_URL).hostname}>`;
  return {
    ...e,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    MAIL_FROM,
    SECRET_KEY: secret.key,
    secretKeySource: secret.source,
  };
}
