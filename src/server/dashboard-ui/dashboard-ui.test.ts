import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../../test/helpers/app';
import type { Db } from '../db/open';
import { installErrorHandler } from '../http/errors';
import { createDashboardUi } from '.';

const html = { accept: 'text/html,application/xhtml+xml' };

async function uiApp(dir: string) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ui = createDashboardUi({ dir, log: app.log });
  installErrorHandler(app, ui.notFound);
  await ui.register(app, { db: {} as Db });
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

describe('GET /api/setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the first-run screen whether any account exists, without authentication', async () => {
    expect((await t.app.inject({ url: '/api/setup' })).json()).toEqual({ hasUsers: false });
    await makeUser(t);
    expect((await t.app.inject({ url: '/api/setup' })).json()).toEqual({ hasUsers: true });
  });
});
