import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../bin/charla-server.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'charla-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the server as `npm start` does, until it prints its start-up message; returns it and the process. */
async function start(
  more: (port: number) => Record<string, string> = () => ({}),
): Promise<{ child: ChildProcess; output: string; base: string; port: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = more(port);
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const started = Date.now();
  while (!/SECRET_KEY/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL'); // never left running behind a failed test
      throw new Error(`no start-up message within 120 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output, base, port };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('start-up messages', { timeout: 180_000 }, () => {
  it('are true on a first start and on a restart', async () => {
    const first = await start();
    try {
      expect(first.output).toMatch(
        /^Charla \d+\.\d+\.\d+\S* is running at http:\/\/127\.0\.0\.1:\d+ \(started in \d+ ms/m,
      );
      expect(first.output).toMatch(/First account: open http:\/\/127\.0\.0\.1:\d+\/ until \d\d:\d\d UTC/);
      expect(first.output).toMatch(
        /Setup link \(works at any time until the first account exists\): http:\/\/127\.0\.0\.1:\d+\/welcome\?setup=[\w-]{32}/,
      );
      expect(first.output).toContain(`SECRET_KEY was generated into ${join(dataDir, 'secret-key')}`);
      const health = await fetch(`${first.base}/healthz`);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      });
      const widget = await fetch(`${first.base}/api/widget`);
      expect(widget.status).toBe(200);
      expect(widget.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(await widget.text()).toContain('data-form-id');
      const signUp = await fetch(`${first.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.base },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'a-long-password' }),
      });
      expect(signUp.status).toBe(200);
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    // A clean stop releases DATA_DIR: no lock, no control file left behind.
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'secret-key']);

    // Behind a proxy (PUBLIC_URL on another port) the banner names both addresses.
    const publicUrl = (port: number) => `http://localhost:${port === 65535 ? port - 1 : port + 1}`;
    const again = await start((port) => ({ PUBLIC_URL: publicUrl(port) }));
    try {
      expect(again.output).toContain(
        `is running at ${publicUrl(again.port)} (PUBLIC_URL), listening on 0.0.0.0:${again.port} (started in`,
      );
      expect(again.output).not.toContain('First account');
      expect(again.output).not.toContain('setup');
      expect(again.output).not.toContain('generated');
      expect(again.output).toContain(`SECRET_KEY read from ${join(dataDir, 'secret-key')}`);
      expect(existsSync(join(dataDir, 'charla.control.json'))).toBe(true);
    } finally {
      expect(await stop(again.child)).toBe(0);
    }
  });
});

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
      const run = await start((port) => ({
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
