import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { start, stop } from './helpers/npm-start';

// On the embedded database in DATA_DIR; startup.postgres.test.ts has the start on PostgreSQL.
const dataDir = mkdtempSync(join(tmpdir(), 'charla-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('start-up messages', { timeout: 180_000 }, () => {
  it('are true on a first start and on a restart', async () => {
    const first = await start(dataDir);
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
    const again = await start(dataDir, (port) => ({ PUBLIC_URL: publicUrl(port) }));
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
