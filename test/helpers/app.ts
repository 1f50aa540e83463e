import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import type { Plan, SubscriptionStatus } from '../../src/contract/enums';
import type { PlanTable } from '../../src/contract/plans';
import { createAccountService } from '../../src/server/account/service';
import { type App, type AppDeps, buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { newId } from '../../src/server/db/ids';
import type { Database, Db } from '../../src/server/db/open';
import { user } from '../../src/server/db/schema';
import { openTestDatabase } from './db';
import { validateResponsesOf } from './openapi-validator';

export const TEST_PUBLIC_URL = 'http://charla.test';

export interface TestApp {
  app: App;
  database: Database;
  db: Db;
  config: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  plans?: PlanTable;
  now?: () => Date;
  database?: Database;
  ai?: AppDeps['ai'];
  formCacheTtlMs?: number;
  /**
   * Statuses this app may answer although the document does not list them. Only the test that breaks the
   * database on purpose uses it (500: the masked answer to a bug, which the document does not promise).
   */
  undocumentedStatuses?: number[];
}

/** The real app on a fresh database, as main.ts builds it (no listening socket; use inject). */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    // New accounts' plan, explicit (the default depends on Stripe settings): suites that sign people up
    // expect FREE unless they say otherwise.
    DEFAULT_PLAN: 'FREE',
    ...opts.env,
  });
  const app = await buildApp({
    config,
    database,
    plans: opts.plans,
    logger: process.env.CHARLA_TEST_LOG ? { level: 'error' } : false,
    now: opts.now,
    ai: opts.ai,
    formCacheTtlMs: opts.formCacheTtlMs,
  });
  await app.ready();
  // As main.ts does once the database is migrated: the setup window for the first account opens now.
  // (A database broken on purpose, errors.test.ts, records nothing: sign-ups would then be refused.)
  await app.setup.recordStart().catch(() => {});
  await validateResponsesOf(app, { undocumentedStatuses: opts.undocumentedStatuses });
  return {
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  plan: Plan;
  apiKey: string;
  /** Headers that authenticate as this user with the API key. */
  auth: { authorization: string };
}

let seq = 0;

// Random per process: with REDIS_URL, suites running at once (and earlier runs) share one budget store.
let ipSeq = Math.floor(Math.random() * 16_000_000);

/** A distinct visitor IP per call, so per-IP limits of one test never touch another (needs TRUST_PROXY). */
export function nextIp(): string {
  ipSeq = (ipSeq + 1) % 16_777_216;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** A user row with an API key, made directly in the database (no password hashing: fast). */
export async function makeUser(
  t: TestApp,
  opts: { plan?: Plan; subscriptionStatus?: SubscriptionStatus; name?: string; email?: string } = {},
): Promise<TestUser> {
  seq += 1;
  const id = newId('usr');
  const email = opts.email ?? `user${seq}-${id.slice(4, 10)}@example.com`;
  const name = opts.name ?? `User ${seq}`;
  const plan = opts.plan ?? 'FREE';
  await t.db
    .insert(user)
    .values({ id, email, name, plan, subscriptionStatus: opts.subscriptionStatus ?? 'ACTIVE' });
  const { apiKey } = await createAccountService({ db: t.db }).rotateApiKey(id);
  return { id, email, name, plan, apiKey, auth: { authorization: `Bearer ${apiKey}` } };
}

/** Signs up through better-auth and returns the session cookie header. */
export async function signUp(t: TestApp, opts: { email?: string; name?: string; password?: string } = {}) {
  seq += 1;
  const email = opts.email ?? `signup${seq}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'x-forwarded-for': nextIp() },
    payload: { name: opts.name ?? 'Signed Up', email, password: opts.password ?? 'correct-horse-battery' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const setCookie = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  const body = res.json() as { user: { id: string } };
  return { id: body.user.id, email, cookie };
}

/** A valid form body; overrides replace top-level fields. */
export function formBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lead form',
    welcomeMessage: 'Hi! A few quick questions.',
    goodbyeMessage: 'Thanks, we will be in touch.',
    questions: [
      { order: 1, text: 'What is your name?', type: 'text', required: true },
      { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
    ],
    ...overrides,
  };
}

/** Creates a form through the API and returns its JSON. */
export async function makeForm(t: TestApp, owner: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: owner.auth,
    payload: formBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`form create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; [k: string]: unknown };
}

/** inject() with a user's API key. */
export function as(t: TestApp, u: TestUser) {
  return (opts: InjectOptions) => t.app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } });
}
