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
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../../test/helpers/app';
import type { Setup } from '../account/setup';
import { installCanonicalPath } from '../http/canonical-path';
import { installErrorHandler } from '../http/errors';
import { createDashboardUi, DEFAULT_DASHBOARD_DIR, pickEncoding } from '.';

const html = { accept: 'text/html,application/xhtml+xml' };

async function uiApp(dir: string) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ui = createDashboardUi({ dir, log: app.log });
  installErrorHandler(app, ui.notFound);
  installCanonicalPath(app);
  await ui.register(app, { setup: {} as Setup, signup: 'open', email: false });
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('dashboard serving', () => {
  const dir = mkdtempSync(join(tmpdir(), 'charla-ui-'));
  beforeAll(() => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves index.html at / without caching and hashed assets for a year', async () => {
    const app = await uiApp(dir);
    const index = await app.inject({ url: '/', headers: html });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('answers index.html to any page address a browser asks for (client-side routes)', async () => {
    const app = await uiApp(dir);
    for (const url of ['/forms', '/forms/frm_1?tab=style', '/settings']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    await app.close();
  });

  it('keeps the JSON 404 for the API, health and metrics paths, other methods and non-HTML requests', async () => {
    const app = await uiApp(dir);
    const cases = [
      { url: '/api/nope', headers: html },
      { url: '/api', headers: html },
      { url: '/healthz/x', headers: html },
      { url: '/metrics/x', headers: html },
      { url: '/forms', headers: { accept: 'application/json' } },
      { url: '/assets/missing.js', headers: { accept: '*/*' } },
      { url: '/forms', method: 'POST' as const, headers: html },
    ];
    for (const c of cases) {
      const res = await app.inject(c);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Not found' });
    }
    expect((await app.inject({ url: '/api/ping', headers: html })).json()).toEqual({ ok: true });
    await app.close();
  });

  it('says the dashboard is not built instead of crashing when dist is missing', async () => {
    const app = await uiApp(join(dir, 'does-not-exist'));
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await app.inject({ url: '/api/nope', headers: html })).statusCode).toBe(404);
    await app.close();
  });
});

describe('dashboard serving, compressed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'charla-ui-z-'));
  const js = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  const page = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
  beforeAll(() => {
    mkdirSync(join(dir, 'assets'));
    for (const [path, text] of [
      ['index.html', page],
      ['assets/index-abc123.js', js],
    ] as const) {
      writeFileSync(join(dir, path), text);
      writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends the precompressed copy the browser accepts, with Vary, and the plain file otherwise', async () => {
    const app = await uiApp(dir);
    for (const url of ['/assets/index-abc123.js', '/', '/forms/frm_1']) {
      const get = (acceptEncoding?: string) =>
        app.inject({
          url,
          headers: { ...html, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        });
      const br = await get('gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      const plain = await get('br;q=0, gzip;q=0');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(url.startsWith('/assets') ? js : page);
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
    }
    // What arrives decompresses to the file itself.
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.rawPayload).toEqual(readFileSync(join(dir, 'assets/index-abc123.js.br')));
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    const both = { br: true, gzip: true };
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('gzip');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', { br: false, gzip: true })).toBeNull();
  });

  it.runIf(existsSync(join(DEFAULT_DASHBOARD_DIR, 'index.html')))(
    'the real build has a brotli and a gzip copy of every script and style sheet, and sends them',
    async () => {
      const app = await uiApp(DEFAULT_DASHBOARD_DIR);
      const assets = readdirSync(join(DEFAULT_DASHBOARD_DIR, 'assets')).filter((f) => /\.(js|css)$/.test(f));
      expect(assets.length).toBeGreaterThan(5);
      for (const file of assets) {
        const path = join(DEFAULT_DASHBOARD_DIR, 'assets', file);
        if (readFileSync(path).length < 1024) continue; // too small to gain from compression
        expect(existsSync(`${path}.br`) && existsSync(`${path}.gz`), file).toBe(true);
        const res = await app.inject({ url: `/assets/${file}`, headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.headers['content-encoding'], file).toBe('br');
      }
      await app.close();
    },
  );
});

describe('GET /api/setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the first-run screen whether any account exists, without authentication', async () => {
    expect((await t.app.inject({ url: '/api/setup' })).json()).toEqual({
      hasUsers: false,
      signup: 'open',
      email: false,
      setupOpenUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await makeUser(t);
    expect((await t.app.inject({ url: '/api/setup' })).json()).toEqual({
      hasUsers: true,
      signup: 'open',
      email: false,
      setupOpenUntil: null,
    });
  });

  it('says when sign-up is closed and e-mail is configured', async () => {
    const closed = await createTestApp({ env: { SIGNUP: 'closed', SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await closed.app.inject({ url: '/api/setup' })).json()).toEqual({
        hasUsers: false,
        signup: 'closed',
        email: true,
        setupOpenUntil: expect.any(String),
      });
    } finally {
      await closed.close();
    }
  });
});
