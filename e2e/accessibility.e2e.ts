// Accessibility measured: axe-core on every dashboard page, the share page and the widget, in English and
// Spanish, light and dark. Prints a table of violations per page and impact; fails on any critical or serious one.
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/helpers/app';
import { PDF_BYTES } from '../test/helpers/uploads';
import { launchBrowser } from './helpers/browser';
import { type HostPages, type RunningCharla, startCharla, startHostPage } from './helpers/charla';
import { shoot } from './helpers/dashboard';

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
interface Row {
  page: string;
  lang: string;
  scheme: string;
  counts: Record<Impact, number>;
  rules: string[];
}

let charla: RunningCharla;
let host: HostPages;
let browser: Browser;
let owner: { cookie: string };
const rows: Row[] = [];
const seed: Record<string, string> = {};
const COMBOS = [
  { lang: 'en', scheme: 'light' },
  { lang: 'es', scheme: 'light' },
  { lang: 'en', scheme: 'dark' },
  { lang: 'es', scheme: 'dark' },
] as const;
type Combo = (typeof COMBOS)[number];

beforeAll(async () => {
  [charla, browser, host] = await Promise.all([
    startCharla({ env: { DEFAULT_PLAN: 'BUSINESS' } }),
    launchBrowser(),
    startHostPage(),
  ]);
});

afterAll(async () => {
  printTable();
  await browser?.close();
  await host?.close();
  await charla?.close();
});

/** A browser context in a language and colour scheme; the dashboard's language follows the browser's. */
async function open(combo: Combo, cookie?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: combo.lang === 'es' ? 'es-ES' : 'en-US',
    colorScheme: combo.scheme,
    // axe is injected as a script; the share page's CSP allows only Charla's own.
    bypassCSP: true,
  });
  // The dashboard asks who is signed in only in a browser that has signed in (lib/session-hint.ts).
  if (cookie) await context.addInitScript(() => localStorage.setItem('charla.session', '1'));
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((c) => {
        const i = c.indexOf('=');
        return { name: c.slice(0, i), value: c.slice(i + 1), url: charla.base };
      }),
    );
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Runs axe on the page as it stands and records its violations by impact. */
async function audit(page: Page, name: string, combo: Combo) {
  await page.waitForLoadState('networkidle');
  // Transitions (Mantine's fade-ins) settled before colours are measured.
  await page.waitForTimeout(150);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<unknown> } }).axe;
    const r = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: Impact; nodes: { target: unknown; failureSummary?: string }[] }[];
    };
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      where: v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
  });
  // AXE_DETAIL=1 prints where each violation is (to fix it).
  if (process.env.AXE_DETAIL)
    for (const v of violations)
      console.log(`${name} ${combo.lang} ${combo.scheme} ${v.id}:\n  ${v.where.join('\n  ')}`);
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) counts[v.impact] += v.nodes;
  rows.push({
    page: name,
    lang: combo.lang,
    scheme: combo.scheme,
    counts,
    rules: violations.map((v) => `${v.id}(${v.impact[0]}${v.nodes})`),
  });
}

/** The table of counts per page (printed even when a step failed). */
function printTable() {
  console.table(
    rows.map((r) => ({
      page: r.page,
      lang: r.lang,
      scheme: r.scheme,
      ...r.counts,
      rules: r.rules.join(' '),
    })),
  );
  const total = (k: Impact) => rows.reduce((n, r) => n + r.counts[k], 0);
  console.log(
    `axe totals over ${rows.length} page checks: critical ${total('critical')}, serious ${total('serious')}, moderate ${total('moderate')}, minor ${total('minor')}`,
  );
}

/** Every page with its own address, and a text that says it has loaded. */
const dashboardPages = () => [
  { name: 'home', path: '/' },
  { name: 'forms', path: '/forms' },
  { name: 'builder-new', path: '/forms/new' },
  { name: 'builder', path: `/forms/${seed.chatForm}` },
  { name: 'builder-embed', path: `/forms/${seed.chatForm}?tab=embed` },
  { name: 'builder-settings', path: `/forms/${seed.chatForm}?tab=settings` },
  { name: 'builder-questions-logic', path: `/forms/${seed.logicForm}?tab=questions` },
  { name: 'builder-logic', path: `/forms/${seed.logicForm}?tab=logic` },
  { name: 'analytics', path: `/forms/${seed.chatForm}/analytics` },
  { name: 'live', path: '/live' },
  { name: 'conversations', path: '/conversations' },
  { name: 'conversation', path: `/conversations/${seed.conversation}` },
  { name: 'conversation-file', path: `/conversations/${seed.fileConversation}` },
  { name: 'pipelines', path: '/pipelines' },
  { name: 'pipeline-board', path: `/pipelines/${seed.pipeline}` },
  { name: 'tickets', path: '/tickets' },
  { name: 'tickets-board', path: '/tickets?view=board' },
  { name: 'settings', path: '/settings' },
  { name: 'not-found', path: '/no-such-page' },
];

const guestPages = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=abc'];

describe('accessibility (axe-core): 0 critical and 0 serious violations', () => {
  it('checks the first-run page before any account exists', async () => {
    for (const combo of COMBOS) {
      const { context, page } = await open(combo);
      await page.goto(`${charla.base}/welcome`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await audit(page, 'welcome', combo);
      await context.close();
    }
  });

  it('seeds an account with forms, a conversation, a pipeline with a deal and a ticket', async () => {
    owner = await signUp(charla, {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-password-1',
    });
    const call = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
      const res = await charla.app.inject({
        method,
        url,
        payload: payload as Record<string, unknown>,
        headers: { cookie: owner.cookie, origin: charla.base },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: string; stages?: { id: string }[] };
    };
    const questions = [
      { order: 0, text: 'What is your name?', type: 'text', required: true },
      { order: 1, text: 'Which plan?', type: 'select', required: false, options: ['Basic', 'Pro'] },
    ];
    const base = { welcomeMessage: 'Hi! A few questions.', goodbyeMessage: 'Thanks!', questions };
    seed.chatForm = (await call('POST', '/api/forms', { ...base, name: 'Chat form' })).id;
    seed.classicForm = (
      await call('POST', '/api/forms', { ...base, name: 'Classic form', formType: 'CLASSIC' })
    ).id;
    // A classic form with the third round's logic: conditions, bounds, the new types, hidden fields, endings.
    seed.logicForm = (
      await call('POST', '/api/forms', {
        ...base,
        name: 'Logic form',
        formType: 'CLASSIC',
        hiddenFields: ['utm_source'],
        endings: [
          {
            when: { field: 'utm_source', op: 'equals', value: 'ads' },
            message: 'Thanks {{name}}!',
            redirectUrl: null,
          },
        ],
        questions: [
          {
            order: 0,
            text: 'Your name',
            type: 'text',
            required: true,
            key: 'name',
            help: 'As you like to be called.',
          },
          { order: 1, text: 'Services', type: 'multiselect', required: true, options: ['Design', 'SEO'] },
          { order: 2, text: 'Have a website?', type: 'yesno', required: true, key: 'has_site' },
          {
            order: 3,
            text: 'Its address',
            type: 'url',
            required: true,
            showIf: { field: 'has_site', op: 'equals', value: true },
          },
          { order: 4, text: 'Rate us', type: 'rating', required: false },
          {
            order: 5,
            text: 'Recommend us?',
            type: 'rating',
            required: false,
            validation: { min: 0, max: 10 },
          },
          { order: 6, text: 'Anything else?', type: 'longtext', required: false, validation: { max: 2000 } },
        ],
      })
    ).id;
    for (const id of [seed.chatForm, seed.classicForm, seed.logicForm])
      await call('PUT', `/api/forms/${id}`, { isPublished: true });
    const chat = await charla.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: host.origin },
      payload: { formId: seed.chatForm, message: 'Hola' },
    });
    seed.conversation = String(chat.headers['x-conversation-id']);
    const pipeline = await call('POST', '/api/pipelines', { name: 'Sales' });
    seed.pipeline = pipeline.id;
    await call('POST', `/api/pipelines/${pipeline.id}/deals`, {
      pipelineId: pipeline.id,
      stageId: pipeline.stages![0]!.id,
      title: 'Website redesign',
      value: 1200,
    });
    await call('POST', '/api/tickets', { subject: 'Cannot log in', priority: 'HIGH' });

    // A classic submission with a file: the page must show the file, not the `service:file:` marker.
    const fileForm = await call('POST', '/api/forms', {
      ...base,
      name: 'CV form',
      formType: 'CLASSIC',
      questions: [
        { order: 0, text: 'Your name?', type: 'text', required: true },
        { order: 1, text: 'Your CV', type: 'file', required: true, fileCategory: 'document' },
      ],
    });
    await call('PUT', `/api/forms/${fileForm.id}`, { isPublished: true });
    const visitor = { origin: host.origin };
    const ask = await charla.app.inject({
      method: 'POST',
      url: `/api/forms/${fileForm.id}/upload-url`,
      headers: visitor,
      payload: {
        questionText: 'Your CV',
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF_BYTES.length,
      },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const { uploadId, url } = ask.json() as { uploadId: string; url: string };
    const put = await charla.app.inject({
      method: 'PUT',
      url: url.slice(charla.base.length),
      headers: { 'content-type': 'application/pdf' },
      payload: PDF_BYTES,
    });
    expect(put.statusCode, put.body).toBe(200);
    const submit = await charla.app.inject({
      method: 'POST',
      url: `/api/forms/${fileForm.id}/submit`,
      headers: visitor,
      payload: { answers: { 'Your name?': 'Ada', 'Your CV': `service:file:${uploadId}` } },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    seed.fileConversation = (submit.json() as { conversationId: string }).conversationId;
  });

  for (const combo of COMBOS)
    it(`checks every dashboard page in ${combo.lang}, ${combo.scheme}`, { timeout: 180_000 }, async () => {
      const guest = await open(combo);
      for (const path of guestPages) {
        await guest.page.goto(charla.base + path);
        await guest.page.getByRole('heading', { level: 1 }).waitFor();
        const name = path.slice(1).split('?')[0]!;
        await audit(guest.page, name, combo);
        // The pages new in #16, as pictures at 1280 and 375 px (no sideways scroll on a phone).
        if (name.includes('password')) await shoot(guest.page, `${name}-${combo.lang}-${combo.scheme}`);
      }
      await guest.context.close();

      const { context, page } = await open(combo, owner.cookie);
      for (const p of dashboardPages()) {
        await page.goto(charla.base + p.path);
        await page
          .getByRole('heading', { level: 1 })
          .first()
          .waitFor()
          .catch(() => {
            throw new Error(`${p.name} (${combo.lang} ${combo.scheme}) shows no h1`);
          });
        await audit(page, p.name, combo);
        // BUSINESS counts forms, pipelines, deals and tickets without limit: only conversations and storage
        // have a bar (an unlimited one would look the same at 0 and at 3).
        if (p.name === 'home') expect(await page.getByRole('progressbar').count()).toBe(2);
        // This server has no SMTP_URL: the notification settings say so where they are.
        if (p.name === 'builder-settings')
          await page.getByTestId('notify-off').getByText('SMTP_URL').waitFor();
        // A dialog too (its close button is an icon): the new-ticket form.
        if (p.name === 'tickets') {
          await page
            .getByRole('main')
            .getByRole('button', { name: combo.lang === 'es' ? 'Nuevo ticket' : 'New ticket' })
            .click();
          await page.getByRole('dialog').waitFor();
          await audit(page, 'ticket-dialog', combo);
          await page.keyboard.press('Escape');
        }
        // The condition editor open on the question that has one.
        if (p.name === 'builder-questions-logic') {
          await page
            .getByTestId('question-row')
            .nth(3)
            .getByRole('button', {
              name: combo.lang === 'es' ? 'Condiciones y límites' : 'Conditions and limits',
            })
            .click();
          await page.getByTestId('condition-editor').waitFor();
          await audit(page, 'condition-editor', combo);
        }
        // The gallery of starter forms (a dialog of cards).
        if (p.name === 'forms') {
          await page
            .getByRole('main')
            .getByRole('button', {
              name: combo.lang === 'es' ? 'Empezar con una plantilla' : 'Start from a template',
            })
            .click();
          await page.getByRole('dialog').getByRole('heading', { level: 3 }).first().waitFor();
          await audit(page, 'templates-dialog', combo);
          await page.keyboard.press('Escape');
        }
        if (p.name === 'conversation-file') {
          // A classic submission is shown as the filled form: the file as its name, never the marker.
          const submission = page.getByTestId('submission');
          await submission.getByRole('link', { name: /cv\.pdf/ }).waitFor();
          // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
          expect(await submission.innerText()).not.toContain('service:file:');
        }
      }
      await context.close();
    });

  it('checks the share page and the widget (open, chat and classic)', { timeout: 180_000 }, async () => {
    host.set(
      '/chat',
      `<!doctype html><html lang="en"><head><title>Host</title></head><body><main><h1>Host page</h1></main><script src="${charla.base}/api/widget" data-form-id="${seed.chatForm}" async></script></body></html>`,
    );
    host.set(
      '/classic',
      `<!doctype html><html lang="en"><head><title>Host</title></head><body><main><h1>Host page</h1><div id="f"></div></main><script src="${charla.base}/api/widget" data-form-id="${seed.classicForm}" data-target="#f" async></script></body></html>`,
    );
    for (const combo of COMBOS) {
      const { context, page } = await open(combo);
      for (const id of [seed.chatForm!, seed.classicForm!, seed.logicForm!]) {
        await page.goto(`${charla.base}/f/${id}`);
        await page.locator('charla-widget .w').waitFor();
        const name =
          id === seed.chatForm ? 'share-chat' : id === seed.classicForm ? 'share-classic' : 'share-logic';
        if (id === seed.logicForm) await page.locator('charla-widget .k').first().waitFor();
        await audit(page, name, combo);
        await shoot(page, `${name}-${combo.lang}-${combo.scheme}`);
      }
      await page.goto(host.url('/chat'));
      await page.locator('charla-widget').waitFor({ state: 'attached' });
      await page.locator('charla-widget button.l').waitFor();
      await audit(page, 'widget-closed', combo);
      await page.locator('charla-widget button.l').click();
      await page.locator('charla-widget textarea').fill('Ada');
      await page.locator('charla-widget textarea').press('Enter');
      await page.locator('charla-widget .b').nth(2).waitFor();
      await audit(page, 'widget-chat', combo);
      await page.goto(host.url('/classic'));
      await page.locator('charla-widget form').waitFor();
      await audit(page, 'widget-classic', combo);
      await context.close();
    }
    const failing = rows.filter((r) => r.counts.critical + r.counts.serious > 0);
    expect(failing.map((r) => `${r.page} ${r.lang} ${r.scheme}: ${r.rules.join(' ')}`)).toEqual([]);
  });
});
