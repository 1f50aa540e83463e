// The builder's logic as an owner uses it (issue 23): a condition per question whose field picker offers only
// earlier questions and hidden fields and whose operators fit the field, bounds, hidden fields, an ending with
// a recalled answer and a redirect, and the live preview branching on the unsaved draft. In English and
// Spanish, at 1280 and 375 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/helpers/app';
import { collectPageErrors, launchBrowser } from './helpers/browser';
import { type RunningCharla, startCharla } from './helpers/charla';
import { browserApi, shootFailure, shoot as shootPage } from './helpers/dashboard';

const Q = {
  name: 'Your name',
  budget: 'Monthly budget',
  site: 'Do you have a website?',
  address: 'Its address',
};

let charla: RunningCharla;
let browser: Browser;
let owner: { cookie: string };
let formId: string;
const contexts: BrowserContext[] = [];
let page: Page;

async function open(lang: 'en' | 'es') {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: lang === 'es' ? 'es-ES' : 'en-US',
  });
  contexts.push(context);
  // (the builder's preview is a sandboxed frame without storage: the hint is for the dashboard only)
  await context.addInitScript(() => {
    try {
      localStorage.setItem('charla.session', '1');
    } catch {}
  });
  await context.addCookies(
    owner.cookie.split('; ').map((c) => {
      const i = c.indexOf('=');
      return { name: c.slice(0, i), value: c.slice(i + 1), url: charla.base };
    }),
  );
  const p = await context.newPage();
  p.setDefaultTimeout(10_000);
  return p;
}

beforeAll(async () => {
  [charla, browser] = await Promise.all([
    startCharla({ env: { DEFAULT_PLAN: 'BUSINESS' } }),
    launchBrowser(),
  ]);
  owner = await signUp(charla, { name: 'Ada', email: 'ada@example.com', password: 'long-password-1' });
  const res = await charla.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: { cookie: owner.cookie, origin: charla.base },
    payload: {
      name: 'Studio leads',
      formType: 'CLASSIC',
      language: 'EN',
      welcomeMessage: 'Tell us about your project.',
      goodbyeMessage: 'Thanks!',
      questions: [
        { order: 0, text: Q.name, type: 'text', required: true },
        { order: 1, text: Q.budget, type: 'number', required: false },
        { order: 2, text: Q.site, type: 'yesno', required: true },
        { order: 3, text: Q.address, type: 'url', required: true },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  formId = res.json().id;
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await shootFailure(page, task.name);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await charla?.close();
});

const row = (n: number) => page.getByTestId('question-row').nth(n);
const optionsOf = async (name: string) => {
  await page.getByRole('combobox', { name, exact: true }).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
};
const choose = async (name: string, option: string) => {
  await page.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('builder: logic', () => {
  it('adds a condition, bounds, a hidden field and an ending, previews them, and saves them', async () => {
    page = await open('en');
    const errors = collectPageErrors(page);
    await page.goto(`${charla.base}/forms/${formId}?tab=questions`);
    await row(3).waitFor();

    // The address question: shown only if the visitor has a website.
    await row(3).getByRole('button', { name: 'Conditions and limits' }).click();
    await row(3).getByRole('button', { name: 'Add a condition' }).click();
    const rule = 'Question 4, Rule 1';
    // Only the questions before it (and hidden fields, none yet) can be tested.
    expect(await optionsOf(`${rule}: field`)).toEqual([Q.name, Q.budget, Q.site]);
    await choose(`${rule}: field`, Q.site);
    // A yes/no field: "is" and presence, never "is more than".
    expect(await optionsOf(`${rule}: operator`)).toEqual(['is', 'is answered', 'is not answered']);
    await page
      .getByRole('radiogroup', { name: `${rule}: value` })
      .getByText('Yes')
      .click();
    // A second rule on the budget, then "any" of them.
    await row(3).getByRole('button', { name: 'Add rule' }).click();
    const second = 'Question 4, Rule 2';
    await choose(`${second}: field`, Q.budget);
    expect(await optionsOf(`${second}: operator`)).toEqual([
      'is',
      'is not',
      'is more than',
      'is at least',
      'is less than',
      'is at most',
      'is answered',
      'is not answered',
    ]);
    await choose(`${second}: operator`, 'is at least');
    await page.getByRole('textbox', { name: `${second}: value` }).fill('1000');
    await row(3).getByRole('radiogroup', { name: 'Which rules must hold' }).getByText('Any').click();

    // Bounds of the budget.
    await row(1).getByRole('button', { name: 'Conditions and limits' }).click();
    await row(1).getByRole('textbox', { name: 'Minimum' }).fill('100');
    await row(1).getByRole('textbox', { name: 'Maximum' }).fill('50');
    await row(1).getByRole('textbox', { name: 'Maximum' }).fill('50000');

    // The live preview branches on the unsaved draft: the address appears once "Yes" is chosen.
    // (once it shows the last edit: the frame reloads with each debounced change)
    await expect
      .poll(() => page.getByTestId('widget-preview').getAttribute('srcdoc'))
      .toContain('"max":50000');
    const preview = page.frameLocator('[data-testid="widget-preview"]').locator('charla-widget');
    await preview.locator('form').waitFor();
    const address = preview.locator('.q', { hasText: Q.address });
    await expect.poll(() => address.isVisible()).toBe(false);
    await preview.getByText('Yes', { exact: true }).click();
    await expect.poll(() => address.isVisible()).toBe(true);
    await shootPage(page, 'builder-logic-questions');

    // Logic: a hidden field, and an ending for it with a recalled answer and a redirect.
    await page.getByRole('tab', { name: 'Logic' }).click();
    const hidden = page.getByRole('combobox', { name: 'Names' });
    await hidden.fill('utm_source');
    await hidden.press('Enter');
    await page.getByRole('button', { name: 'Add ending' }).click();
    const ending = page.getByRole('region', { name: 'Ending 1' });
    const when = 'Ending 1, Rule 1';
    expect(await optionsOf(`${when}: field`)).toEqual([
      Q.name,
      Q.budget,
      Q.site,
      Q.address,
      'Hidden: utm_source',
    ]);
    await choose(`${when}: field`, 'Hidden: utm_source');
    await page.getByRole('textbox', { name: `${when}: value` }).fill('ads');
    const message = ending.getByRole('textbox', { name: 'Message' });
    await message.fill('Thanks ');
    await ending.getByRole('button', { name: 'Insert an answer: Ending 1' }).click();
    await page.getByRole('menuitem', { name: /Your name/ }).click();
    await expect.poll(() => message.inputValue()).toBe('Thanks {{your_name}}');
    await message.press('End');
    await message.type(', see you soon.');
    await ending.getByRole('textbox', { name: 'Then go to (optional)' }).fill('https://example.com/thanks');
    await shootPage(page, 'builder-logic');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    const saved = (
      await browserApi(page)<{
        questions: { key: string; showIf: unknown; validation: unknown }[];
        hiddenFields: string[];
        endings: unknown[];
      }>(`/api/forms/${formId}`)
    ).body;
    expect(saved.questions[3]!.showIf).toEqual({
      any: [
        { field: 'do_you_have_a_website', op: 'equals', value: true },
        { field: 'monthly_budget', op: 'gte', value: 1000 },
      ],
    });
    expect(saved.questions[1]!.validation).toEqual({ min: 100, max: 50000 });
    expect(saved.hiddenFields).toEqual(['utm_source']);
    expect(saved.endings).toEqual([
      {
        when: { field: 'utm_source', op: 'equals', value: 'ads' },
        message: 'Thanks {{your_name}}, see you soon.',
        redirectUrl: 'https://example.com/thanks',
      },
    ]);
    // Renaming a question keeps what names it: its key stays.
    await page.getByRole('tab', { name: 'Questions' }).click();
    await row(0).locator('[data-question-text]').fill('Your full name');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await browserApi(page)<{ questions: { key: string }[] }>(`/api/forms/${formId}`)).body
            .questions[0]!.key,
      )
      .toBe('your_name');
    expect(errors).toEqual([]);
  });

  it('speaks Spanish', async () => {
    page = await open('es');
    await page.goto(`${charla.base}/forms/${formId}?tab=logic`);
    await page.getByText('Campos ocultos').waitFor();
    await page.getByText('Finales').first().waitFor();
    await page.getByRole('region', { name: 'Final 1' }).getByText('Solo si').waitFor();
    expect(await page.getByRole('combobox', { name: 'Final 1, Regla 1: campo' }).inputValue()).toBe(
      'Oculto: utm_source',
    );
    await page.getByRole('tab', { name: 'Preguntas' }).click();
    await row(3).getByRole('button', { name: 'Condiciones y límites' }).click();
    expect(await row(3).getByRole('combobox', { name: 'Pregunta 4, Regla 1: operador' }).inputValue()).toBe(
      'es',
    );
    await shootPage(page, 'builder-logic-questions-es');
  });

  it('shows a conversation with its hidden fields and readable answers', async () => {
    const headers = { cookie: owner.cookie, origin: charla.base };
    const form = await charla.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers,
      payload: {
        name: 'Ratings',
        formType: 'CLASSIC',
        language: 'EN',
        welcomeMessage: 'Hi',
        goodbyeMessage: 'Bye',
        hiddenFields: ['utm_source'],
        questions: [
          { order: 0, text: 'Services', type: 'multiselect', required: true, options: ['Design', 'SEO'] },
          { order: 1, text: 'First time?', type: 'yesno', required: true },
          { order: 2, text: 'Rate us', type: 'rating', required: true },
        ],
      },
    });
    const id = form.json().id;
    await charla.app.inject({
      method: 'PUT',
      url: `/api/forms/${id}`,
      headers,
      payload: { isPublished: true },
    });
    const submit = await charla.app.inject({
      method: 'POST',
      url: `/api/forms/${id}/submit`,
      headers: { origin: 'https://site.example' },
      payload: {
        answers: { Services: ['Design', 'SEO'], 'First time?': true, 'Rate us': '4' },
        hidden: { utm_source: 'newsletter' },
      },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    page = await open('en');
    await page.goto(`${charla.base}/conversations/${submit.json().conversationId}`);
    // A classic submission shows as the filled form.
    const data = page.getByTestId('submission');
    await data.waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
    const text = await data.innerText();
    expect(text).toContain('Design, SEO');
    expect(text).toContain('Yes');
    expect(text).toContain('4/5');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
    expect(await page.getByTestId('hidden-fields').innerText()).toMatch(/utm_source\s+newsletter/);
    await shootPage(page, 'conversation-logic');
  });
});
