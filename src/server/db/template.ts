import {
  constants,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { dbTemplateDir } from '../paths';

/** Written beside the template: the PGlite release that made it (its data files follow PostgreSQL's format). */
export const TEMPLATE_STAMP = 'charla-template.json';

/** The installed PGlite's version: a template made by another one is not used. */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/**
 * Starts an embedded database that does not exist yet from the migrated template `npm run build` made:
 * copying it takes a fraction of the seconds PGlite's initdb needs. Returns whether it did. Pending
 * migrations still run afterwards, so an older template is only slower, never wrong.
 */
export function seedFromTemplate(dataDir: string, template = dbTemplateDir): boolean {
  // Only a directory that is missing or empty: anything else is left to PGlite as it is.
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const stampFile = join(template, TEMPLATE_STAMP);
  if (!existsSync(stampFile) || !existsSync(join(template, 'PG_VERSION'))) return false;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { pglite?: string };
  if (stamp.pglite !== pgliteVersion()) return false;
  // Copied beside the target and renamed into place: a crash mid-copy leaves no half database behind.
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(template, partial, {
      recursive: true,
      mode: constants.COPYFILE_FICLONE, // copy-on-write where the file system can
      filter: (src) => !src.endsWith(TEMPLATE_STAMP),
    });
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(partial, dataDir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return true;
}
