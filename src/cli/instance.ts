import { join } from 'node:path';
import { type Auth, createAuth } from '../server/account/auth';
import { type AccountService, createAccountService } from '../server/account/service';
import { type Config, ConfigError, loadConfig } from '../server/config';
import { acquireDataDir, dataDirHolder } from '../server/data-dir-lock';
import { openDatabase } from '../server/db/open';
import { CliError } from './args';

/** What a command works on: the instance's database through the same services the server uses. */
export interface Instance {
  config: Config;
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
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) throw new CliError(e.message);
    throw e;
  }
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
    return {
      config,
      accounts: createAccountService({ db }),
      auth: createAuth({
        db,
        secret: config.SECRET_KEY,
        publicUrl: config.PUBLIC_URL,
        defaultPlan: config.DEFAULT_PLAN,
        logger: { disabled: true },
      }),
      close: async () => {
        try {
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
