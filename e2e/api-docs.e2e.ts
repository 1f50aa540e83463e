// The API reference at /api/docs in a real browser: Charla's title, icon and logo (never Fastify's), and
// the operations of the document, the auth endpoints among them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshot } from './helpers/browser';
import { type RunningCharla, startCharla } from './helpers/charla';

let charla: RunningCharla;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [charla, browser] = await Promise.all([startCharla(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  errors = collectPageErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await charla?.close();
});

describe('/api/docs', () => {
  it("is Charla's API reference: title, icon and logo, with the operations of the document", async () => {
    await page.goto(`${charla.base}/api/docs`);
    await page.locator('.opblock-tag', { hasText: 'Auth' }).first().waitFor();
    expect(await page.title()).toBe('Charla API reference');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/theme\/favicon\.svg$/);
    const logo = page.locator('.topbar img');
    await logo.waitFor();
    const src = (await logo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(src.split(',')[1] ?? '', 'base64').toString()).toContain('Charla API');
    // Nothing of Fastify's branding is left on the page.
    const html = await page.content();
    expect(html.toLowerCase()).not.toContain('fastify');
    await page.getByText('/api/auth/sign-up/email').first().waitFor();
    await page.getByText('/api/chat').first().waitFor();
    await screenshot(page, 'api-docs');
    expect(errors).toEqual([]);
  });
});
