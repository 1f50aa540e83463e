import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readControl } from '../server/backup/control';
import { dumpEmbedded, isGzip } from '../server/backup/dump';
import type { Config } from '../server/config';
import { acquireDataDir, dataDirHolder } from '../server/data-dir-lock';
import { CliError, type ParsedArgs, take } from './args';
import { loadCliConfig } from './config';
import type { Io } from './user';

/** How long `charla backup` waits for the running server's dump. */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

function embeddedConfig(env: NodeJS.ProcessEnv, command: string): Config {
  const config = loadCliConfig(env);
  if (config.DATABASE_URL)
    throw new CliError(
      `charla ${command} works on the embedded database; with DATABASE_URL, use PostgreSQL's pg_dump and pg_restore`,
    );
  return config;
}

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Writes beside the target and renames: an interrupted backup never leaves a truncated file under its name. */
function writeAtomically(file: string, bytes: Uint8Array) {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Asks the server that holds DATA_DIR for a dump, with the token it left in DATA_DIR/charla.control.json. */
async function dumpFromServer(config: Config, pid: number): Promise<Buffer> {
  const control = readControl(config.DATA_DIR);
  if (!control || control.pid !== pid)
    throw new CliError(
      `the Charla server (pid ${pid}) holding DATA_DIR ${config.DATA_DIR} has not published its address yet; retry once it is ready`,
    );
  let res: Response;
  try {
    res = await fetch(`${control.url}/api/admin/backup`, {
      headers: { authorization: `Bearer ${control.token}` },
      signal: AbortSignal.timeout(BACKUP_TIMEOUT_MS),
    });
  } catch (e) {
    throw new CliError(`cannot reach the running server at ${control.url}: ${(e as Error).message}`);
  }
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200)
    throw new CliError(`the running server answered ${res.status} to the backup request`);
  return body;
}

async function dumpStopped(config: Config): Promise<Buffer> {
  const { openDatabase } = await import('../server/db/open');
  const dir = join(config.DATA_DIR, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new CliError(`There is no embedded database in ${dir}`);
  const release = acquireDataDir(config.DATA_DIR);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      return await dumpEmbedded(database.pglite!);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** `charla backup <file>`: the embedded database as a .tar.gz, while the server runs or not. */
async function backup(args: ParsedArgs, env: NodeJS.ProcessEnv, io: Io) {
  const a = take('backup', args, { positionals: ['file'] });
  const file = resolve(a.file);
  if (existsSync(file)) throw new CliError(`${file} exists; choose another name or remove it first`);
  const config = embeddedConfig(env, 'backup');
  const holder = dataDirHolder(config.DATA_DIR);
  const dump = holder ? await dumpFromServer(config, holder) : await dumpStopped(config);
  if (!isGzip(dump)) throw new CliError('the backup came back in an unexpected format; nothing was written');
  writeAtomically(file, dump);
  io.out(file);
  io.note(
    `Backed up the embedded database in ${config.DATA_DIR} (${megabytes(dump.length)}, ${holder ? `from the running server, pid ${holder}` : 'server stopped'}). Restore it with: charla restore ${a.file}`,
  );
}

/** `charla restore <file>`: replaces the embedded database by a backup, with the server stopped; keeps the old one. */
async function restore(args: ParsedArgs, env: NodeJS.ProcessEnv, io: Io) {
  const a = take('restore', args, { positionals: ['file'] });
  const file = resolve(a.file);
  if (!existsSync(file)) throw new CliError(`No such file: ${file}`);
  const bytes = readFileSync(file);
  if (!isGzip(bytes)) throw new CliError(`${file} is not a Charla backup (a .tar.gz made by charla backup)`);
  const config = embeddedConfig(env, 'restore');
  const holder = dataDirHolder(config.DATA_DIR);
  if (holder)
    throw new CliError(
      `DATA_DIR ${config.DATA_DIR} is in use by a running Charla server (pid ${holder}): stop it before restoring`,
    );
  const { openDatabase } = await import('../server/db/open');
  const { anyUserExists } = await import('../server/account/setup-store');
  const dir = join(config.DATA_DIR, 'db');
  const release = acquireDataDir(config.DATA_DIR);
  // The database being replaced is moved aside, never deleted: a wrong file costs nothing.
  const kept =
    existsSync(dir) && readdirSync(dir).length > 0
      ? `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
      : undefined;
  try {
    if (kept) renameSync(dir, kept);
    rmSync(dir, { recursive: true, force: true });
    let accounts: boolean;
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([bytes]) });
      try {
        await database.migrate(); // a backup from an older version is brought up to date
        accounts = await anyUserExists(database.db);
      } finally {
        await database.close();
      }
    } catch (e) {
      rmSync(dir, { recursive: true, force: true });
      if (kept) renameSync(kept, dir);
      throw new CliError(
        `${file} could not be restored (${(e as Error).message}); the database is unchanged`,
      );
    }
    io.out(dir);
    io.note(
      `Restored ${file} into ${dir}${accounts ? '' : ' (it has no accounts yet)'}.${kept ? ` The previous database is kept in ${kept}; delete it once you are satisfied.` : ''}`,
    );
  } finally {
    release();
  }
}

export const backupCommands: Record<
  string,
  (args: ParsedArgs, env: NodeJS.ProcessEnv, io: Io) => Promise<void>
> = { backup, restore };
