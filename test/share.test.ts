import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, TEST_PUBLIC_URL, type TestApp } from './helpers/app';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (id: string) =>
  t.app.inject({ method: 'GET', url: `/f/${id}`, headers: { accept: 'text/html' } });

describe('GET /f/:formId (share link)', () => {
  it('serves a full-page form with its name, Open Graph tags and the widget in page mode', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, {
      name: 'Tom & Jerry\'s "<quote>" form',
      welcomeMessage: 'Hi <b>there</b>',
      formType: 'CLASSIC',
      language: 'ES',
      style: { primaryColor: '#123456', theme: 'dark' },
    });
    const res = await page(form.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Its own requests (the chat's messages and stream) name it; other sites get no referrer.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // Nothing of the name is parsed as markup.
    expect(res.body).not.toContain('<quote>');
    expect(res.body).not.toContain('<b>there');
    const doc = parse(res.body);
    const meta = (p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
    expect(doc.querySelector('html')?.getAttribute('lang')).toBe('es');
    expect(doc.querySelector('title')?.text).toBe('Tom & Jerry\'s "<quote>" form');
    expect(meta('og:title')).toBe('Tom & Jerry\'s "<quote>" form');
    expect(meta('og:description')).toBe('Hi <b>there</b>');
    expect(meta('og:url')).toBe(`${TEST_PUBLIC_URL}/f/${form.id}`);
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    const script = doc.querySelector('script[data-form-id]');
    expect(script?.getAttribute('src')).toBe('/api/widget');
    expect(script?.getAttribute('data-form-id')).toBe(form.id);
    expect(script?.hasAttribute('data-page')).toBe(true);
    expect(doc.querySelector('style')?.text).toContain('#123456');
    expect(doc.querySelector('style')?.text).toContain('color-scheme:dark');
  });

  it('answers an HTML 404 page for an unknown, unpublished or deleted form', async () => {
    const owner = await makeUser(t);
    const draft = await makeForm(t, owner);
    const gone = await makePublishedForm(t, owner);
    const del = await as(t, owner)({ method: 'DELETE', url: `/api/forms/${gone.id}` });
    expect(del.statusCode).toBe(200);
    for (const id of ['frm_doesnotexist', draft.id, gone.id, 'a'.repeat(60), 'frm_%3Cx%3E']) {
      const res = await page(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(parse(res.body).querySelector('h1')?.text).toBe('Form not found');
    }
    // An encoded slash never reaches the page: the path is not canonical (http/canonical-path.ts).
    const traversal = await page('..%2F..%2Fetc');
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().error).toBe('Invalid data');
  });

  it("lets the share page's own origin through a form's domain list, and no other", async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, { allowedDomains: ['example.com'] });
    const own = await visitor(t, { origin: TEST_PUBLIC_URL }).say(form.id, 'Hola');
    expect(own.statusCode).toBe(200);
    // Same host name on another port or scheme is another origin.
    const other = await visitor(t, { origin: 'https://charla.test:8443' }).say(form.id, 'Hola');
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('Domain not allowed');
  });
});
