// Bot protection as a visitor meets it: the widget on another origin solves the challenge in the browser
// (Web Crypto, the solver module fetched only for such forms) before the first message and the submit.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../test/helpers/app';
import { makePublishedForm } from '../test/helpers/widget';
import { collectPageErrors, launchBrowser, VIEWPORTS } from './helpers/browser';
import { type HostPages, type RunningCharla, startCharla, startHostPage } from './helpers/charla';

let charla: RunningCharla;
let host: HostPages;
let browser: Browser;
let owner: TestUser;
const contexts: BrowserContext[] = [];
const forms = { chat: '', classic: '' };

const page = (
  formId: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body><h1>Host page</h1><script src="${charla.base}/api/widget" data-form-id="${formId}" async></script></body></html>`;

beforeAll(async () => {
  [charla, browser] = await Promise.all([startCharla(), launchBrowser()]);
  owner = await makeUser(charla, { plan: 'PRO' });
  forms.chat = (
    await makePublishedForm(charla, owner, {
      language: 'EN',
      botProtection: true,
      questions: [{ order: 1, text: 'What is your name?', type: 'text', required: true }],
    })
  ).id;
  forms.classic = (
    await makePublishedForm(charla, owner, {
      language: 'EN',
      formType: 'CLASSIC',
      botProtection: true,
      questions: [{ order: 1, text: 'Your name', type: 'text', required: true }],
    })
  ).id;
  host = await startHostPage({ '/chat': page(forms.chat), '/classic': page(forms.classic) });
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await host?.close();
  await charla?.close();
});

async function open(path: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide });
  contexts.push(context);
  const p = await context.newPage();
  const errors = collectPageErrors(p);
  const requests: string[] = [];
  p.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await p.goto(host.url(path));
  const widget = p.locator('charla-widget');
  await widget.locator('button.l').click();
  return { widget, errors, requests };
}

async function conversations(formId: string) {
  const res = await charla.app.inject({
    method: 'GET',
    url: `/api/conversations?formId=${formId}`,
    headers: owner.auth,
  });
  return res.json().conversations as { id: string; status: string }[];
}

describe('a form with bot protection, in the browser', () => {
  it('chat: the widget solves the challenge before the first message; the conversation completes', async () => {
    const { widget, errors, requests } = await open('/chat');
    const input = widget.locator('textarea');
    await input.fill('Ada Lovelace');
    await input.press('Enter');
    await widget.locator('.b', { hasText: 'Thanks' }).first().waitFor();
    expect(requests).toContain('/api/widget/pow.js');
    expect(requests).toContain(`/api/forms/${forms.chat}/challenge`);
    expect((await conversations(forms.chat)).map((c) => c.status)).toEqual(['COMPLETED']);
    expect(errors).toEqual([]);
  });

  it('classic: the submit carries a solution and is stored', async () => {
    const { widget, errors, requests } = await open('/classic');
    await widget.locator('input').first().fill('Ada Lovelace');
    await widget.locator('button[type=submit]').click();
    await expect.poll(async () => (await conversations(forms.classic)).length, { timeout: 20_000 }).toBe(1);
    expect(requests).toContain(`/api/forms/${forms.classic}/challenge`);
    expect(errors).toEqual([]);
  });
});
