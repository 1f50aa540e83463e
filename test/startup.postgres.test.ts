import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { start, stop } from './helpers/npm-start';

// The start on PostgreSQL, when the run has one (TEST_DATABASE_URL); startup.test.ts has the embedded database.
describe('on PostgreSQL', { timeout: 180_000 }, () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an empty database gets the first-account hints once migrated, and the banner names where it listens',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // An empty database, migrated by the server after it listens, as a new deployment's is.
      const name = `charla_banner_${process.pid}_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const own = mkdtempSync(join(tmpdir(), 'charla-banner-'));
      const publicUrl = (port: number) => `http://localhost:${port === 65535 ? port - 1 : port + 1}`;
      const run = await start(own, (port) => ({
        DATA_DIR: own,
        DATABASE_URL: url.toString(),
        PUBLIC_URL: publicUrl(port),
      }));
      try {
        const first = run.output.split('\n').find((l) => l.startsWith('Charla '))!;
        expect(first).toContain(
          `is running at ${publicUrl(run.port)} (PUBLIC_URL), listening on 0.0.0.0:${run.port} (started in`,
        );
        expect(first).toContain('database: PostgreSQL');
        expect(run.output).toContain(`First account: open ${publicUrl(run.port)}/ until`);
        expect(run.output).toContain(`${publicUrl(run.port)}/welcome?setup=`);
        expect(run.output).toContain('  or: npx charla user create');
      } finally {
        await stop(run.child);
        rmSync(own, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
