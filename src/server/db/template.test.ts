import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteVersion, seedFromTemplate, TEMPLATE_STAMP } from './template';

const root = mkdtempSync(join(tmpdir(), 'charla-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in data directory laid out like PGlite's, stamped with a PGlite version. */
function makeTemplate(name: string, pglite: string) {
  const dir = join(root, name);
  mkdirSync(join(dir, 'base', '1'), { recursive: true });
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'base', '1', '1259'), 'catalog');
  writeFileSync(join(dir, TEMPLATE_STAMP), JSON.stringify({ pglite, migrations: 'x' }));
  return dir;
}

describe('seedFromTemplate', () => {
  const template = makeTemplate('template', pgliteVersion());

  it('copies the template into a missing or empty data directory, without its stamp', () => {
    for (const target of [join(root, 'missing'), join(root, 'empty')]) {
      if (target.endsWith('empty')) mkdirSync(target);
      expect(seedFromTemplate(target, template)).toBe(true);
      expect(readdirSync(target).sort()).toEqual(['PG_VERSION', 'base']);
      expect(readFileSync(join(target, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    }
    expect(readdirSync(root).filter((n) => n.includes('.partial-'))).toEqual([]);
  });

  it('leaves nothing behind when the copy fails midway', () => {
    const broken = makeTemplate('broken', pgliteVersion());
    execFileSync('mkfifo', [join(broken, 'base', 'zz-fifo')]); // cpSync refuses to copy a FIFO
    const target = join(root, 'failed');
    expect(() => seedFromTemplate(target, broken)).toThrow(/FIFO/i);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(root).filter((n) => n.includes('.partial-'))).toEqual([]);
  });

  it('leaves an existing database alone', () => {
    const target = join(root, 'existing');
    mkdirSync(target);
    writeFileSync(join(target, 'PG_VERSION'), '17\n');
    writeFileSync(join(target, 'mine'), 'data');
    expect(seedFromTemplate(target, template)).toBe(false);
    expect(readdirSync(target).sort()).toEqual(['PG_VERSION', 'mine']);
  });

  it('skips a template made by another PGlite release, or none at all', () => {
    const other = makeTemplate('other', '0.0.1');
    expect(seedFromTemplate(join(root, 'a'), other)).toBe(false);
    expect(seedFromTemplate(join(root, 'b'), join(root, 'no-such-template'))).toBe(false);
    expect(existsSync(join(root, 'a')) || existsSync(join(root, 'b'))).toBe(false);
  });
});
