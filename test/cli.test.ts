import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARLA_BIN as BIN } from './helpers/cli';
import { charla, describeCharlaUser, expectOneLineError } from './helpers/cli-user-suite';

describe('charla arguments', { timeout: 60_000 }, () => {
  it('prints the usage and exits 0', async () => {
    for (const args of [['help'], ['--help'], ['user', 'create', '--help']]) {
      const r = await charla(args, {});
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('charla user create --email');
      expect(r.stdout).toContain('charla user set-plan');
      expect(r.stdout).toContain('charla user api-key');
      expect(r.stdout).toContain('charla counters rebuild');
    }
  });

  it('bad arguments exit 1 with one line on stderr, before any database is opened', async () => {
    const email = 'ada@example.com';
    const cases: [string[], RegExp][] = [
      [['user', 'set-plan', email, 'GOLD'], /Unknown plan "GOLD"/],
      [['user', 'set-plan', email, 'PRO', '--status', 'LAPSED'], /Unknown status "LAPSED"/],
      [['user', 'create', '--email', email, '--name', 'X'], /Missing option --password/],
      [
        ['user', 'create', '--email', email, '--name', 'X', '--password', 'long-enough', '--plan', 'GOLD'],
        /Unknown plan/,
      ],
      [['user', 'create', '--email', '--name', 'X'], /Option --email needs a value/],
      [['user', 'set-plan', email], /Missing <plan>/],
      [['user', 'api-key', email, 'extra'], /Unexpected argument "extra"/],
      [['user', 'api-key', email, '--bogus', '1'], /Unknown option --bogus/],
      [['user', 'delete', email], /Unknown command/],
      [['user'], /Missing command/],
      [['counters'], /Missing command: charla counters rebuild/],
      [['counters', 'rebuild', 'now'], /Unexpected argument "now"/],
      [['frobnicate'], /Unknown command/],
    ];
    // A DATA_DIR that cannot be created (under a file): these are refused before the configuration is read.
    const runs = await Promise.all(cases.map(([args]) => charla(args, { DATA_DIR: join(BIN, 'not-a-dir') })));
    for (const [i, [args, message]] of cases.entries()) expectOneLineError(runs[i]!, args, message);
  });

  it('bad configuration exits 1 naming the setting', async () => {
    const r = await charla(['user', 'api-key', 'ada@example.com'], {
      DATA_DIR: join(BIN, 'not-a-dir'),
      DEFAULT_PLAN: 'GOLD',
    });
    expectOneLineError(r, ['DEFAULT_PLAN=GOLD'], /^charla: Invalid configuration: DEFAULT_PLAN/);
  });
});

describeCharlaUser({ name: 'embedded database (DATA_DIR)', kind: 'pglite', skip: false });
