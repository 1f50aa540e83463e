// The pages and fixes of issue #16 in the browser: signed-out pages without 401s, closed sign-up, forgot and
// reset password through a real SMTP server, change password, the builder's share link, QR code and
// notifications, the FREE publish block, conversation search and delete, Spanish API errors and dark mode.
// Screenshots at 1280 and 375 px, in English and Spanish.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../test/helpers/smtp';
import { launchBrowser } from './helpers/browser';
import { type RunningCharla, startCharla } from './helpers/charla';
import { browserApi, navLink, shootFailure, shoot as shootPage } from './helpers/dashboard';

const OWNER = { name: 'Rosa Owner', email: 'rosa@example.com', password: 'first-password-1' };
const NEW_PASSWORD = 'second-password-2';
const LAST_PASSWORD = 'third-password-3';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let charla: RunningCharla;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];
const state: { formId?: string } = {};

const shoot = (name: string, p: Page = page) => shootPage(p, name);
const api = <T>(path: string, init?: { method?: string; body?: unknown }) => browserApi(page)<T>(path, init);

/** A fresh signed-out browser in a language, its console errors collected. */
async function guest(locale = 'en-US') {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  const p = await ctx.newPage();
  p.setDefaultTimeout(10_000);
  p.on('console', (m) => m.type() === 'error' && consoleErrors.push(`${p.url()}: ${m.text()}`));
  return { ctx, p };
}

async function signIn(p: Page, password: string) {
  await p.getByLabel('E-mail').fill(OWNER.email);
  await p.getByRole('textbox', { name: 'Password' }).fill(password);
  await p.getByRole('button', { name: 'Sign in' }).click();
}

beforeAll(async () => {
  smtp = await startSmtp();
  [charla, browser] = await Promise.all([
    startCharla({ env: { SMTP_URL: smtp.url, SIGNUP: 'closed', DEFAULT_PLAN: 'FREE' } }),
    launchBrowser(),
  ]);
  // The mail worker sends the reset e-mails.
  charla.app.jobs.start();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(`${page.url()}: ${m.text()}`));
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await shootFailure(page, task.name);
});

afterAll(async () => {
  await browser?.close();
  await charla?.close();
  await smtp?.close();
});

describe('dashboard: accounts, sharing and the walk-through fixes of #16', () => {
  it('shows the signed-out pages without a single console error, then signs up the first owner', async () => {
    for (const path of ['/', '/forms', '/sign-in', '/sign-up']) {
      await page.goto(charla.base + path);
      await page.getByRole('heading', { name: 'Welcome to Charla' }).waitFor();
    }
    expect(consoleErrors).toEqual([]);
    // SIGNUP=closed still lets the instance's first account in.
    await page.getByLabel('Your name').fill(OWNER.name);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Create the first account' }).click();
    await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
  });

  it('explains closed sign-up, in English and Spanish, with no form', async () => {
    const { ctx, p } = await guest();
    await p.goto(`${charla.base}/sign-in`);
    await p.getByRole('heading', { name: 'Sign in to Charla' }).waitFor();
    await p.getByRole('link', { name: 'Create account' }).click();
    await p.getByRole('heading', { name: 'Sign-up is closed' }).waitFor();
    await p.getByText('POST /api/admin/users').waitFor();
    expect(await p.getByRole('textbox').count()).toBe(0);
    await shoot('signup-closed-en', p);
    await p.getByText('ES', { exact: true }).click();
    await p.getByRole('heading', { name: 'El registro está cerrado' }).waitFor();
    await shoot('signup-closed-es', p);
    await ctx.close();
    expect(consoleErrors).toEqual([]);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { ctx, p } = await guest();
    await p.goto(`${charla.base}/sign-in`);
    await p.getByRole('link', { name: 'Forgot password?' }).click();
    await p.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await shoot('forgot-password-en', p);
    // An unknown address gets the very same confirmation.
    await p.getByLabel('E-mail').fill('nobody@example.com');
    await p.getByRole('button', { name: 'Send the link' }).click();
    const sent = p.getByRole('status').getByText('If an account exists for that address');
    await sent.waitFor();
    await p.reload();
    await p.getByLabel('E-mail').fill(OWNER.email);
    await p.getByRole('button', { name: 'Send the link' }).click();
    await sent.waitFor();
    await shoot('forgot-password-sent-en', p);
    await smtp.waitFor(1);
    expect(smtp.received.map((m) => m.to)).toEqual([[OWNER.email]]);
    const link = new RegExp(`${charla.base}/reset-password\\?token=[\\w-]+`).exec(
      smtp.received[0]!.mail.text ?? '',
    )?.[0];
    expect(link, smtp.received[0]!.mail.text).toBeDefined();

    await p.goto(link!);
    await p.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await shoot('reset-password-en', p);
    await p.getByLabel('New password').fill('short');
    await p.getByRole('button', { name: 'Set the new password' }).click();
    await p.getByText('At least 8 characters.').first().waitFor();
    await p.getByLabel('New password').fill(NEW_PASSWORD);
    await p.getByRole('button', { name: 'Set the new password' }).click();
    await p.getByText('Your password has been changed').waitFor();
    // The link works once.
    await p.goto(link!);
    await p.getByLabel('New password').fill('yet-another-password');
    await p.getByRole('button', { name: 'Set the new password' }).click();
    await p.getByRole('alert').getByText('This link has expired or was already used').waitFor();
    await p.getByText('ES', { exact: true }).click();
    await p.getByRole('heading', { name: 'Elige una contraseña nueva' }).waitFor();
    await shoot('reset-password-es', p);
    await p.goto(`${charla.base}/sign-in`);
    await p.getByText('EN', { exact: true }).click();
    await signIn(p, NEW_PASSWORD);
    await p.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
    await ctx.close();
  });

  it('changes the password in Settings', async () => {
    // The reset signed every session out, this one too.
    await page.goto(`${charla.base}/settings`);
    await page.waitForURL('**/sign-in**');
    await signIn(page, NEW_PASSWORD);
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill(LAST_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();
    await shoot('settings-password');
    const { ctx, p } = await guest();
    await p.goto(`${charla.base}/sign-in`);
    await signIn(p, LAST_PASSWORD);
    await p.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
    await ctx.close();
  });

  it('builds a form without asking for /api/forms/, notifies by default, and shares it by link and QR code', async () => {
    const asked: string[] = [];
    const onRequest = (r: { url(): string }) => asked.push(new URL(r.url()).pathname);
    page.on('request', onRequest);
    await page.goto(`${charla.base}/forms/new`);
    await page.getByRole('heading', { name: 'New form' }).waitFor();
    await page.getByRole('tab', { name: 'Domains & automations' }).click();
    // The server sends e-mail: a new form notifies its owner unless told otherwise.
    expect(await page.getByLabel('E-mail me when a conversation is completed').isChecked()).toBe(true);
    page.off('request', onRequest);
    expect(asked).not.toContain('/api/forms/');
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByLabel('Form name').fill('Share me <please>');
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.waitForURL(/\/forms\/frm_[^/?]+\?tab=embed/);
    state.formId = /\/forms\/(frm_[^/?]+)/.exec(page.url())![1];
    const link = `${charla.base}/f/${state.formId}`;
    expect(await page.getByTestId('share-link').inputValue()).toBe(link);
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await page.getByRole('img', { name: `QR code of ${link}` }).waitFor();
    await page.getByTestId('publish-switch').click();
    await page.getByText('Published', { exact: true }).first().waitFor();
    await shoot('builder-share');

    // Only other sites are listed: the share page, on Charla's own origin, still works.
    const put = await api(`/api/forms/${state.formId}`, {
      method: 'PUT',
      body: { allowedDomains: ['example.com'] },
    });
    expect(put.status).toBe(200);
    const before = consoleErrors.length;
    const { ctx, p } = await guest();
    await p.goto(link);
    expect(await p.title()).toBe('Share me <please>');
    const box = p.locator('charla-widget textarea');
    await box.fill('Rosa');
    await box.press('Enter');
    // The message was taken (a conversation exists), not refused as another site's.
    await expect
      .poll(
        async () =>
          (await api<{ pagination: { total: number } }>(`/api/conversations?formId=${state.formId}`)).body
            .pagination.total,
      )
      .toBe(1);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
    expect(await p.locator('charla-widget').innerText()).not.toContain('not available on this site');
    expect(consoleErrors.slice(before)).toEqual([]);
    await shoot('share-page', p);
    await ctx.close();
  });

  it('keeps publishing off, with the reason, for a FREE classic form with a required file question', async () => {
    const res = await api<{ id: string }>('/api/forms', {
      method: 'POST',
      body: {
        name: 'CV upload',
        formType: 'CLASSIC',
        welcomeMessage: 'Hi',
        goodbyeMessage: 'Bye',
        questions: [
          { order: 0, text: 'Your name?', type: 'text', required: true },
          { order: 1, text: 'Your CV', type: 'file', required: true, fileCategory: 'document' },
        ],
      },
    });
    expect(res.status).toBe(201);
    await page.goto(`${charla.base}/forms/${res.body.id}`);
    await page.getByTestId('publish-blocked').getByText('Your FREE plan has no file uploads').waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await shoot('builder-publish-blocked');
  });

  it('searches conversations by their answers (bound to the address) and deletes one', async () => {
    const form = await api<{ id: string }>('/api/forms', {
      method: 'POST',
      body: {
        name: 'Contact',
        formType: 'CLASSIC',
        welcomeMessage: 'Hi',
        goodbyeMessage: 'Bye',
        questions: [{ order: 0, text: 'Your name?', type: 'text', required: true }],
      },
    });
    await api(`/api/forms/${form.body.id}`, { method: 'PUT', body: { isPublished: true } });
    for (const name of ['Grace Hopper', 'Alan Turing']) {
      const r = await charla.app.inject({
        method: 'POST',
        url: `/api/forms/${form.body.id}/submit`,
        headers: { origin: 'https://site.example' },
        payload: { answers: { 'Your name?': name } },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    await navLink(page, 'Conversations').click();
    const rows = page.getByTestId('conversations-table').locator('tbody tr');
    // Two here, and the one from the share page.
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByLabel('Search answers').fill('grace');
    await page.waitForURL(/[?&]q=grace/);
    await expect.poll(() => rows.count()).toBe(1);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
    expect(await rows.first().innerText()).toContain('Grace Hopper');
    await shoot('conversations-search');
    await page.getByRole('button', { name: /^Delete the conversation of Contact/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Conversation deleted').waitFor();
    await page.getByText('No conversation matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
    expect(await rows.first().innerText()).toContain('Alan Turing');
    // And from the conversation's own page.
    await rows.first().getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { name: 'Contact' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/conversations$/);
    await page.getByText('Conversation deleted').last().waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
    expect(await rows.first().innerText()).not.toContain('Alan Turing');
  });

  it('says the plan limit in Spanish and disables “New form” at 3 of 3', async () => {
    await page.goto(`${charla.base}/`);
    await page.getByText('ES', { exact: true }).click();
    await page.getByRole('heading', { name: `Hola, ${OWNER.name}` }).waitFor();
    const create = page.getByRole('main').getByRole('button', { name: 'Nuevo formulario' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByText('Tu plan FREE permite 3 formularios').waitFor();
    await page.goto(`${charla.base}/forms/new`);
    await page.getByRole('button', { name: 'Crear formulario' }).click();
    await page.getByText('Límite del plan alcanzado: máximo 3 formularios').waitFor();
    expect(await page.getByText('Plan limit reached').count()).toBe(0);
    await shoot('forms-limit-es');
  });

  it('keeps the skip link out of sight, shadow and all, until it has the focus', async () => {
    await page.goto(`${charla.base}/`);
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    const look = () =>
      skip.evaluate((e) => ({
        width: e.getBoundingClientRect().width,
        shadow: getComputedStyle(e).boxShadow,
      }));
    expect(await look()).toEqual({ width: 1, shadow: 'none' });
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((e) => e === document.activeElement)).toBe(true);
    const focused = await look();
    expect(focused.width).toBeGreaterThan(40);
    expect(focused.shadow).not.toBe('none');
  });

  it('follows the dark-mode choice and keeps it after a reload', async () => {
    await page.goto(`${charla.base}/`);
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const toggle = page.getByTestId('color-scheme');
    // System (light here) → light → dark.
    while ((await toggle.getAttribute('data-scheme')) !== 'dark') await toggle.click();
    expect(await scheme()).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: `Hola, ${OWNER.name}` }).waitFor();
    expect(await scheme()).toBe('dark');
    await shoot('home-dark-es');
    await toggle.click();
    expect(await toggle.getAttribute('data-scheme')).toBe('auto');
  });
});
