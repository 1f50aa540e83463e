import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database admits one process; this file names the process that holds DATA_DIR. */
export const lockFile = (dataDir: string) => join(dataDir, 'charla.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding DATA_DIR, if any (a stale file from a crash does not count). */
export function dataDirHolder(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : undefined;
}

export function acquireDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(`DATA_DIR ${dataDir} is in use by Charla process ${holder}; stop it first`);
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
