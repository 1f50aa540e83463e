// The dashboard around the main journey: the first-run screen in the browser's language, sign-in and
// sign-out, API errors shown in the API's words, what a FREE plan lacks and why buttons are disabled,
// billing that is not configured, deep links and the not-found page. Screenshots at 1280 and 375 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from './helpers/browser';
import { type RunningCharla, startCharla } from './helpers/charla';
import { navLink, shootFailure, shoot as shootPage } from './helpers/dashboard';

const OWNER = { name: 'Lucía Free', email: 'lucia@example.com', password: 'another-long-password' };

let charla: RunningCharla;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const shoot = (name: string) => shootPage(page, name);
const nav = (name: string) => navLink(page, name);

beforeAll(async () => {
  [charla, browser] = await Promise.all([startCharla(), launchBrowser()]);
  // A Spanish-speaking browser: the interface starts in Spanish.
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  errors = collectPageErrors(page);
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await shootFailure(page, task.name);
});

afterAll(async () => {
  await browser?.close();
  await charla?.close();
});

describe('dashboard: access, languages and plan gates', () => {
  it('shows the first-run screen in the browser language, switches language and signs up', async () => {
    await page.goto(`${charla.base}/forms`);
    await page.waitForURL('**/welcome');
    await page.getByRole('heading', { name: 'Bienvenido a Charla' }).waitFor();
    await shoot('welcome-es');
    // Validation messages come from the contract's schemas, in the interface language.
    await page.getByRole('button', { name: 'Crear la primera cuenta' }).click();
    await page.getByText('Escribe un correo válido.').waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome to Charla' }).waitFor();
    await page.getByLabel('Your name').fill(OWNER.name);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Create the first account' }).click();
    await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
    // Once an account exists the first-run screen is gone.
    await page.goto(`${charla.base}/welcome`);
    await page.waitForURL(`${charla.base}/`);
  });

  it('explains what FREE lacks: pipelines and tickets', async () => {
    await nav('Pipelines').click();
    await page
      .getByTestId('gate-pipelines')
      .getByText('Pipelines and deals are available on the PRO and BUSINESS plans. Your plan is FREE.')
      .waitFor();
    const create = page.getByRole('button', { name: 'New pipeline' });
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.hover();
    await page.getByRole('tooltip').getByText('Your plan is FREE').waitFor();
    await shoot('pipelines-free');
    await nav('Tickets').click();
    await page.getByTestId('gate-tickets').waitFor();
    expect(await page.getByRole('button', { name: 'New ticket' }).getAttribute('aria-disabled')).toBe('true');
    await shoot('tickets-free');
  });

  it('disables new forms at the plan limit and gates webhooks and branding in the builder', async () => {
    for (const name of ['One', 'Two', 'Three']) {
      const status = await page.evaluate(
        async (name) =>
          (
            await fetch('/api/forms', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                name,
                welcomeMessage: 'Hi',
                goodbyeMessage: 'Bye',
                questions: [{ order: 0, text: 'Name?', type: 'text', required: true }],
              }),
            })
          ).status,
        name,
      );
      expect(status).toBe(201);
    }
    await nav('Forms').click();
    await page.getByRole('link', { name: 'Three' }).waitFor();
    const create = page.getByRole('main').getByRole('button', { name: 'New form' });
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.hover();
    await page.getByRole('tooltip').getByText('Your FREE plan allows 3 forms').waitFor();
    await shoot('forms-limit');

    await page.getByRole('link', { name: 'Three' }).click();
    await page.getByRole('tab', { name: 'Webhook' }).click();
    await page
      .getByTestId('gate-webhooks')
      .getByText('Webhooks are available on the PRO and BUSINESS plans.')
      .waitFor();
    await shoot('builder-webhook-free');
    await page.getByRole('tab', { name: 'Style' }).click();
    expect(await page.getByLabel('Show “Powered by Charla”').isDisabled()).toBe(true);
  });

  it('shows the API message when billing is not configured', async () => {
    await nav('Settings').click();
    await page.getByTestId('current-plan').getByText('FREE').waitFor();
    await page.getByRole('button', { name: 'Upgrade to PRO' }).click();
    await page.getByRole('alert').getByText('Billing is not configured').waitFor();
    await page.getByText('This instance takes no payments').waitFor();
    await shoot('settings-free');
  });

  it('signs out, shows a failed sign-in in the API words, and signs in again', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Sign in to Charla' }).waitFor();
    expect(await page.evaluate(() => fetch('/api/users/me').then((r) => r.status))).toBe(401);
    await shoot('sign-in');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .getByText(/invalid/i)
      .waitFor();
    await shoot('sign-in-error');
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create your Charla account' }).waitFor();
    await shoot('sign-up');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in to Charla' }).waitFor();
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
  });

  it('opens deep links directly, sends signed-out visitors to sign-in and back, and has a not-found page', async () => {
    await page.goto(`${charla.base}/tickets?view=board`);
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
    await page.goto(`${charla.base}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await shoot('not-found');
    const guest = await browser.newPage();
    await guest.goto(`${charla.base}/conversations`);
    await guest.waitForURL(/\/sign-in\?redirect=/);
    await guest.getByRole('heading', { name: 'Sign in to Charla' }).waitFor();
    await guest.getByLabel('E-mail').fill(OWNER.email);
    await guest.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await guest.getByRole('button', { name: 'Sign in' }).click();
    await guest.waitForURL('**/conversations');
    await guest.close();
  });

  it('speaks Spanish everywhere after switching', async () => {
    await page.goto(`${charla.base}/`);
    await page.getByText('ES', { exact: true }).click();
    await page.getByRole('heading', { name: `Hola, ${OWNER.name}` }).waitFor();
    await shoot('home-es');
    await nav('Formularios').click();
    await page.getByRole('heading', { name: 'Formularios' }).waitFor();
    await shoot('forms-es');
    expect(errors).toEqual([]);
  });
});

describe('first run after the setup window', () => {
  it('explains how to make the first account, and the setup link opens the sign-up form', async () => {
    const closed = await startCharla({ env: { SETUP_WINDOW_MINUTES: '0' } });
    const guest = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    try {
      const p = await guest.newPage();
      p.setDefaultTimeout(10_000);
      await p.goto(`${closed.base}/`);
      await p.waitForURL('**/welcome');
      await p.getByRole('heading', { name: 'The setup window has closed' }).waitFor();
      await p.getByText('charla user create', { exact: false }).waitFor();
      expect(await p.getByRole('button', { name: 'Create the first account' }).count()).toBe(0);
      const { token } = await closed.app.setup.state();
      await p.goto(`${closed.base}/welcome?setup=${token}`);
      await p.getByLabel('Your name').fill('Ada');
      await p.getByLabel('E-mail').fill('ada@example.com');
      await p.getByRole('textbox', { name: 'Password' }).fill('a-long-password');
      await p.getByRole('button', { name: 'Create the first account' }).click();
      await p.getByRole('heading', { name: 'Hello, Ada' }).waitFor();
    } finally {
      await guest.close();
      await closed.close();
    }
  });
});
