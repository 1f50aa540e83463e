// The owner's dashboard as a new owner uses it: sign up, a pipeline, a form built and published, a visitor's
// chat through the widget on another origin, the conversation, the deal moved between stages, tickets,
// the webhook and the API key. Every page is kept as a screenshot at 1280 and 375 px.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, SCREENSHOT_DIR } from './helpers/browser';
import { type HostPages, type RunningCharla, startCharla, startHostPage } from './helpers/charla';
import {
  browserApi,
  dragTo as drag,
  navLink,
  pick as pickOption,
  pickUp,
  pressHeard,
  shootFailure,
  shoot as shootPage,
} from './helpers/dashboard';

const OWNER = { name: 'Ada Owner', email: 'ada@example.com', password: 'a-long-password' };
const Q = { name: 'What is your name?', email: 'What is your e-mail?', plan: 'Which plan?' };

let charla: RunningCharla;
let host: HostPages;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const state: { formId?: string; snippet?: string; pipelineId?: string; conversationId?: string } = {};

const shoot = (name: string) => shootPage(page, name);
const api = <T>(path: string, init?: { method?: string; body?: unknown }) => browserApi(page)<T>(path, init);
const pick = (label: string, option: string, scope?: Locator) => pickOption(page, label, option, scope);
const nav = (name: string) => navLink(page, name);
const column = (stage: string) => page.getByTestId(`column-${stage}`);
const dragTo = (source: Locator, target: Locator) => drag(page, source, target);

beforeAll(async () => {
  [charla, browser, host] = await Promise.all([
    startCharla({ env: { DEFAULT_PLAN: 'BUSINESS', WEBHOOK_ALLOW_PRIVATE: 'true' } }),
    launchBrowser(),
    startHostPage({ '/hook': 'ok' }),
  ]);
  // The outbox turns a completed conversation into the form's deal, ticket and webhook delivery.
  charla.app.jobs.start();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: charla.base });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  errors = collectPageErrors(page);
});

afterEach(async ({ task }) => {
  // A failing step leaves a picture of where it stood.
  if (task.result?.state === 'fail') await shootFailure(page, task.name);
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await charla?.close();
});

describe('dashboard: from sign-up to a completed conversation in a pipeline', () => {
  it('signs up the first owner on the first-run screen', async () => {
    await page.goto(`${charla.base}/`);
    await page.waitForURL('**/welcome');
    await page.getByRole('heading', { name: 'Welcome to Charla' }).waitFor();
    await shoot('welcome');
    await page.getByLabel('Your name').fill(OWNER.name);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Create the first account' }).click();
    await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('Build your first form').waitFor();
    await shoot('home-empty');
  });

  it('creates a pipeline with the default stages', async () => {
    await nav('Pipelines').click();
    await page.getByRole('heading', { name: 'No pipelines yet' }).waitFor();
    await shoot('pipelines-empty');
    await page.getByRole('button', { name: 'New pipeline' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Sales');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Sales' }).waitFor();
    state.pipelineId = new URL(page.url()).pathname.split('/').pop();
    for (const stage of ['New Lead', 'Contacted', 'Qualified', 'Proposal', 'Won', 'Lost'])
      await column(stage).waitFor();
  });

  it('builds a form: content, questions reordered by drag (keyboard and mouse), style, domains, automations', async () => {
    await nav('Forms').click();
    await page.getByRole('heading', { name: 'No forms yet' }).waitFor();
    await shoot('forms-empty');
    await page.getByRole('main').getByRole('button', { name: 'New form' }).first().click();
    await page.waitForURL('**/forms/new');
    await page.getByLabel('Form name').fill('Acme leads');
    await page.getByLabel('Welcome message').fill('Hi! Three quick questions and we are done.');
    await page.getByLabel('Goodbye message').fill('Thanks, we will be in touch.');
    await page.getByLabel('Objective').fill('Qualify leads for a product demo');
    await shoot('builder-content');

    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('button', { name: 'Add question' }).click();
    const rows = page.getByTestId('question-row');
    await rows.nth(2).locator('[data-question-text]').fill(Q.plan);
    await rows.nth(2).getByRole('combobox', { name: /Type$/ }).click();
    await page.getByRole('option', { name: 'Choice', exact: true }).click();
    const options = rows.nth(2).getByLabel('Options');
    for (const o of ['Basic', 'Pro']) {
      await options.fill(o);
      await options.press('Enter');
    }
    const texts = () =>
      page
        .locator('[data-question-text]')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    // Keyboard: pick up the third question, move it up twice, drop it.
    await pickUp(page, page.getByRole('button', { name: 'Drag question 3' }));
    await pressHeard(page, 'ArrowUp', /Question is now at position 2\./);
    await pressHeard(page, 'ArrowUp', /Question is now at position 1\./);
    await page.keyboard.press('Space');
    await expect.poll(texts).toEqual([Q.plan, Q.name, Q.email]);
    // Mouse: drag it back to the bottom.
    await dragTo(page.getByRole('button', { name: 'Drag question 1' }), rows.nth(2));
    await expect.poll(texts).toEqual([Q.name, Q.email, Q.plan]);
    await shoot('builder-questions');

    await page.getByRole('tab', { name: 'Style' }).click();
    await page.getByLabel('Main colour').fill('#0F766E');
    await page.getByText('Live preview').click();
    await page.getByText('Bottom left').click();
    // The live preview runs the real widget script on the unsaved draft.
    const preview = page.frameLocator('[data-testid="widget-preview"]');
    await preview.locator('charla-widget').waitFor({ state: 'attached' });
    await expect
      .poll(() => preview.locator('charla-widget').evaluate((el) => el.shadowRoot?.textContent ?? ''))
      .toContain('Three quick questions');
    await page.waitForTimeout(600);
    await shoot('builder-style');
    // A full-page capture leaves fixed content inside frames out; the preview on a phone, on its own:
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByTestId('widget-preview').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page
      .getByTestId('widget-preview')
      .screenshot({ path: `${SCREENSHOT_DIR}/dashboard-builder-style-preview-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('tab', { name: 'Domains & automations' }).click();
    const domains = page.getByRole('combobox', { name: 'Allowed domains' });
    await domains.fill('127.0.0.1');
    await domains.press('Enter');
    await page.getByLabel('Create a deal in a pipeline').check();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Stage', exact: true }).inputValue())
      .toBe('New Lead');
    await page.getByLabel('Create a support ticket').check();
    await shoot('builder-settings');

    await page.getByRole('button', { name: 'Create form' }).click();
    await page.waitForURL(/\/forms\/frm_[^/?]+\?tab=embed/);
    state.formId = new URL(page.url()).pathname.split('/').pop();
    const form = (
      await api<{
        questions: { text: string; order: number }[];
        automations: unknown;
        allowedDomains: string[];
        style: { primaryColor: string; position: string };
      }>(`/api/forms/${state.formId}`)
    ).body;
    expect(form.questions.map((q) => q.text)).toEqual([Q.name, Q.email, Q.plan]);
    expect(form.allowedDomains).toEqual(['127.0.0.1']);
    expect(form.style).toMatchObject({ primaryColor: '#0F766E', position: 'bottom-left' });
    expect(form.automations).toEqual({
      createDeal: { pipelineId: state.pipelineId, stageId: expect.any(String) },
      createTicket: true,
    });
  });

  it('publishes the form and copies the embed snippet', async () => {
    await page.getByText('The form is not published yet').waitFor();
    await shoot('builder-embed-draft');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    state.snippet = (await page.getByTestId('embed-snippet').textContent()) ?? '';
    expect(state.snippet).toBe(
      `<script src="${charla.base}/api/widget" data-form-id="${state.formId}" async></script>`,
    );
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await page.getByRole('button', { name: 'Copied' }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(state.snippet);
    await shoot('builder-embed');
  });

  it('configures the webhook, sends a test and retries a delivery from the log', async () => {
    await page.getByRole('tab', { name: 'Webhook' }).click();
    await page.getByLabel('Endpoint URL').fill(host.url('/hook'));
    await page.getByLabel('Signing secret').fill('a-signing-secret');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.getByText('A secret is set').waitFor();
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Delivered: your endpoint answered HTTP 200.').waitFor();
    const log = page.getByTestId('delivery-log');
    await log.getByText('Delivered').first().waitFor();
    await log.getByRole('button', { name: 'Retry' }).first().click();
    await expect
      .poll(async () => log.locator('tbody tr').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await shoot('builder-webhook');
  });

  it('lists, searches and filters forms, and generates a draft with AI', async () => {
    await nav('Forms').click();
    await page.getByRole('link', { name: 'Acme leads' }).waitFor();
    await page.getByLabel('Search forms by name').fill('zzz');
    await page.getByText('No form matches these filters.').waitFor();
    await page.getByLabel('Search forms by name').fill('acme');
    await page.getByRole('link', { name: 'Acme leads' }).waitFor();
    await page.getByText('Published', { exact: true }).first().click();
    await page.getByRole('link', { name: 'Acme leads' }).waitFor();
    await shoot('forms');

    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await page
      .getByLabel('Describe your business and what you want to ask')
      .fill('A bakery in Seville that takes orders for birthday cakes.');
    await shoot('forms-generate');
    await page.getByRole('button', { name: 'Generate draft' }).click();
    await page.waitForURL('**/forms/new');
    await page.getByText('Not created yet').waitFor();
    expect(await page.getByLabel('Form name').inputValue()).not.toBe('');
    // No model on this server: the builder says the draft comes from a template.
    await page.getByTestId('generated-draft').getByText('comes from a template').waitFor();
    await shoot('builder-generated');
    // Leaving an unsaved draft asks first.
    page.once('dialog', (d) => void d.accept());
    await nav('Home').click();
    await page.waitForURL(`${charla.base}/`);
  });

  it('a visitor chats with the published form through the widget on another origin', async () => {
    host.set(
      '/',
      `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme</title></head><body><h1>Acme</h1>${state.snippet}</body></html>`,
    );
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const site = await visitor.newPage();
    await site.goto(host.url('/'));
    const widget = site.locator('charla-widget');
    await widget.locator('button.l').click();
    const bubble = (text: string) => widget.locator('.b', { hasText: text });
    await bubble(Q.name).waitFor();
    const input = widget.locator('textarea');
    await input.fill('Grace Hopper');
    await input.press('Enter');
    await bubble(Q.email).waitFor();
    await input.fill('grace@example.com');
    await input.press('Enter');
    await widget.locator('.c button', { hasText: 'Pro' }).click();
    await bubble('Thanks, we will be in touch.').waitFor();
    await site.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-widget-on-host-1280.png` });
    await visitor.close();
  });

  it('shows the conversation in the list, its transcript and collected data, and exports CSV', async () => {
    await page.reload();
    await page.getByText('Grace Hopper').first().waitFor();
    await shoot('home');
    await nav('Conversations').click();
    const table = page.getByTestId('conversations-table');
    await table.getByText('Completed').waitFor();
    await pick('Form', 'Acme leads');
    await pick('Status', 'Completed');
    await table.getByText('Grace Hopper').filter({ visible: true }).first().waitFor();
    await shoot('conversations');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain(`${Q.name},${Q.email},${Q.plan}`);
    expect(csv).toContain('Grace Hopper,grace@example.com,Pro');

    await table.getByRole('link', { name: 'Acme leads' }).click();
    await page.getByTestId('transcript').getByText('Grace Hopper').waitFor();
    state.conversationId = new URL(page.url()).pathname.split('/').pop();
    const data = page.getByTestId('collected-data');
    await data.getByText('grace@example.com').waitFor();
    await data.getByText('Pro', { exact: true }).waitFor();
    await shoot('conversation');
  });

  it('moves the deal the form created between stages by mouse and by keyboard, and edits it', async () => {
    await nav('Pipelines').click();
    await page.waitForURL(`**/pipelines/${state.pipelineId}`);
    const card = page.getByTestId('kanban-card').first();
    // The outbox worker makes the deal shortly after the conversation completed.
    const dealCount = async () =>
      (await api<{ deals: unknown[] }>(`/api/pipelines/${state.pipelineId}/deals`)).body.deals.length;
    await expect.poll(dealCount, { timeout: 20_000 }).toBe(1);
    await page.reload();
    await column('New Lead').getByTestId('kanban-card').waitFor();
    const stageOf = async () => {
      const { body } = await api<{ deals: { stage: { name: string } }[] }>(
        `/api/pipelines/${state.pipelineId}/deals`,
      );
      return body.deals[0]?.stage.name;
    };
    await shoot('pipeline');
    await dragTo(card, column('Contacted'));
    await column('Contacted').getByTestId('kanban-card').waitFor();
    await expect.poll(stageOf).toBe('Contacted');

    await pickUp(page, column('Contacted').getByTestId('kanban-card'));
    await pressHeard(page, 'ArrowRight', /Over column Qualified\./);
    await page.keyboard.press('Space');
    await column('Qualified').getByTestId('kanban-card').waitFor();
    await expect.poll(stageOf).toBe('Qualified');

    await column('Qualified')
      .getByRole('button', { name: /^Edit:/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Value').fill('1200');
    expect(await dialog.getByLabel('Contact e-mail').inputValue()).toBe('grace@example.com');
    await dialog.getByRole('link', { name: /Open the conversation/ }).waitFor();
    await shoot('deal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await column('Qualified').getByTestId('column-summary').getByText('$1,200.00').waitFor();
    await page.getByRole('button', { name: 'New deal' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill('Walk-in customer');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await column('New Lead').getByText('Walk-in customer').waitFor();
    await shoot('pipeline-deals');
  });

  it('creates a ticket with assignee and priority, and moves tickets on the board', async () => {
    await nav('Tickets').click();
    const table = page.getByTestId('tickets-table');
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Subject').fill('Cannot log in to the portal');
    await pick('Priority', 'High', dialog);
    await dialog.getByLabel('Assignee name').fill('Linus');
    await dialog.getByLabel('Contact e-mail').fill('client@example.com');
    await shoot('ticket-new');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await table.getByText('Cannot log in to the portal').waitFor();
    await table.getByText('Linus').waitFor();
    await page.getByLabel('Search').fill('portal');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Search').fill('');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await shoot('tickets');

    await page.getByText('Board', { exact: true }).click();
    const ticket = page.getByTestId('column-Open').getByTestId('kanban-card').filter({ hasText: 'portal' });
    await dragTo(ticket, page.getByTestId('column-In progress'));
    await page.getByTestId('column-In progress').getByText('Cannot log in to the portal').waitFor();
    const { body } = await api<{ tickets: { subject: string; status: string }[] }>(
      '/api/tickets?search=portal',
    );
    expect(body.tickets[0]?.status).toBe('IN_PROGRESS');
    await shoot('tickets-board');
  });

  it('renames the owner and regenerates the API key with a warning and a one-time reveal', async () => {
    await nav('Settings').click();
    await page.getByRole('main').getByLabel('Name').fill('Ada Lovelace');
    await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('user-menu').getByText('Ada Lovelace').waitFor();
    const generate = page.getByRole('button', { name: /Generate a key|Regenerate key/ });
    if ((await generate.textContent())?.includes('Regenerate')) {
      await generate.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Regenerate key' }).click();
    } else await generate.click();
    const first = (await page.getByTestId('revealed-key').textContent())!;
    await page.getByRole('button', { name: 'I have saved it' }).click();

    await page.getByRole('button', { name: 'Regenerate key' }).click();
    await page.getByText('The current key stops working immediately').waitFor();
    await shoot('settings-key-warning');
    await page.getByRole('dialog').getByRole('button', { name: 'Regenerate key' }).click();
    const second = (await page.getByTestId('revealed-key').textContent())!;
    expect(second).toMatch(/^chl_[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    await shoot('settings-key-reveal');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    expect(await page.getByTestId('masked-key').textContent()).toBe(`chl_...${second.slice(-4)}`);
    const status = async (key: string) =>
      (await fetch(`${charla.base}/api/users/me`, { headers: { authorization: `Bearer ${key}` } })).status;
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
    await shoot('settings');
    expect(errors).toEqual([]);
  });
});
