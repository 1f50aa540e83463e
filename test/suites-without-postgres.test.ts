import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// test/suites-without-postgres.txt lists the suites CI's PostgreSQL stage leaves out because they touch neither
// PostgreSQL nor Redis. This keeps the list honest as suites change: a listed suite that starts to reach for the
// run's database or Redis fails here, in the embedded stage, instead of silently never running on PostgreSQL.
const root = new URL('../', import.meta.url);
const listed = readFileSync(new URL('test/suites-without-postgres.txt', root), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

// What reaches for the run's PostgreSQL or Redis: their settings, the per-suite database, server processes
// and clusters given the run's environment.
const REACHES = [
  'TEST_DATABASE_URL',
  'REDIS_URL',
  'openTestDatabase',
  'pgTemplate',
  "kind: 'postgres'",
  'secondHandle',
];
// Helpers a listed suite may use: none of them opens the run's database by itself (createTestApp only without
// a database of its own, checked below).
const HELPERS = new Set(['app', 'cli', 'cli-user-suite', 'npm-start']);

describe('test/suites-without-postgres.txt', () => {
  it('lists existing test files, once each', () => {
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of listed) {
      expect(path, path).toMatch(/^(src|test)\/.+\.test\.ts$/);
      expect(existsSync(new URL(path, root)), path).toBe(true);
    }
  });

  it('lists only suites that reach for neither PostgreSQL nor Redis', () => {
    // This file names what it looks for, and reads text only.
    for (const path of listed.filter((p) => p !== 'test/suites-without-postgres.test.ts')) {
      const source = readFileSync(new URL(path, root), 'utf8');
      for (const word of REACHES) expect(source.includes(word), `${path} mentions ${word}`).toBe(false);
      const helpers = [...source.matchAll(/from '(?:\.\.\/)*(?:\.\/)?(?:test\/)?helpers\/([\w-]+)'/g)].map(
        (m) => m[1]!,
      );
      for (const h of helpers) expect(HELPERS.has(h), `${path} imports helpers/${h}`).toBe(true);
      // An app on the run's database would be on PostgreSQL there: each app here gets its own database.
      for (const call of source.matchAll(/createTestApp\(([^)]{0,40})/g))
        expect(call[1], `${path}: createTestApp without a database of its own`).toMatch(/^\{ ?database\b/);
      for (const call of source.matchAll(/describeCharlaUser\(\{[^}]*\}/g))
        expect(call[0], `${path}: the CLI suite on PostgreSQL`).toContain("kind: 'pglite'");
    }
  });
});
