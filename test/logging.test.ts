// Logs on a terminal are for a person: readable lines, no line per request at the default level, and
// better-auth's notices about visitors' mistakes (a wrong password) not shouted. Elsewhere JSON as before.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/open';
import { formatRecord, resolveLogFormat } from '../src/server/logging';
import { nextIp } from './helpers/app';
import { openTestDatabase } from './helpers/db';

let database: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'charla-logging-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The text without its colours. */
const plain = (s: string) => s.replaceAll(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '');

/** The app as main.ts builds it (no `logger` given), writing its logs to a string. */
async function appLogging(env: Record<string, string>, isTTY: boolean) {
  let text = '';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logOutput: {
      isTTY,
      stream: {
        write: (chunk: string) => {
          text += chunk;
        },
      },
    },
  });
  await app.ready();
  await app.setup.recordStart();
  return { app, output: () => text };
}

async function traffic(app: Awaited<ReturnType<typeof appLogging>>['app']) {
  await app.inject({ url: '/healthz' });
  await app.inject({ url: '/api/forms' });
  // A wrong password: better-auth notices it; that is a visitor's mistake, not the operator's problem.
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'x-forwarded-for': nextIp() },
    payload: { email: 'nobody@example.com', password: 'wrong-password' },
  });
  app.log.warn({ form: 'frm_1' }, 'something to look at');
}

describe('on a terminal (LOG_FORMAT=auto)', () => {
  it('writes readable lines and no line per request at the default level', async () => {
    const { app, output } = await appLogging({ LOG_LEVEL: 'info' }, true);
    try {
      await traffic(app);
      const lines = output().trim().split('\n');
      expect(lines.some((l) => l.trim().startsWith('{'))).toBe(false);
      expect(output()).not.toMatch(/GET \/healthz|request completed|incoming request/);
      expect(output()).not.toMatch(/better-auth|Invalid password|User not found/i);
      const warn = lines.find((l) => l.includes('something to look at'))!;
      expect(warn).toContain('\u001b[33mWARN ');
      expect(plain(warn)).toMatch(/^\d\d:\d\d:\d\d WARN {2}something to look at form=frm_1/);
    } finally {
      await app.close();
    }
  });

  it('shows one line per request at LOG_LEVEL=debug', async () => {
    const { app, output } = await appLogging({ LOG_LEVEL: 'debug' }, true);
    try {
      await traffic(app);
      expect(output()).toMatch(/DEBUG.*GET \/healthz 200 \d+ ms/);
      expect(output()).toMatch(/DEBUG.*GET \/api\/forms 401 \d+ ms/);
    } finally {
      await app.close();
    }
  });
});

describe('not on a terminal', () => {
  it('writes JSON as before, one line per request at info; LOG_FORMAT forces either', async () => {
    const { app, output } = await appLogging({ LOG_LEVEL: 'info' }, false);
    try {
      await traffic(app);
      const records = output()
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { msg: string; level: number });
      expect(records.some((r) => r.msg === 'request completed' && r.level === 30)).toBe(true);
      expect(records.some((r) => r.msg === 'something to look at' && r.level === 40)).toBe(true);
    } finally {
      await app.close();
    }
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
  });
});

describe('formatRecord', () => {
  it('puts the time, the level and the message first, then the fields, then an error stack', () => {
    const at = new Date(2026, 10, 26, 14, 3, 12).getTime();
    expect(
      formatRecord({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'ready', port: 3000 }, false),
    ).toBe('14:03:12 INFO  ready port=3000');
    const line = formatRecord(
      {
        level: 50,
        time: at,
        msg: 'unhandled error',
        reqId: 'r-1',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (y.ts:1:1)' },
      },
      false,
    );
    expect(line).toBe('14:03:12 ERROR unhandled error reqId=r-1\n    Error: boom\n        at x (y.ts:1:1)');
    expect(formatRecord({ level: 40, time: at, msg: 'x', note: 'two words' }, false)).toBe(
      '14:03:12 WARN  x note="two words"',
    );
  });
});
