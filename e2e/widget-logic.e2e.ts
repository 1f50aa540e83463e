// Forms with logic as a visitor meets them (issue 23): questions that appear and disappear as they answer,
// bounds checked before submit in the form's language, the third round's inputs, hidden values from the
// script tag and the page's query string, and the ending's message and redirect. In an embedding page and
// on the share page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

const STUDIO = {
  name: 'Studio Lumen',
  formType: 'CLASSIC',
  language: 'EN',
  welcomeMessage: 'Tell us about your project.',
  goodbyeMessage: 'Thanks {{name}}!',
  hiddenFields: ['utm_source', 'ref'],
  endings: [
    {
      when: { field: 'has_site', op: 'equals', value: true },
      message: 'Thanks {{name}}, we will review {{site}} and call you.',
      redirectUrl: 'REDIRECT',
    },
  ],
  questions: [
    { order: 1, text: 'Your name', type: 'text', required: true, key: 'name' },
    {
      order: 2,
      text: 'Services',
      type: 'multiselect',
      required: true,
      key: 'services',
      options: ['Design', 'SEO', 'Ads'],
      validation: { max: 2 },
      help: 'Pick one or two.',
    },
    { order: 3, text: 'Do you have a website, {{name}}?', type: 'yesno', required: true, key: 'has_site' },
    {
      order: 4,
      text: 'Its address',
      type: 'url',
      required: true,
      key: 'site',
      showIf: { field: 'has_site', op: 'equals', value: true },
    },
    {
      order: 5,
      text: 'Team size',
      type: 'number',
      required: false,
      key: 'team',
      validation: { min: 1, max: 50 },
    },
    { order: 6, text: 'How did you like our site?', type: 'rating', required: false, key: 'stars' },
    {
      order: 7,
      text: 'Partner code',
      type: 'text',
      required: false,
      key: 'code',
      showIf: { field: 'utm_source', op: 'equals', value: 'partner' },
    },
    { order: 8, text: 'Anything else?', type: 'longtext', required: false, key: 'notes' },
  ],
};

const RESERVA = {
  name: 'Reserva',
  formType: 'CLASSIC',
  language: 'ES',
  welcomeMessage: 'Reserva tu mesa.',
  goodbyeMessage: 'Gracias, te esperamos.',
  hiddenFields: ['utm_source'],
  endings: [
    {
      when: { field: 'utm_source', op: 'equals', value: 'qr' },
      message: 'Gracias por venir desde el QR de la mesa.',
      redirectUrl: null,
    },
  ],
  questions: [
    { order: 1, text: '¿Cuántas personas?', type: 'number', required: true, validation: { min: 1, max: 12 } },
    { order: 2, text: '¿Celebráis algo?', type: 'yesno', required: true, key: 'celebra' },
    {
      order: 3,
      text: '¿Qué celebráis?',
      type: 'select',
      required: true,
      options: ['Cumpleaños', 'Aniversario', 'Otro'],
      showIf: { field: 'celebra', op: 'equals', value: true },
    },
    {
      order: 4,
      text: '¿Nos recomendarías?',
      type: 'rating',
      required: false,
      validation: { min: 0, max: 10 },
    },
  ],
};

let charla: RunningCharla;
let host: HostPages;
let browser: Browser;
let owner: TestUser;
const contexts: BrowserContext[] = [];
const forms: Record<string, string> = {};

function hostPage(formId: string, attrs = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Studio</title>
<script>window.charlaEvents=[];document.addEventListener('charla:completed',(e)=>charlaEvents.push(e.detail));</script>
</head><body><h1>Studio Lumen</h1><div id="form" style="max-width:480px"></div>
<script src="${charla.base}/api/widget" data-form-id="${formId}" data-target="#form" ${attrs} async></script>
</body></html>`;
}

async function open(url: string, viewport: ViewportName, ready = 'form') {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  const widget = page.locator('charla-widget');
  await widget.locator(ready).waitFor();
  return { page, errors, widget };
}

async function conversations(formId: string) {
  const res = await charla.app.inject({
    method: 'GET',
    url: `/api/conversations?formId=${formId}`,
    headers: owner.auth,
  });
  return (
    res.json() as {
      conversations: {
        id: string;
        collectedData: Record<string, unknown>;
        hiddenFields: Record<string, string>;
      }[];
    }
  ).conversations;
}

const live = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('charla-widget')?.shadowRoot?.querySelector('[aria-live=polite].x')?.textContent,
  );

beforeAll(async () => {
  [charla, browser] = await Promise.all([startCharla(), launchBrowser()]);
  owner = await makeUser(charla, { plan: 'PRO' });
  host = await startHostPage();
  const studio = JSON.parse(JSON.stringify(STUDIO).replace('REDIRECT', `${host.origin}/thanks`));
  forms.studio = (await makePublishedForm(charla, owner, studio)).id;
  forms.reserva = (await makePublishedForm(charla, owner, RESERVA)).id;
  host.set('/studio', hostPage(forms.studio, 'data-hidden-utm_source="partner" data-hidden-unknown="x"'));
  forms.chat = (
    await makePublishedForm(charla, owner, {
      name: 'Chat',
      language: 'EN',
      hiddenFields: ['utm_source', 'ref'],
      questions: [
        { order: 1, text: 'What is your name?', type: 'text', required: true },
        { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
      ],
    })
  ).id;
  host.set('/chat', hostPage(forms.chat, 'data-hidden-ref="banner"'));
  forms.greet = (
    await makePublishedForm(charla, owner, {
      name: 'Greeting chat',
      language: 'EN',
      hiddenFields: ['plan', 'first_name'],
      questions: [
        {
          order: 1,
          text: 'Which team are you on?',
          type: 'text',
          required: true,
          showIf: { field: 'plan', op: 'equals', value: 'business' },
        },
        { order: 2, text: 'What brings you here, {{first_name}}?', type: 'text', required: true },
      ],
    })
  ).id;
  host.set('/greet', hostPage(forms.greet, 'data-hidden-first_name="Lucía"'));
  host.set('/thanks', '<!doctype html><title>Thanks</title><h1>Thanks page</h1>');
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await charla?.close();
});

describe('a classic form with logic in an embedding page', () => {
  for (const viewport of ['narrow', 'wide'] as const)
    it(`branches, checks bounds, recalls, and follows the ending's redirect (${viewport})`, async () => {
      // The attribute gives utm_source (the query string's is ignored for it); the query string gives ref.
      const { page, errors, widget } = await open(
        host.url('/studio?utm_source=ads&ref=newsletter'),
        viewport,
      );
      const field = (label: string) =>
        widget.locator('.q', { has: page.locator('label', { hasText: label }) });
      const site = widget.locator('.q', { has: page.locator('label', { hasText: 'Its address' }) });
      // Shown by the hidden value: utm_source=partner.
      expect(await field('Partner code').isVisible()).toBe(true);
      expect(await site.isVisible()).toBe(false);
      expect(await field('Services').locator('.n').textContent()).toBe('Pick one or two.');

      await widget.getByLabel('Your name').fill('Ana');
      // Recall in a later question's label, as the visitor types.
      await widget.getByText('Do you have a website, Ana?').waitFor();
      // Yes shows the address question and says so to screen readers; No hides it again.
      const hasSite = widget.getByRole('radiogroup', { name: 'Do you have a website, Ana?' });
      await hasSite.getByText('Yes', { exact: true }).click();
      await site.waitFor({ state: 'visible' });
      expect(await live(page)).toBe('New question: Its address');
      await hasSite.getByText('No', { exact: true }).click();
      await site.waitFor({ state: 'hidden' });
      expect(await live(page)).toBe('Question removed: Its address');
      await hasSite.getByText('Yes', { exact: true }).click();

      // Chips by keyboard and by click; three choices break the bound, before any request is made.
      const services = widget.getByRole('group', { name: 'Services' });
      await services.getByRole('checkbox', { name: 'Design' }).focus();
      await page.keyboard.press('Space');
      await services.getByText('SEO').click();
      await services.getByText('Ads').click();
      await widget.getByLabel('Team size').fill('60');
      await widget.getByLabel('Its address').fill('ana studio');
      let submits = 0;
      page.on('request', (r) => r.url().endsWith('/submit') && submits++);
      await widget.locator('button.s').click();
      expect(await field('Services').locator('.e').textContent()).toBe('Please choose at most 2 options.');
      expect(await field('Team size').locator('.e').textContent()).toBe('Please give a number from 1 to 50.');
      expect(await site.locator('.e').textContent()).toBe("That doesn't look like a web address.");
      expect(submits).toBe(0);
      await screenshot(page, `logic-classic-errors-${viewport}`);

      await services.getByText('Ads').click();
      await widget.getByLabel('Team size').fill('4');
      await widget.getByLabel('Its address').fill('Ana.Studio/work');
      // Four stars by keyboard: arrows move through the radio group.
      await widget.getByRole('radio', { name: '1/5' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await widget.getByRole('radio', { name: '4/5' }).isChecked()).toBe(true);
      await widget.getByLabel('Partner code').fill('P-77');
      await widget.getByLabel('Anything else?').fill('Two lines,\nwith an emoji 🚀.');
      await screenshot(page, `logic-classic-filled-${viewport}`);
      await widget.locator('button.s').click();
      await widget.getByText('Thanks Ana, we will review https://ana.studio/work and call you.').waitFor();
      await page.waitForURL(host.url('/thanks'));

      const [c] = await conversations(forms.studio!);
      expect(c!.collectedData).toEqual({
        'Your name': 'Ana',
        Services: ['Design', 'SEO'],
        'Do you have a website, {{name}}?': true,
        'Its address': 'https://ana.studio/work',
        'Team size': 4,
        'How did you like our site?': 4,
        'Partner code': 'P-77',
        'Anything else?': 'Two lines,\nwith an emoji 🚀.',
      });
      expect(c!.hiddenFields).toEqual({ utm_source: 'partner', ref: 'newsletter' });
      await charla.app.inject({
        method: 'DELETE',
        url: `/api/conversations/${c!.id}`,
        headers: owner.auth,
      });
      expect(errors).toEqual([]);
    });
});

describe('a chat', () => {
  it('sends the hidden values with its first message, and follows the redirect of its completion', async () => {
    const { page, errors, widget } = await open(host.url('/chat?utm_source=ads'), 'wide', 'textarea');
    const input = widget.locator('textarea');
    await input.fill('Ana');
    await input.press('Enter');
    await widget.locator('.b', { hasText: 'What is your e-mail?' }).waitFor();
    const [c] = await conversations(forms.chat!);
    expect(c!.hiddenFields).toEqual({ utm_source: 'ads', ref: 'banner' });
    // The completing reply as the interviewer sends it when an ending with a redirect holds.
    await page.route(
      '**/api/chat',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/plain; charset=utf-8',
          headers: {
            'access-control-allow-origin': '*',
            'access-control-expose-headers': 'X-Conversation-Id, X-Conversation-Status, X-Redirect-Url',
            'x-conversation-id': c!.id,
            'x-conversation-status': 'COMPLETED',
            'x-redirect-url': host.url('/thanks'),
          },
          body: 'Thanks Ana, see you soon.',
        }),
      { times: 1 },
    );
    await input.fill('ana@example.com');
    await input.press('Enter');
    await widget.locator('.b', { hasText: 'Thanks Ana, see you soon.' }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    await page.waitForURL(host.url('/thanks'));
    expect(errors).toEqual([]);
  });
});

describe('a chat whose first question depends on hidden values', () => {
  it('opens with the first question they show, {{name}} recalled, as the server stores it', async () => {
    const { errors, widget } = await open(host.url('/greet?plan=free'), 'wide', 'textarea');
    await widget.locator('.b', { hasText: 'What brings you here, Lucía?' }).waitFor();
    expect(await widget.locator('.b', { hasText: 'Which team' }).count()).toBe(0);
    expect(await widget.locator('.b', { hasText: '{{' }).count()).toBe(0);
    const input = widget.locator('textarea');
    await input.fill('Just looking around');
    await input.press('Enter');
    await expect.poll(async () => (await conversations(forms.greet!)).length).toBe(1);
    const [c] = await conversations(forms.greet!);
    expect(c!.hiddenFields).toEqual({ plan: 'free', first_name: 'Lucía' });
    expect(errors).toEqual([]);
  });
});

describe('the share page', () => {
  it('reads hidden values from its own query string, branches and checks bounds in Spanish', async () => {
    const { page, errors, widget } = await open(`${charla.base}/f/${forms.reserva}?utm_source=qr`, 'narrow');
    const field = (label: string) => widget.locator('.q', { has: page.locator('label', { hasText: label }) });
    expect(await field('¿Qué celebráis?').isVisible()).toBe(false);
    await widget.getByLabel('¿Cuántas personas?').fill('20');
    await widget.getByText('Sí', { exact: true }).click();
    await field('¿Qué celebráis?').waitFor({ state: 'visible' });
    expect(await live(page)).toBe('Nueva pregunta: ¿Qué celebráis?');
    // An NPS question is a 0-10 number scale.
    const scale = widget.getByRole('radiogroup', { name: '¿Nos recomendarías?' });
    expect(await scale.getByRole('radio').count()).toBe(11);
    await scale.getByText('9', { exact: true }).click();
    await widget.locator('button.s').click();
    expect(await field('¿Cuántas personas?').locator('.e').textContent()).toBe(
      'Indica un número entre 1 y 12.',
    );
    expect(await field('¿Qué celebráis?').locator('.e').textContent()).toBe('Esta pregunta es obligatoria.');
    await screenshot(page, 'logic-share-errors-narrow');
    await widget.getByLabel('¿Cuántas personas?').fill('6');
    await widget.getByLabel('¿Qué celebráis?').selectOption('Aniversario');
    await widget.locator('button.s').click();
    await widget.getByText('Gracias por venir desde el QR de la mesa.').waitFor();
    const [c] = await conversations(forms.reserva!);
    expect(c!.collectedData).toEqual({
      '¿Cuántas personas?': 6,
      '¿Celebráis algo?': true,
      '¿Qué celebráis?': 'Aniversario',
      '¿Nos recomendarías?': 9,
    });
    expect(c!.hiddenFields).toEqual({ utm_source: 'qr' });
    expect(errors).toEqual([]);
  });
});
