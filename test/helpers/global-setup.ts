import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/open';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data directory that each suite loads into memory. */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated template database each suite copies. */
    pgTemplate: string;
  }
}

/** Migrates once per run: a PGlite dump (default) or a PostgreSQL template database (TEST_DATABASE_URL). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `charla_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: tplUrl.toString(), max: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const rows = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'charla_t%_${process.pid}%' OR datname = $1`,
        [name],
      );
      for (const r of rows.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`).catch(() => {});
      await admin.end();
    };
  }
  const dir = join(tmpdir(), `charla-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  // Started from the migrated template `npm run build` made (dist/db-template, as a new DATA_DIR is) rather than
  // PGlite's initdb: seconds before the first suite can start. Pending migrations run either way.
  const dataDir = join(dir, 'db');
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
