// A form's analytics as they happen: the widget on a host page of another origin reports a view and an open
// (no cookie, no identifier, no preflight), the share page a view; the owner reads the funnel, the days and
// the questions, in English and Spanish, at 1280 and 375 px, and answers a visitor's question into the
// form's knowledge.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { visitorQuestion } from '../src/server/db/schema';
import { signUp } from '../test/helpers/app';
import { collectPageErrors, launchBrowser } from './helpers/browser';
import { type HostPages, type RunningCharla, startCharla, startHostPage } from './helpers/charla';
import { shootFailure, shoot as shootPage } from './helpers/dashboard';

let charla: RunningCharla;
let host: HostPages;
let browser: Browser;
let owner: { cookie: string };
let formId: string;
let page: Page;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [charla, browser, host] = await Promise.all([
    startCharla({ env: { DEFAULT_PLAN: 'BUSINESS' } }),
    launchBrowser(),
    startHostPage(),
  ]);
  owner = await signUp(charla, { name: 'Ada', email: 'ada@example.com', password: 'long-password-1' });
  const created = await charla.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: { cookie: owner.cookie, origin: charla.base },
    payload: {
      name: 'Garden quotes',
      language: 'EN',
      welcomeMessage: 'Hi! A few questions.',
      goodbyeMessage: 'Thanks!',
      questions: [
        { order: 1, text: 'What is your name?', type: 'text', required: true },
        { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  formId = (created.json() as { id: string }).id;
  const published = await charla.app.inject({
    method: 'PUT',
    url: `/api/forms/${formId}`,
    headers: { cookie: owner.cookie, origin: charla.base },
    payload: { isPublished: true },
  });
  expect(published.statusCode).toBe(200);
  host.set(
    '/',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<h1>Acme Gardens</h1><script src="${charla.base}/api/widget" data-form-id="${formId}" async></script></body></html>`,
  );
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await shootFailure(page, task.name);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await host?.close();
  await charla?.close();
});

async function ownerPage(locale: 'en-US' | 'es-ES') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('charla.session', '1'));
  await context.addCookies(
    owner.cookie.split('; ').map((c) => {
      const i = c.indexOf('=');
      return { name: c.slice(0, i), value: c.slice(i + 1), url: charla.base };
    }),
  );
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

const read = async () =>
  (
    await charla.app.inject({
      method: 'GET',
      url: `/api/forms/${formId}/analytics`,
      headers: { cookie: owner.cookie },
    })
  ).json() as { views: number; opens: number; starts: number; completions: number };

describe('analytics: counted as visitors come, read by the owner', () => {
  it('counts a view when the widget shows, an open when the chat opens, and a view on the share page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    page = await context.newPage();
    const errors = collectPageErrors(page);
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/events')) sent.push(r);
    });
    await page.goto(host.url('/'));
    const widget = page.locator('charla-widget');
    await widget.locator('button.l').waitFor();
    await expect.poll(read).toMatchObject({ views: 1, opens: 0 });
    await widget.locator('button.l').click();
    await widget.locator('button.l').click(); // closed…
    await widget.locator('button.l').click(); // …and opened again: still one open for this page view
    const input = widget.locator('textarea');
    await input.fill('Ada Lovelace');
    await input.press('Enter');
    await widget.locator('.b', { hasText: 'What is your e-mail?' }).waitFor();
    await expect.poll(read).toMatchObject({ views: 1, opens: 1, starts: 1 });
    // What the widget sent: a simple request (no preflight), no cookie, no identifier.
    expect(sent.map((r) => [r.method(), r.postData()])).toEqual([
      ['POST', '{"type":"view"}'],
      ['POST', '{"type":"open"}'],
    ]);
    for (const r of sent) {
      const headers = await r.allHeaders();
      expect(headers.cookie).toBeUndefined();
      expect(headers['content-type']).toMatch(/^text\/plain/);
    }
    await page.goto(`${charla.base}/f/${formId}`);
    await page.locator('charla-widget textarea').waitFor();
    await expect.poll(read).toMatchObject({ views: 2, opens: 1, starts: 1 });
    expect(errors).toEqual([]);
  });

  it('shows the funnel, the days, the questions and the median to the owner, in English, at 1280 and 375 px', async () => {
    await charla.db.insert(visitorQuestion).values({
      conversationId: (await charla.db.query.conversation.findFirst({ columns: { id: true } }))!.id,
      formId,
      text: 'Do you work on Sundays?',
      answered: false,
    });
    const p = await ownerPage('en-US');
    const errors = collectPageErrors(p);
    await p.goto(`${charla.base}/forms`);
    await p.getByRole('button', { name: 'View analytics: Garden quotes' }).click();
    await p.getByRole('heading', { level: 1, name: 'Analytics: Garden quotes' }).waitFor();
    expect(new URL(p.url()).pathname).toBe(`/forms/${formId}/analytics`);
    const stat = (label: string) => p.locator('.mantine-Card-root', { hasText: label }).first();
    await expect.poll(() => stat('Views').innerText()).toContain('2');
    expect(await stat('Opens').innerText()).toContain('50%');
    expect(await stat('Starts').innerText()).toContain('1');
    expect(await stat('Median time to complete').innerText()).toContain('No completions yet');
    await p.getByRole('img', { name: 'Funnel: 2 views, 1 opens, 1 starts, 0 completions' }).waitFor();
    await p.getByRole('img', { name: /^Chart per day from .*: 2 views, 1 starts, 0 completions$/ }).waitFor();
    const rows = p.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).innerText()).toMatch(/1\. What is your name\?\s+1\s+1\s+0\s+0\s+0/);
    expect(await rows.nth(2).innerText()).toMatch(/2\. What is your e-mail\?\s+1\s+0\s+0\s+0\s+0/);
    await shootPage(p, 'analytics');

    // A shorter period is the URL's.
    await p.locator('label', { hasText: /^7 days$/ }).click();
    await p.waitForURL('**/analytics?days=7');
    await expect.poll(() => stat('Views').innerText()).toContain('2');

    // The visitor's question, answered into the form's knowledge: it leaves the list.
    const item = p.getByRole('listitem').filter({ hasText: 'Do you work on Sundays?' });
    await item.getByRole('button', { name: 'Answer' }).click();
    const dialog = p.getByRole('dialog', { name: 'Add to the form’s knowledge' });
    await dialog.getByLabel('Your answer').fill('Yes, from 10 to 14.');
    await dialog.getByRole('button', { name: 'Add to knowledge' }).click();
    await p.getByText('Added to the form’s knowledge.').waitFor();
    await p.getByText('None in this period.').waitFor();
    const form = await charla.app.inject({
      method: 'GET',
      url: `/api/forms/${formId}`,
      headers: { cookie: owner.cookie },
    });
    expect(form.json().knowledge).toBe('Q: Do you work on Sundays?\nA: Yes, from 10 to 14.');
    expect(errors).toEqual([]);
  });

  it('reads in Spanish', async () => {
    const p = await ownerPage('es-ES');
    await p.goto(`${charla.base}/forms/${formId}/analytics`);
    await p.getByRole('heading', { level: 1, name: 'Analítica: Garden quotes' }).waitFor();
    await p.getByRole('heading', { name: 'Embudo' }).waitFor();
    await p.getByRole('columnheader', { name: 'Abandono' }).waitFor();
    await shootPage(p, 'analytics-es');
  });
});
