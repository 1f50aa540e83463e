// The widget as a visitor meets it: a host page on another origin loads GET /api/widget from Charla.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../test/helpers/app';
import { makePublishedForm } from '../test/helpers/widget';
import {
  collectPageErrors,
  launchBrowser,
  screenshot,
  VIEWPORTS,
  type ViewportName,
} from './helpers/browser';
import { type HostPages, type RunningCharla, startCharla, startHostPage } from './helpers/charla';

// A 1×1 PNG: the server sniffs the uploaded bytes, so the file must really be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CHAT = {
  name: 'Acme onboarding',
  language: 'EN',
  welcomeMessage: 'Hi! A few quick questions.',
  goodbyeMessage: 'Thanks, we will be in touch.',
  allowedDomains: ['127.0.0.1'],
  style: { primaryColor: '#0F766E' },
  questions: [
    { order: 1, text: 'What is your name?', type: 'text', required: true },
    { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
    { order: 3, text: 'Which plan?', type: 'select', required: true, options: ['Basic', 'Pro'] },
  ],
};

const Q = {
  name: '¿Cómo te llamas?',
  email: '¿Tu correo electrónico?',
  phone: '¿Un teléfono de contacto?',
  size: '¿Cuántos metros cuadrados tiene?',
  date: '¿Para cuándo?',
  kind: '¿Qué quieres reformar?',
  plan: 'Sube un plano o una foto',
};
const CLASSIC = {
  name: 'Reformas Norte',
  formType: 'CLASSIC',
  language: 'ES',
  welcomeMessage: 'Cuéntanos tu reforma.',
  goodbyeMessage: '¡Gracias! Te escribiremos en 24 horas.',
  style: { position: 'bottom-left' },
  questions: [
    { order: 1, text: Q.name, type: 'text', required: true },
    { order: 2, text: Q.email, type: 'email', required: true },
    { order: 3, text: Q.phone, type: 'phone', required: false },
    { order: 4, text: Q.size, type: 'number', required: true },
    { order: 5, text: Q.date, type: 'date', required: false },
    { order: 6, text: Q.kind, type: 'select', required: true, options: ['Cocina', 'Baño', 'Otro'] },
    { order: 7, text: Q.plan, type: 'file', required: true, fileCategory: 'image' },
  ],
};

let charla: RunningCharla;
let host: HostPages;
let browser: Browser;
let owner: TestUser;
const contexts: BrowserContext[] = [];
const forms: Record<string, string> = {};

/** A site owner's page: some content, an event log of the widget's events, and the snippet. */
function hostPage(
  formId: string,
  opts: { head?: string; body?: string; attrs?: string; lang?: string; nonce?: string } = {},
) {
  const nonce = opts.nonce ? ` nonce="${opts.nonce}"` : '';
  return `<!doctype html><html lang="${opts.lang ?? 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title>
${opts.head ?? ''}
<style${nonce}>body{font-family:Georgia,serif;background:#f4efe6;color:#333;margin:0;padding:24px}h1{color:#7a2e0e}</style>
<script${nonce}>window.charlaEvents=[];for(const n of ['ready','open','close','completed'])document.addEventListener('charla:'+n,(e)=>charlaEvents.push({type:n,...e.detail}));
document.addEventListener('securitypolicyviolation',(e)=>charlaEvents.push({type:'csp',directive:e.violatedDirective}));</script>
</head><body><h1>Acme Plumbing &amp; Heating</h1><p>Family business since 1987. Ask us anything.</p>
${opts.body ?? ''}
<script src="${charla.base}/api/widget" data-form-id="${formId}" ${opts.attrs ?? ''} async></script>
</body></html>`;
}

async function visit(path: string, viewport: ViewportName) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(host.url(path));
  const widget = page.locator('charla-widget');
  return { page, errors, widget, launcher: widget.locator('button.l'), panel: widget.locator('.w') };
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { charlaEvents: Record<string, unknown>[] }).charlaEvents);
const activeTag = (page: Page) =>
  page.evaluate(() => document.querySelector('charla-widget')?.shadowRoot?.activeElement?.tagName ?? null);
const bubble = (widget: Locator, text: string) => widget.locator('.b', { hasText: text });

async function conversation(id: string) {
  const res = await charla.app.inject({
    method: 'GET',
    url: `/api/conversations/${id}`,
    headers: owner.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    status: string;
    formId: string;
    collectedData: Record<string, unknown>;
    files?: { fileName: string; contentType: string; sizeBytes: number }[];
  };
}

async function conversationsOf(formId: string) {
  const res = await charla.app.inject({
    method: 'GET',
    url: `/api/conversations?formId=${formId}`,
    headers: owner.auth,
  });
  return (res.json() as { conversations: { id: string; status: string }[] }).conversations;
}

beforeAll(async () => {
  [charla, browser] = await Promise.all([startCharla(), launchBrowser()]);
  owner = await makeUser(charla, { plan: 'PRO' });
  forms.chat = (await makePublishedForm(charla, owner, CHAT)).id;
  forms.classic = (await makePublishedForm(charla, owner, CLASSIC)).id;
  forms.blocked = (await makePublishedForm(charla, owner, { ...CHAT, allowedDomains: ['example.com'] })).id;
  forms.errors = (await makePublishedForm(charla, owner, { ...CHAT, language: 'ES' })).id;
  forms.inline = (await makePublishedForm(charla, owner, { ...CHAT, style: { avatarUrl: null } })).id;
  host = await startHostPage({
    '/chat': hostPage(forms.chat),
    '/classic': hostPage(forms.classic, { lang: 'es' }),
    '/blocked': hostPage(forms.blocked),
    '/errors': hostPage(forms.errors, { lang: 'es' }),
    '/inline': hostPage(forms.inline, {
      attrs: 'data-target="#chat-here"',
      body: '<div id="chat-here" style="height:560px;max-width:440px;margin:24px 0"></div><p>Footer text.</p>',
    }),
    // A strict Content-Security-Policy without 'unsafe-inline' for styles: only Charla's origin is let in.
    '/csp': hostPage(forms.chat, {
      nonce: 'n0nce',
      head: `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-n0nce' ${charla.base}; style-src 'nonce-n0nce'; connect-src ${charla.base}; img-src ${charla.base}">`,
    }),
    '/hostile': hostPage(forms.chat, {
      head: '<style>* { all: unset } div { display: none }</style>',
      body: '<div>Hidden by the page.</div><p>This page resets every element and hides every div.</p>',
    }),
  });
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await charla?.close();
});

describe('widget in a host page of another origin', () => {
  it('is served to the page and shows a launcher bubble that opens and closes the panel', async () => {
    const { page, errors, launcher, panel } = await visit('/chat', 'wide');
    await launcher.waitFor();
    expect(await panel.isVisible()).toBe(false);
    const box = (await launcher.boundingBox())!;
    // bottom-right, in the form's color
    expect(box.x + box.width).toBeGreaterThan(VIEWPORTS.wide.width - 40);
    expect(box.y + box.height).toBeGreaterThan(VIEWPORTS.wide.height - 40);
    expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'launcher-closed-wide');

    await launcher.click();
    await panel.waitFor();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await activeTag(page)).toBe('TEXTAREA');
    // Escape closes and gives focus back to the launcher.
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await activeTag(page)).toBe('BUTTON');

    // The JS API, and the events the page hears.
    await page.evaluate(() => (window as unknown as { Charla: { open(): void } }).Charla.open());
    expect(await panel.isVisible()).toBe(true);
    await page.evaluate(() => (window as unknown as { Charla: { close(): void } }).Charla.close());
    expect(await panel.isVisible()).toBe(false);
    expect((await events(page)).map((e) => e.type)).toEqual(['ready', 'open', 'close', 'open', 'close']);
    expect(errors).toEqual([]);
  });

  for (const viewport of ['narrow', 'wide'] as const) {
    it(`CONVERSATIONAL: a full chat to COMPLETED (${viewport})`, async () => {
      const { page, errors, widget, launcher, panel } = await visit('/chat', viewport);
      await launcher.click();
      // The opening is there before any request: the welcome, then the first question.
      await bubble(widget, CHAT.welcomeMessage).waitFor();
      await bubble(widget, 'What is your name?').waitFor();
      if (viewport === 'narrow') {
        // Full screen on a phone.
        expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORTS.narrow });
      }
      await screenshot(page, `chat-open-${viewport}`);

      const input = widget.locator('textarea');
      await input.fill('Ada Lovelace');
      await input.press('Enter');
      await bubble(widget, 'What is your e-mail?').waitFor();
      expect(await widget.locator('.v').allTextContents()).toEqual(['Ada Lovelace']);

      if (viewport === 'narrow') {
        // A reload resumes the same conversation, panel open, transcript kept.
        await page.reload();
        await bubble(widget, 'What is your e-mail?').waitFor();
        expect(await panel.isVisible()).toBe(true);
      }

      await input.fill('ada@example.com');
      await widget.locator('button.s').click();
      // A select question offers its options as buttons.
      const pro = widget.locator('.c button', { hasText: 'Pro' });
      await pro.waitFor();
      await pro.click();
      await bubble(widget, CHAT.goodbyeMessage).waitFor();
      expect(await input.isDisabled()).toBe(true);
      await screenshot(page, `chat-completed-${viewport}`);

      const completed = (await events(page)).filter((e) => e.type === 'completed');
      expect(completed).toHaveLength(1);
      expect(completed[0]).toMatchObject({ formId: forms.chat, formType: 'CONVERSATIONAL' });
      const c = await conversation(String(completed[0]!.conversationId));
      expect(c.status).toBe('COMPLETED');
      expect(c.collectedData).toEqual({
        'What is your name?': 'Ada Lovelace',
        'What is your e-mail?': 'ada@example.com',
        'Which plan?': 'Pro',
      });
      expect(errors).toEqual([]);
    });
  }

  for (const viewport of ['narrow', 'wide'] as const) {
    it(`CLASSIC: every question type and a file upload to COMPLETED (${viewport})`, async () => {
      const { page, errors, widget, launcher, panel } = await visit('/classic', viewport);
      await launcher.click();
      await panel.waitFor();
      // bottom-left on a laptop, full screen on a phone
      if (viewport === 'wide') expect((await panel.boundingBox())!.x).toBe(20);
      else expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORTS.narrow });
      expect(await widget.locator('p', { hasText: CLASSIC.welcomeMessage }).isVisible()).toBe(true);
      const field = (text: string) => widget.locator('.q', { has: page.locator('label', { hasText: text }) });
      const control = (text: string) => widget.getByLabel(text, { exact: false });

      // Native checks first, in the form's language, beside each field.
      await widget.locator('button.s').click();
      expect(await field(Q.name).locator('.e').textContent()).toBe('Esta pregunta es obligatoria.');
      expect(await field(Q.phone).locator('.e').textContent()).toBe('');
      expect(await activeTag(page)).toBe('INPUT');
      await control(Q.name).fill('Ada Lovelace');
      await control(Q.email).fill('ada@example');
      await control(Q.phone).fill('+34 600 123 456');
      await control(Q.size).fill('85');
      await control(Q.date).fill('2026-03-15');
      await control(Q.kind).selectOption('Baño');
      await widget.locator('button.s').click();
      expect(await field(Q.email).locator('.e').textContent()).toBe(
        'Ese correo electrónico no parece válido.',
      );
      expect(await control(Q.email).getAttribute('aria-invalid')).toBe('true');
      await control(Q.email).fill('ada@example.com');

      // The file uploads as soon as it is chosen, with progress.
      await field(Q.plan)
        .locator('input[type=file]')
        .setInputFiles({ name: 'plano.png', mimeType: 'image/png', buffer: PNG });
      await field(Q.plan).locator('.n', { hasText: 'Subido: plano.png' }).waitFor();
      expect(
        await field(Q.plan)
          .locator('progress')
          .evaluate((p) => (p as HTMLProgressElement).value),
      ).toBe(1);
      await screenshot(page, `classic-filled-${viewport}`);

      if (viewport === 'wide') {
        // The server's own verdict is shown beside the field it names.
        await page.route(
          '**/submit',
          (route) =>
            route.fulfill({
              status: 400,
              contentType: 'application/json',
              headers: { 'access-control-allow-origin': '*' },
              body: JSON.stringify({
                error: 'Invalid data',
                details: [{ path: Q.size, message: 'Eso no parece un número.' }],
              }),
            }),
          { times: 1 },
        );
        await widget.locator('button.s').click();
        await field(Q.size).locator('.e', { hasText: 'Eso no parece un número.' }).waitFor();
        await screenshot(page, 'classic-server-error-wide');
      }

      await widget.locator('button.s').click();
      await bubble(widget, CLASSIC.goodbyeMessage).waitFor();
      await screenshot(page, `classic-completed-${viewport}`);
      const completed = (await events(page)).filter((e) => e.type === 'completed');
      expect(completed).toHaveLength(1);
      const c = await conversation(String(completed[0]!.conversationId));
      expect(c.status).toBe('COMPLETED');
      expect(c.collectedData).toMatchObject({
        [Q.name]: 'Ada Lovelace',
        [Q.email]: 'ada@example.com',
        [Q.phone]: '+34600123456',
        [Q.size]: 85,
        [Q.date]: '2026-03-15',
        [Q.kind]: 'Baño',
      });
      expect(String(c.collectedData[Q.plan])).toMatch(/^service:file:upl_/);
      expect(c.files).toEqual([expect.objectContaining({ fileName: 'plano.png', contentType: 'image/png' })]);
      expect(errors).toEqual([]);
    });
  }

  for (const viewport of ['narrow', 'wide'] as const) {
    it(`survives hostile page CSS: * { all: unset } and div { display: none } (${viewport})`, async () => {
      const { page, errors, widget, launcher, panel } = await visit('/hostile', viewport);
      await launcher.waitFor();
      const box = (await launcher.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([60, 60]);
      await launcher.click();
      await panel.waitFor();
      const p = (await panel.boundingBox())!;
      if (viewport === 'wide') expect(Math.round(p.width)).toBe(380);
      else expect(p).toEqual({ x: 0, y: 0, ...VIEWPORTS.narrow });
      expect(await bubble(widget, 'What is your name?').isVisible()).toBe(true);
      const input = widget.locator('textarea');
      await input.fill('Grace Hopper');
      await input.press('Enter');
      await bubble(widget, 'What is your e-mail?').waitFor();
      // Page fonts and colours stay out: the widget keeps its own.
      expect(await input.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
      await screenshot(page, `hostile-css-${viewport}`);
      expect(errors).toEqual([]);
    });
  }

  it("works under a strict Content-Security-Policy that allows only Charla's origin", async () => {
    const { page, errors, widget, launcher } = await visit('/csp', 'wide');
    await launcher.click();
    expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    const input = widget.locator('textarea');
    await input.fill('Mary Jackson');
    await input.press('Enter');
    await bubble(widget, 'What is your e-mail?').waitFor();
    expect((await events(page)).filter((e) => e.type === 'csp')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('tells the visitor when the page is not an allowed domain', async () => {
    const { page, widget, launcher, panel } = await visit('/blocked', 'wide');
    await launcher.click();
    await panel.waitFor();
    await widget.getByRole('alert').filter({ hasText: 'This form is not available on this site.' }).waitFor();
    expect(await widget.locator('textarea').count()).toBe(0);
    await screenshot(page, 'domain-not-allowed-wide');
    // The server refuses it too, whatever a page's script does.
    const status = await page.evaluate(
      async ([base, formId]) =>
        (
          await fetch(`${base}/api/chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ formId, message: 'hello' }),
          })
        ).status,
      [charla.base, forms.blocked] as const,
    );
    expect(status).toBe(403);
    expect(await conversationsOf(forms.blocked!)).toEqual([]);
  });

  it('explains 429 and 404 in the form language, keeping what the visitor typed', async () => {
    const { page, widget, launcher } = await visit('/errors', 'narrow');
    await launcher.click();
    const input = widget.locator('textarea');
    await page.route(
      '**/api/chat',
      (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*', 'retry-after': '30' },
          body: JSON.stringify({ error: 'Too many requests', code: 'RATE_LIMITED' }),
        }),
      { times: 1 },
    );
    await input.fill('Ada');
    await input.press('Enter');
    await widget
      .getByRole('alert')
      .filter({ hasText: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.' })
      .waitFor();
    expect(await input.inputValue()).toBe('Ada');
    expect(await widget.locator('.v').count()).toBe(0);

    const res = await charla.app.inject({
      method: 'PUT',
      url: `/api/forms/${forms.errors}`,
      headers: owner.auth,
      payload: { isPublished: false },
    });
    expect(res.statusCode).toBe(200);
    await input.press('Enter');
    await widget.getByRole('alert').filter({ hasText: 'Este formulario no está disponible.' }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    await screenshot(page, 'errors-narrow');
  });

  it('renders inline in the element named by data-target', async () => {
    const { page, errors, widget } = await visit('/inline', 'wide');
    const region = widget.getByRole('region', { name: CHAT.name });
    await region.waitFor();
    expect(await widget.locator('button.l').count()).toBe(0);
    const target = (await page.locator('#chat-here').boundingBox())!;
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(target.x);
    expect(box.width).toBeLessThanOrEqual(target.width);
    const input = widget.locator('textarea');
    await input.fill('Katherine Johnson');
    await input.press('Enter');
    await bubble(widget, 'What is your e-mail?').waitFor();
    expect(await widget.locator('.g a').textContent()).toBe('Powered by Charla');
    // The project's page, never the instance's (whose root is the owner's sign-in).
    expect(await widget.locator('.g a').getAttribute('href')).toBe('https://github.com/charla-forms/charla');
    await screenshot(page, 'inline-wide');
    expect(errors).toEqual([]);
  });
});
