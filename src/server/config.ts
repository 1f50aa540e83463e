import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { Plan } from '../contract/enums';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: RegExp, what: string) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a ${what} URL`);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(/^https?:$/, 'http(s)').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://').optional(),
  REDIS_URL: url(/^rediss?:$/, 'redis://').optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DEFAULT_PLAN: Plan.default('FREE'),
  TRUST_PROXY: bool.default(false),
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
  CONVERSATION_IDLE_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .max(525_600)
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PLANS_FILE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_BUSINESS: z.string().min(1).optional(),
  STRIPE_API_BASE: url(/^https?:$/, 'http(s)').optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'SECRET_KEY'> {
  PUBLIC_URL: string;
  SECRET_KEY: string;
  /** True when SECRET_KEY was read from or written to DATA_DIR rather than given. */
  secretKeyGenerated: boolean;
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
  const e = parsed.data;
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
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret-key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length >= 32) return key;
  }
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

/** Full configuration: parsed env, DATA_DIR created, SECRET_KEY resolved. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secretKeyGenerated = !e.SECRET_KEY;
  const SECRET_KEY = e.SECRET_KEY ?? loadOrCreateSecret(dataDir);
  const PUBLIC_URL = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return { ...e, DATA_DIR: dataDir, PUBLIC_URL, SECRET_KEY, secretKeyGenerated };
}
