// A human in the conversation, in two browsers: the owner on the dashboard (Live page, conversation page)
// and a visitor in the widget on a host page of another origin exchange messages live (issue 24).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/helpers/app';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './helpers/browser';
import { type HostPages, type RunningCharla, startCharla, startHostPage } from './helpers/charla';
import { shoot, shootFailure } from './helpers/dashboard';

const Q = { name: 'What is your name?', email: 'What is your e-mail?', plan: 'Which plan?' };
const FORM = {
  name: 'Acme support',
  language: 'EN',
  welcomeMessage: 'Hi! A few quick questions.',
  goodbyeMessage: 'Thanks, we will be in touch.',
  allowedDomains: ['127.0.0.1'],
  questions: [
    { order: 1, text: Q.name, type: 'text', required: true },
    { order: 2, text: Q.email, type: 'email', required: true },
    { order: 3, text: Q.plan, type: 'select', required: true, options: ['Basic', 'Pro'] },
  ],
};

let charla: RunningCharla;
let host: HostPages;
let browser: Browser;
let owner: { cookie: string };
let formId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [charla, browser, host] = await Promise.all([
    startCharla({ env: { DEFAULT_PLAN: 'BUSINESS' } }),
    launchBrowser(),
    startHostPage(),
  ]);
  owner = await signUp(charla, { name: 'Ana', email: 'ana@example.com', password: 'long-password-1' });
  const call = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const res = await charla.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: { cookie: owner.cookie, origin: charla.base },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: string };
  };
  formId = (await call('POST', '/api/forms', FORM)).id;
  await call('PUT', `/api/forms/${formId}`, { isPublished: true });
  host.set(
    '/',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme</title></head><body><h1>Acme</h1><script src="${charla.base}/api/widget" data-form-id="${formId}" async></script></body></html>`,
  );
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  await charla?.close();
});

/** The owner, signed in, in a browser of their own. */
async function ownerPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'en-US' });
  contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('charla.session', '1'));
  await context.addCookies(
    owner.cookie.split('; ').map((c) => {
      const i = c.indexOf('=');
      return { name: c.slice(0, i), value: c.slice(i + 1), url: charla.base };
    }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** A visitor on the host page with the chat open; `noStream` takes EventSource away (polling only). */
async function visitorPage(opts: { noStream?: boolean } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORTS.narrow });
  contexts.push(context);
  if (opts.noStream)
    await context.addInitScript(() => {
      // As behind a proxy that cuts streams: the widget must fall back to polling.
      (window as unknown as { EventSource?: unknown }).EventSource = undefined;
    });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectPageErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(host.url('/'));
  const widget = page.locator('charla-widget');
  await widget.locator('button.l').click();
  const say = async (text: string) => {
    await widget.locator('textarea').fill(text);
    await widget.locator('textarea').press('Enter');
  };
  const conversationId = () =>
    page.evaluate(
      (id) => (JSON.parse(sessionStorage.getItem(`charla:${id}`) ?? '{}') as { c?: string }).c,
      formId,
    );
  return { page, widget, say, errors, requests, conversationId };
}

const bubbles = (widget: Locator) => widget.locator('.b:not(.t)');
const lastBubble = (widget: Locator) => bubbles(widget).last();

describe('a person in the conversation, live', () => {
  it('visitor asks for a person, the owner takes over, they talk, the owner hands back', {
    timeout: 120_000,
  }, async () => {
    const visitor = await visitorPage();
    const dash = await ownerPage();
    try {
      // The owner watches the Live page.
      await dash.goto(`${charla.base}/live`);
      await dash.getByRole('heading', { level: 1, name: 'Live' }).waitFor();

      // Another conversation, active but not asking for anyone (it must come second).
      await charla.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { origin: host.origin },
        payload: { formId, message: 'Hello there' },
      });

      await visitor.say('Hi, I have a question about prices');
      await expect.poll(() => bubbles(visitor.widget).count()).toBeGreaterThanOrEqual(4);
      // The button asks for a person in words the interviewer reads as such.
      const ask = visitor.widget.getByRole('button', { name: 'Talk to a person' });
      await ask.click();
      await visitor.widget.locator('.b.v', { hasText: 'Talk to a person' }).waitFor();
      await expect.poll(() => lastBubble(visitor.widget).textContent()).toMatch(/team|person/i);
      const id = await visitor.conversationId();
      expect(id).toBeTruthy();
      // The live part came after the first message, as its own module.
      expect(visitor.requests.some((u) => u.endsWith('/api/widget/live.js'))).toBe(true);

      // The owner's Live page: that conversation first, marked, and the navigation counts it.
      const first = dash.getByTestId('live-conversation').first();
      await first.getByText('Asks for a person').waitFor();
      await expect.poll(() => dash.getByTestId('live-conversation').count()).toBeGreaterThanOrEqual(2);
      expect(await first.getByRole('link').getAttribute('href')).toBe(`/conversations/${id}`);
      expect(await dash.getByTestId('live-badge').textContent()).toContain('1');
      await shoot(dash, 'live');

      // Take over and reply.
      await first.getByRole('link').click();
      const reply = dash.getByTestId('live-reply');
      await reply.getByTestId('needs-human').waitFor();
      await reply.getByRole('button', { name: 'Take over' }).click();
      await reply.getByRole('button', { name: 'Hand back' }).waitFor();
      await reply.getByLabel('Your reply to the visitor').fill("Hi, I'm Ana. Happy to help with prices.");
      await reply.getByRole('button', { name: 'Send' }).click();

      // The visitor sees that a person joined, and the reply with the owner's name.
      await visitor.widget.locator('.n', { hasText: 'Ana joined the conversation' }).waitFor();
      const answer = visitor.widget.locator('.b', { hasText: 'Happy to help with prices' });
      await answer.waitFor();
      expect(await answer.locator('small').textContent()).toBe('Ana');
      expect(await ask.isHidden()).toBe(true);

      // The visitor answers: no interviewer bubble; the owner sees it arrive.
      const before = await bubbles(visitor.widget).count();
      await visitor.say('Great, how much is the Pro plan?');
      const transcript = dash.getByTestId('transcript');
      await transcript.getByText('how much is the Pro plan?').waitFor();
      expect(await bubbles(visitor.widget).count()).toBe(before + 1);
      expect(await visitor.widget.locator('.b.t').count()).toBe(0);
      await expect.poll(() => transcript.locator('[data-sent-by="HUMAN"]').count()).toBe(1);
      expect(await transcript.locator('[data-sent-by="HUMAN"]').textContent()).toContain('Ana');
      await shoot(dash, 'live-conversation');

      // Hand back: the visitor sees the person leave and the interviewer ask its next question.
      await reply.getByRole('button', { name: 'Hand back' }).click();
      await reply.getByRole('button', { name: 'Take over' }).waitFor();
      await visitor.widget.locator('.n', { hasText: 'Ana left the conversation' }).waitFor();
      await expect.poll(() => lastBubble(visitor.widget).textContent()).toMatch(/name|e-mail|plan/i);
      expect(await lastBubble(visitor.widget).locator('small').count()).toBe(0);
      expect(await ask.isVisible()).toBe(true);
      await screenshot(visitor.page, 'live-visitor-narrow');

      // A ticket from the conversation; its view shows the transcript.
      await dash.getByRole('button', { name: 'Open ticket' }).click();
      await dash.getByTestId('view-ticket').click();
      const dialog = dash.getByRole('dialog');
      await dialog.getByTestId('ticket-transcript').getByText('Happy to help with prices').waitFor();
      expect(visitor.errors).toEqual([]);
    } catch (e) {
      await shootFailure(dash, 'live');
      await shootFailure(visitor.page, 'live-visitor');
      throw e;
    }
  });

  it('reaches a visitor whose page cannot keep a stream open, by polling', { timeout: 60_000 }, async () => {
    const visitor = await visitorPage({ noStream: true });
    await visitor.say('Hello, is anyone there?');
    await expect.poll(() => bubbles(visitor.widget).count()).toBeGreaterThanOrEqual(4);
    const id = await visitor.conversationId();
    const posted = await charla.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie: owner.cookie, origin: charla.base },
      payload: { content: 'Yes! Ana here, by polling.' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const answer = visitor.widget.locator('.b', { hasText: 'Ana here, by polling' });
    await answer.waitFor({ timeout: 10_000 });
    expect(await answer.locator('small').textContent()).toBe('Ana');
    await visitor.widget.locator('.n', { hasText: 'Ana joined the conversation' }).waitFor();
    await expect
      .poll(() => visitor.requests.some((u) => u.includes(`/api/chat/${id}/messages?after=`)), {
        timeout: 8000,
      })
      .toBe(true);
    expect(visitor.requests.some((u) => u.endsWith('/stream'))).toBe(false);
    expect(visitor.errors).toEqual([]);
  });

  it("reaches a visitor on the share page, with the person's name", { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.narrow });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = collectPageErrors(page);
    const refused: string[] = [];
    page.on('response', (r) => r.status() >= 400 && refused.push(`${r.status()} ${r.url()}`));
    await page.goto(`${charla.base}/f/${formId}`);
    const widget = page.locator('charla-widget');
    await widget.locator('textarea').fill('Hello from the share page');
    await widget.locator('textarea').press('Enter');
    await expect.poll(() => bubbles(widget).count()).toBeGreaterThanOrEqual(4);
    const id = await page.evaluate(
      (f) => (JSON.parse(sessionStorage.getItem(`charla:${f}`) ?? '{}') as { c?: string }).c,
      formId,
    );
    for (const to of ['takeover', 'messages'] as const) {
      const res = await charla.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/${to}`,
        headers: { cookie: owner.cookie, origin: charla.base },
        ...(to === 'messages' ? { payload: { content: 'Ana here, on the share page.' } } : {}),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    await widget.locator('.n', { hasText: 'Ana joined the conversation' }).waitFor();
    const answer = widget.locator('.b', { hasText: 'Ana here, on the share page.' });
    await answer.waitFor();
    expect(await answer.locator('small').textContent()).toBe('Ana');
    // A reload shows it again, once.
    await page.reload();
    await widget.locator('.b', { hasText: 'Ana here, on the share page.' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await widget.locator('.b', { hasText: 'Ana here, on the share page.' }).count()).toBe(1);
    expect(await widget.locator('.n', { hasText: 'Ana joined' }).count()).toBe(1);
    // The page's own GETs (messages, stream) carry no Origin: the page lets them carry its address.
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a long active conversation opens on its newest page and follows it', { timeout: 60_000 }, async () => {
    const chat = await charla.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: host.origin },
      payload: { formId, message: 'Hello, a long one' },
    });
    const id = String(chat.headers['x-conversation-id']);
    const post = async (content: string) => {
      const res = await charla.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: { cookie: owner.cookie, origin: charla.base },
        payload: { content },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    for (let i = 1; i <= 50; i++) await post(`Note ${i}`);
    const dash = await ownerPage();
    await dash.goto(`${charla.base}/conversations/${id}`);
    const transcript = dash.getByTestId('transcript');
    await transcript.getByText('Note 50', { exact: true }).waitFor();
    await dash.getByRole('button', { name: '↑ Earlier messages' }).waitFor();
    await post('Note 51');
    await transcript.getByText('Note 51', { exact: true }).waitFor();
  });

  it('alerts the owner who opted in; permission is asked only then', { timeout: 60_000 }, async () => {
    const dash = await ownerPage();
    // Records what the page does with the real Notification API (headless Chromium shows nothing).
    await dash.addInitScript(() => {
      const w = window as unknown as {
        notes: { asked: number; shown: string[] };
        Notification: typeof Notification;
      };
      const Real = w.Notification;
      const notes = { asked: 0, shown: [] as string[] };
      w.notes = notes;
      const ask = Real.requestPermission.bind(Real);
      w.Notification = class extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          notes.shown.push(`${title}: ${options?.body ?? ''}`);
        }
        static override requestPermission() {
          notes.asked++;
          return ask();
        }
      } as typeof Notification;
    });
    const notes = () =>
      dash.evaluate(() => (window as unknown as { notes: { asked: number; shown: string[] } }).notes);
    await dash.goto(`${charla.base}/live`);
    const toggle = dash.getByRole('switch', { name: /Tell me with a sound/ });
    await toggle.waitFor();
    expect((await notes()).asked).toBe(0);
    await toggle.check();
    await expect.poll(async () => (await notes()).asked).toBe(1);
    expect(await dash.evaluate(() => localStorage.getItem('charla.liveAlerts'))).toBe('1');

    // Allowed now (as a person would click "Allow"): a visitor asking for a person is announced.
    await dash.context().grantPermissions(['notifications'], { origin: charla.base });
    await dash.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await dash.waitForTimeout(500);
    const res = await charla.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: host.origin },
      payload: { formId, message: "I'd like to talk to a person" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(async () => (await notes()).shown, { timeout: 20_000 })
      .toEqual(['Someone asks to talk to a person: Acme support']);
    // Turned off, nothing more.
    await toggle.uncheck();
    expect(await dash.evaluate(() => localStorage.getItem('charla.liveAlerts'))).toBeNull();
  });

  it('the navigation and the Live page in Spanish at 375 px', { timeout: 60_000 }, async () => {
    const dash = await ownerPage();
    await dash.setViewportSize(VIEWPORTS.narrow);
    await dash.addInitScript(() => localStorage.setItem('charla.lang', 'es'));
    await dash.goto(`${charla.base}/live`);
    await dash.getByRole('heading', { level: 1, name: 'En directo' }).waitFor();
    await dash.getByRole('button', { name: 'Abrir menú' }).click();
    // Its name is the page's, then how many wait, when some do.
    await dash
      .getByRole('navigation')
      .getByRole('link', { name: /^En directo/ })
      .waitFor();
    const overflow = await dash.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
