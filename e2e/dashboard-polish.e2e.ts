// The dashboard gaps of issue 26 in the browser: duplicating a form, a classic submission read as the filled
// form, board totals per currency, an error in Settings that goes with the next attempt, the gallery of
// starter forms, and Spanish wording.
// Screenshots at 1280 and 375 px (no sideways scroll on a phone).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formTemplates } from '../src/dashboard/pages/forms/templates';
import { PDF_BYTES } from '../test/helpers/uploads';
import { collectPageErrors, launchBrowser } from './helpers/browser';
import { type RunningCharla, startCharla } from './helpers/charla';
import { browserApi, navLink, shootFailure, shoot as shootPage } from './helpers/dashboard';

const OWNER = { name: 'Inés Owner', email: 'ines@example.com', password: 'a-long-password' };
const SITE = 'https://site.example';

let charla: RunningCharla;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const shoot = (name: string) => shootPage(page, name);
const api = <T>(path: string, init?: { method?: string; body?: unknown }) => browserApi(page)<T>(path, init);
const row = (name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

beforeAll(async () => {
  [charla, browser] = await Promise.all([
    startCharla({ env: { DEFAULT_PLAN: 'BUSINESS' } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
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

/** A published classic form and one submission with a PDF, made as the widget would. */
async function classicSubmission() {
  const created = await api<{ id: string }>('/api/forms', {
    method: 'POST',
    body: {
      name: 'Job application',
      language: 'EN',
      formType: 'CLASSIC',
      welcomeMessage: 'Apply here.',
      goodbyeMessage: 'Thanks, we read every application.',
      questions: [
        { order: 1, text: 'Full name', type: 'text', required: true },
        { order: 2, text: 'E-mail', type: 'email', required: true },
        { order: 3, text: 'Role', type: 'select', required: true, options: ['Design', 'Engineering'] },
        { order: 4, text: 'Anything else?', type: 'text', required: false },
        { order: 5, text: 'CV', type: 'file', required: false, fileCategory: 'document' },
      ],
    },
  });
  expect(created.status).toBe(201);
  const formId = created.body.id;
  expect((await api(`/api/forms/${formId}`, { method: 'PUT', body: { isPublished: true } })).status).toBe(
    200,
  );
  const ask = await charla.app.inject({
    method: 'POST',
    url: `/api/forms/${formId}/upload-url`,
    headers: { origin: SITE },
    payload: {
      questionText: 'CV',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
    },
  });
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
    url: `/api/forms/${formId}/submit`,
    headers: { origin: SITE },
    payload: {
      answers: {
        'Full name': 'Lucía Ibáñez',
        'E-mail': 'lucia@example.com',
        Role: 'Design',
        CV: `service:file:${uploadId}`,
      },
    },
  });
  expect(submit.statusCode, submit.body).toBe(200);
  return (submit.json() as { conversationId: string }).conversationId;
}

describe('dashboard: the gaps a new owner trips on', () => {
  it('signs up the first owner', async () => {
    await page.goto(`${charla.base}/welcome`);
    await page.getByLabel('Your name').fill(OWNER.name);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Create the first account' }).click();
    await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
  });

  it('duplicates a form from the list: an unpublished copy named "… (copy)"', async () => {
    const created = await api<{ id: string }>('/api/forms', {
      method: 'POST',
      body: {
        name: 'Acme leads',
        welcomeMessage: 'Hi!',
        goodbyeMessage: 'Thanks!',
        questions: [{ order: 1, text: 'What is your name?', type: 'text', required: true }],
      },
    });
    await api(`/api/forms/${created.body.id}`, { method: 'PUT', body: { isPublished: true } });
    await navLink(page, 'Forms').click();
    await row('Acme leads').getByText('Published').waitFor();
    await page.getByRole('button', { name: 'Duplicate Acme leads' }).click();
    await page.getByText('Copy created: “Acme leads (copy)” (not published).').waitFor();
    await row('Acme leads (copy)').getByText('Draft').waitFor();
    // Newest first: the copy leads the list; the original is still published.
    const names = await page.locator('tbody tr td:first-child a').allTextContents();
    expect(names.slice(0, 2)).toEqual(['Acme leads (copy)', 'Acme leads']);
    await row('Acme leads').getByText('Published').waitFor();
    await shoot('forms-duplicated');
    // The copy opens in the builder with the original's questions.
    await row('Acme leads (copy)').getByRole('link', { name: 'Acme leads (copy)' }).click();
    await page.getByLabel('Form name').waitFor();
    expect(await page.getByLabel('Form name').inputValue()).toBe('Acme leads (copy)');
  });

  it('shows a classic submission as the filled form, not as a chat', async () => {
    const conversationId = await classicSubmission();
    await page.goto(`${charla.base}/conversations/${conversationId}`);
    const submission = page.getByTestId('submission');
    await submission.getByRole('heading', { name: 'Submitted form' }).waitFor();
    const answers = submission.getByTestId('submission-answer');
    const texts = (await answers.allInnerTexts()).map((x) => x.replace(/\s+/g, ' ').trim());
    expect(texts.slice(0, 4)).toEqual([
      'Full name Lucía Ibáñez',
      'E-mail lucia@example.com',
      'Role Design',
      'Anything else? No answer',
    ]);
    await submission.getByRole('link', { name: '📎 cv.pdf' }).waitFor();
    expect(texts[4]).toMatch(/^CV 📎 cv\.pdf \(\d+ B\)$/);
    // No transcript, no invented assistant turns.
    expect(await page.getByTestId('transcript').count()).toBe(0);
    expect(await page.getByText('Assistant', { exact: true }).count()).toBe(0);
    await shoot('conversation-classic');
  });

  it("totals a board's columns per currency; an empty column in the pipeline's own currency", async () => {
    const pipeline = await api<{ id: string; stages: Array<{ id: string; name: string }> }>(
      '/api/pipelines',
      {
        method: 'POST',
        body: { name: 'Ventas' },
      },
    );
    const stage = (name: string) => pipeline.body.stages.find((s) => s.name === name)!.id;
    const deal = (title: string, stageName: string, value: number, currency: string) =>
      api(`/api/pipelines/${pipeline.body.id}/deals`, {
        method: 'POST',
        body: { pipelineId: pipeline.body.id, stageId: stage(stageName), title, value, currency },
      });
    await deal('Renovación web', 'New Lead', 1200, 'EUR');
    await deal('Tienda online', 'New Lead', 300, 'EUR');
    await deal('Logo', 'Won', 50, 'EUR');
    await deal('Hosting', 'Qualified', 99, 'USD');
    await page.goto(`${charla.base}/pipelines/${pipeline.body.id}`);
    const total = (stageName: string) =>
      page.getByTestId(`column-${stageName}`).getByTestId('column-summary').textContent();
    await page.getByTestId('column-New Lead').getByTestId('column-summary').waitFor();
    expect(await total('New Lead')).toBe('€1,500.00');
    expect(await total('Qualified')).toBe('$99.00');
    expect(await total('Won')).toBe('€50.00');
    // Empty columns say nothing in dollars: the pipeline's deals are mostly in euros.
    expect(await total('Contacted')).toBe('€0.00');
    expect(await total('Lost')).toBe('€0.00');
    await shoot('pipeline-totals');
  });

  it('clears an error in Settings when the next attempt starts', async () => {
    await navLink(page, 'Settings').click();
    const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Change password' }) });
    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel('New password').fill('another-long-password');
    await card.getByRole('button', { name: 'Change password' }).click();
    const refusal = card.getByRole('alert');
    await refusal.waitFor();
    // The next attempt is stopped in the browser (a new password too short): the old refusal goes.
    await card.getByLabel('New password').fill('short');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('At least 8 characters').first().waitFor();
    expect(await refusal.count()).toBe(0);
    // And a successful attempt leaves none either.
    await card.getByLabel('Current password').fill(OWNER.password);
    await card.getByLabel('New password').fill('another-long-password');
    await card.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').first().waitFor();
    expect(await refusal.count()).toBe(0);
  });

  it('starts a form from the gallery: the NPS template in Spanish, created through the builder', async () => {
    await navLink(page, 'Forms').click();
    await page.getByRole('button', { name: 'Start from a template' }).click();
    const gallery = page.getByRole('dialog', { name: 'Start from a template' });
    for (const title of ['Lead capture', 'Booking', 'Feedback (NPS)', 'Support request', 'Job application'])
      await gallery.getByRole('heading', { name: title }).waitFor();
    await shoot('templates-en');
    await gallery.getByText('Spanish', { exact: true }).click();
    await gallery.getByRole('heading', { name: 'Candidatura de empleo' }).waitFor();
    await gallery.getByRole('button', { name: 'Use the template “Opinión (NPS)”' }).click();
    await page.waitForURL('**/forms/new');
    expect(await page.getByLabel('Form name').inputValue()).toBe('Opinión (NPS)');
    await page.getByRole('button', { name: 'Create form' }).first().click();
    await page.waitForURL(/\/forms\/frm_/);
    const formId = new URL(page.url()).pathname.split('/').pop()!;
    const saved = await api<{
      language: string;
      questions: Array<{ key: string; type: string; validation: unknown; showIf: unknown }>;
      endings: unknown[];
    }>(`/api/forms/${formId}`);
    expect(saved.body.language).toBe('ES');
    expect(saved.body.questions[0]).toMatchObject({
      key: 'score',
      type: 'rating',
      validation: { min: 0, max: 10 },
    });
    expect(saved.body.questions.find((q) => q.key === 'improve')?.showIf).toEqual({
      field: 'score',
      op: 'lte',
      value: 8,
    });
    expect(saved.body.endings).toHaveLength(2);
    // Every starter form, in both languages, is one the API accepts as it is.
    for (const language of ['EN', 'ES'] as const)
      for (const template of formTemplates(language)) {
        const res = await api('/api/forms', { method: 'POST', body: template.form });
        expect(res.status, `${template.id} ${language}: ${JSON.stringify(res.body)}`).toBe(201);
      }
  });

  it('reads naturally in Spanish: word order, one "Funciona con Charla", "(copia)"', async () => {
    await navLink(page, 'Settings').click();
    await page
      .getByRole('group', { name: 'Interface language' })
      .first()
      .getByRole('button', { name: 'ES' })
      .click();
    await page.getByRole('heading', { name: 'Ajustes' }).waitFor();
    const plans = page.getByText('Formularios ilimitados');
    await plans.first().waitFor();
    await page.getByText('Embudos ilimitados').first().waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered text), not the DOM property
    const text = await page.getByRole('main').innerText();
    expect(text).not.toMatch(/ilimitado \w|\d+ \/ ilimitado|Hasta sin límite/);
    await shoot('settings-es');

    await navLink(page, 'Formularios').click();
    await page.getByLabel('Buscar formularios por nombre').fill('acme');
    await row('Acme leads (copy)').waitFor();
    await page.getByRole('button', { name: 'Duplicar Acme leads', exact: true }).click();
    await page.getByText('Copia creada: «Acme leads (copia)» (sin publicar).').waitFor();
    await page.getByRole('link', { name: 'Acme leads (copia)', exact: true }).click();
    await page.getByRole('tab', { name: 'Estilo' }).click();
    // The builder names the badge as the widget writes it (src/widget/texts.ts).
    await page.getByLabel('Mostrar «Funciona con Charla»').waitFor();
    expect(await page.getByText(/Con la tecnología de/).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
