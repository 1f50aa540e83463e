import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from './helpers/app';
import { makePublishedForm } from './helpers/widget';

/** The size budget: everything a visitor downloads before the first message can be sent (issue: widget). */
const BUDGET_GZIP_BYTES = 8 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getWidget = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/widget', headers });

describe('GET /api/widget', () => {
  it('serves one minified script as application/javascript, open to any origin', async () => {
    const res = await getWidget(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toMatch(/^"use strict";\(\(\)=>\{/);
    // Text goes in as text: the script never assigns markup.
    expect(res.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(res.body).toContain('attachShadow');
  });

  it('has a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await getWidget(t);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getWidget(t, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await getWidget(t, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await getWidget(t, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('is not cached outside production', async () => {
    expect((await getWidget(t)).headers['cache-control']).toBe('no-cache');
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      expect((await getWidget(dev)).headers['cache-control']).toBe('no-cache');
    } finally {
      await dev.close();
    }
  });

  it('is cached for an hour in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await getWidget(prod);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers.etag).toBeDefined();
    } finally {
      await prod.close();
    }
  });

  it('sends gzip or brotli when the browser accepts it, each with its own ETag', async () => {
    const plain = await getWidget(t);
    const gz = await getWidget(t, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    const br = await getWidget(t, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
  });

  it('stays within 8 KB gzipped with the config of a typical form and the chat it loads', async () => {
    const chat = await t.app.inject({ method: 'GET', url: '/api/widget/chat.js' });
    expect(chat.statusCode).toBe(200);
    await expectWithinBudget('CONVERSATIONAL', [chat.rawPayload]);
  });

  it('stays within 8 KB gzipped for a classic form, with the part it loads for it', async () => {
    const classic = await t.app.inject({ method: 'GET', url: '/api/widget/classic.js' });
    expect(classic.statusCode).toBe(200);
    expect(classic.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(classic.body).toMatch(/export\s*\{/);
    await expectWithinBudget('CLASSIC', [classic.rawPayload]);
  });

  it('serves the parts a classic form loads only when its questions need them', async () => {
    for (const part of ['logic', 'files']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/widget/${part}.js` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.body).toMatch(/export\s*\{[^}]*\bpart\b/);
      expect(res.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
      console.info(`widget part ${part}.js: ${gzipSync(res.rawPayload, { level: 9 }).length} B gzipped`);
    }
  });

  it("serves the chat's live part apart, loaded only after the first message, and keeps it small", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/widget/live.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toMatch(/export\s*\{[^}]*\blive\b/);
    expect(res.body).toContain('EventSource');
    expect(res.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    // The chat names it but does not carry it: it is fetched after the visitor's first message.
    const chat = await t.app.inject({ method: 'GET', url: '/api/widget/chat.js' });
    expect(chat.body).toContain('/api/widget/live.js');
    expect(chat.body).not.toContain('EventSource');
    const size = gzipSync(res.rawPayload, { level: 9 }).length;
    console.info(`widget part live.js: ${size} B gzipped`);
    expect(size).toBeLessThanOrEqual(2048);
  });

  async function expectWithinBudget(formType: 'CONVERSATIONAL' | 'CLASSIC', parts: Buffer[]) {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, {
      formType,
      name: 'Solicitud de presupuesto',
      welcomeMessage: '¡Hola! Soy el asistente de Reformas Norte. Te haré unas preguntas rápidas.',
      goodbyeMessage: '¡Gracias! Te escribiremos en menos de 24 horas con tu presupuesto.',
      objective: 'Cualificar clientes potenciales de reformas',
      allowedDomains: ['reformasnorte.es'],
      questions: [
        { order: 1, text: '¿Cómo te llamas?', type: 'text', required: true },
        { order: 2, text: '¿Cuál es tu correo electrónico?', type: 'email', required: true },
        { order: 3, text: '¿Un teléfono de contacto?', type: 'phone', required: false },
        {
          order: 4,
          text: '¿Qué quieres reformar?',
          type: 'select',
          required: true,
          options: ['Cocina', 'Baño', 'Vivienda completa', 'Otro'],
        },
        { order: 5, text: '¿Cuántos metros cuadrados tiene?', type: 'number', required: false },
        { order: 6, text: '¿Para cuándo te gustaría empezar?', type: 'date', required: false },
      ],
    });
    const config = await t.app.inject({ method: 'GET', url: `/api/forms/${form.id}/config` });
    expect(config.statusCode).toBe(200);
    const script = (await getWidget(t)).rawPayload;
    const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
    const extra = parts.reduce((n, p) => n + gz(p), 0);
    const total = gz(script) + gz(config.rawPayload) + extra;
    console.info(
      `widget size (${formType}): script ${script.length} B raw, ${gz(script)} B gzipped; config ${config.rawPayload.length} B raw, ${gz(config.rawPayload)} B gzipped; parts loaded for it ${extra} B gzipped; total ${total} B of ${BUDGET_GZIP_BYTES}`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  }
});
