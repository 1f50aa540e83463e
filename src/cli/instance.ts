import { join } from 'node:path';
import { type Auth, createAuth } from '../server/account/auth';
import { type AccountService, createAccountService } from '../server/account/service';
import type { Config } from '../server/config';
import { acquireDataDir, dataDirHolder } from '../server/data-dir-lock';
import { type Db, openDatabase } from '../server/db/open';
import { createRedis } from '../server/redis';
import { publishOwnerChanged } from '../server/widget/form-cache';
import { CliError } from './args';
import { loadCliConfig } from './config';

const PUBLISH_TIMEOUT_MS = 2000;

/** What a command works on: the instance's database through the same services the server uses. */
export interface Instance {
  config: Config;
  db: Db;
  accounts: AccountService;
  auth: Auth;
  close(): Promise<void>;
}

/**
 * Opens the instance the server would open with this environment and applies pending migrations. The
 * embedded database admits one process, so while a server holds DATA_DIR this refuses; otherwise it takes
 * DATA_DIR itself until `close`.
 */
export async function openInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const config = loadCliConfig(env);
  let release = () => {};
  if (!config.DATABASE_URL) {
    const holder = dataDirHolder(config.DATA_DIR);
    if (holder) {
      throw new CliError(
        `DATA_DIR ${config.DATA_DIR} is in use by a running Charla server (pid ${holder}): stop the server first, or, while it runs, use the admin API (set ADMIN_TOKEN; see README "Creating accounts and plans")`,
      );
    }
    release = acquireDataDir(config.DATA_DIR);
  }
  try {
    const database = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, max: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'db') });
    try {
      await database.migrate();
    } catch (e) {
      await database.close();
      throw e;
    }
    const db = database.db;
    // Running servers cache widget forms: a plan change reaches them through Redis when it is set,
    // otherwise their cache's few-second lifetime bounds how long they show the old plan.
    const redisUrl = config.REDIS_URL;
    let redis: Awaited<ReturnType<typeof createRedis>> | undefined;
    const onPlanChanged = redisUrl
      ? async (userId: string) => {
          redis ??= await createRedis(redisUrl, {
            connectTimeoutMs: config.REDIS_CONNECT_TIMEOUT_MS,
            commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
          });
          const client = redis.client;
          // No offline queue: publish once the connection is ready (bounded by the race below).
          const ready =
            client.status === 'ready' ? Promise.resolve() : new Promise((r) => client.once('ready', r));
          const sent = ready.then(() => publishOwnerChanged(client, userId)).catch(() => {});
          await Promise.race([sent, new Promise((r) => setTimeout(r, PUBLISH_TIMEOUT_MS).unref())]);
        }
      : undefined;
    return {
      config,
      db,
      accounts: createAccountService({ db, onPlanChanged }),
      auth: createAuth({
        db,
        secret: config.SECRET_KEY,
        publicUrl: config.PUBLIC_URL,
        defaultPlan: config.DEFAULT_PLAN,
        logger: { disabled: true },
      }),
      close: async () => {
        try {
          redis?.client.disconnect();
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
