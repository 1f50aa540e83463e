import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, message } from '../src/server/db/schema';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { makePublishedForm, visitor } from './helpers/widget';

// Classic submit with the third round's logic (CONTRACT "Third round"): the new types, bounds, showIf,
// hidden values, endings and recall. The clock is fixed so that a "today" bound is a known day.
const NOW = new Date('2026-06-15T22:30:00Z');

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await makeUser(t, { plan: 'PRO' });
});
afterAll(() => t.close());

const types = {
  formType: 'CLASSIC',
  language: 'EN',
  questions: [
    { order: 1, text: 'Name', type: 'text', required: true },
    {
      order: 2,
      text: 'Services',
      type: 'multiselect',
      required: true,
      options: ['Design', 'SEO', 'Ads, paid'],
    },
    { order: 3, text: 'Do you have a website?', type: 'yesno', required: true, key: 'has_site' },
    { order: 4, text: 'Your website', type: 'url', required: false, key: 'site' },
    { order: 5, text: 'Rate us', type: 'rating', required: false },
    { order: 6, text: 'Recommend us?', type: 'rating', required: false, validation: { min: 0, max: 10 } },
    { order: 7, text: 'Tell us more', type: 'longtext', required: false },
  ],
};

const stored = async (id: string) =>
  (await t.db.select().from(conversation).where(eq(conversation.id, id)))[0]!;
const transcript = async (id: string) =>
  (await t.db.select().from(message).where(eq(message.conversationId, id)).orderBy(message.seq)).map(
    (m) => m.content,
  );
const detailPaths = (res: { json(): unknown }) =>
  ((res.json() as { details?: { path: string; message: string }[] }).details ?? []).map((d) => [
    d.path,
    d.message,
  ]);

describe('classic submit of the new question types', () => {
  it('stores each type normalised and writes the transcript readably', async () => {
    const form = await makePublishedForm(t, owner, types);
    const long = 'Line one, with punctuation!\nLine two 🚀 — and “quotes”.';
    const res = await visitor(t).submit(form.id, {
      Name: 'Ana',
      Services: 'seo, Ads, paid,design',
      has_site: 'Sí',
      'Your website': 'Example.COM/Path?Q=A',
      'Rate us': '4',
      'Recommend us?': '0',
      'Tell us more': `  ${long}  `,
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = await stored(res.json().conversationId);
    expect(c.collectedData).toEqual({
      name: 'Ana',
      services: ['Design', 'SEO', 'Ads, paid'],
      has_site: true,
      site: 'https://example.com/Path?Q=A',
      rate_us: 4,
      recommend_us: 0,
      tell_us_more: long,
    });
    expect((await transcript(c.id)).slice(2, 6)).toEqual([
      'Services',
      'Design, SEO, Ads, paid',
      'Do you have a website?',
      'Yes',
    ]);
  });

  it('takes a multiselect as an array and a yes/no as a boolean', async () => {
    const form = await makePublishedForm(t, owner, types);
    const res = await visitor(t).submit(form.id, {
      Name: 'Bo',
      Services: ['SEO', 'seo', 'Design'],
      'Do you have a website?': false,
      'Your website': 'http://192.168.1.20:8080',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(res.json().conversationId)).collectedData).toMatchObject({
      services: ['Design', 'SEO'],
      has_site: false,
      site: 'http://192.168.1.20:8080',
    });
  });

  it('answers 400 naming each refused answer, in the form language', async () => {
    const form = await makePublishedForm(t, owner, types);
    const res = await visitor(t).submit(form.id, {
      Name: true,
      Services: ['SEO', 'Print'],
      'Do you have a website?': 'maybe',
      'Your website': 'localhost',
      'Rate us': '6',
      'Recommend us?': '7.5',
      'Tell us more': 'x'.repeat(5001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid data');
    expect(detailPaths(res)).toEqual([
      ['Name', 'Expected text.'],
      ['Services', 'The options are: Design, SEO or Ads, paid.'],
      ['Do you have a website?', 'Please answer yes or no.'],
      ['Your website', "That doesn't look like a web address."],
      ['Rate us', 'Please choose a rating from 1 to 5.'],
      ['Recommend us?', 'Please choose a rating from 0 to 10.'],
      ['Tell us more', 'That answer is too long (at most 5000 characters).'],
    ]);
    const bad = await visitor(t).submit(form.id, {
      Name: 'A',
      Services: 'SEO',
      has_site: 'no',
      site: 'mailto:a@b.co',
    });
    expect(detailPaths(bad)).toEqual([['Your website', "That doesn't look like a web address."]]);
  });
});

describe('bounds from validation', () => {
  const bounded = {
    formType: 'CLASSIC',
    language: 'ES',
    questions: [
      { order: 1, text: 'Personas', type: 'number', required: false, validation: { min: 1, max: 12 } },
      { order: 2, text: 'Fecha', type: 'date', required: false, validation: { min: 'today' } },
      { order: 3, text: 'Apodo', type: 'text', required: false, validation: { min: 2, max: 5 } },
      {
        order: 4,
        text: 'Extras',
        type: 'multiselect',
        required: false,
        options: ['A', 'B', 'C'],
        validation: { max: 2 },
      },
      { order: 5, text: 'Hasta', type: 'date', required: false, validation: { max: '2026-12-31' } },
    ],
  };

  it('refuses answers outside them, saying the bounds', async () => {
    const form = await makePublishedForm(t, owner, bounded);
    const res = await visitor(t).submit(form.id, {
      Personas: '13',
      Fecha: '2026-06-14',
      Apodo: 'Maximiliano',
      Extras: 'A, B, C',
      Hasta: '2027-01-01',
    });
    expect(detailPaths(res)).toEqual([
      ['Personas', 'Indica un número entre 1 y 12.'],
      ['Fecha', 'Indica una fecha a partir de hoy.'],
      ['Apodo', 'Escribe entre 2 y 5 caracteres.'],
      ['Extras', 'Elige como máximo 2 opciones.'],
      ['Hasta', 'Indica una fecha hasta el 31 de diciembre de 2026.'],
    ]);
  });

  it('accepts the edges; "today" is the submission day in UTC; an emoji counts as one character', async () => {
    const form = await makePublishedForm(t, owner, bounded);
    const res = await visitor(t).submit(form.id, {
      Personas: '12',
      Fecha: '2026-06-15',
      Apodo: 'Jo🙂',
      Extras: ['C', 'A'],
      Hasta: '2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(res.json().conversationId)).collectedData).toEqual({
      personas: 12,
      fecha: '2026-06-15',
      apodo: 'Jo🙂',
      extras: ['A', 'C'],
      hasta: '2026-12-31',
    });
  });
});

describe('showIf, hidden values and endings', () => {
  const branching = {
    formType: 'CLASSIC',
    language: 'EN',
    hiddenFields: ['utm_source', 'plan'],
    goodbyeMessage: 'Thanks {{name}}, from {{utm_source}}!',
    endings: [
      {
        when: {
          all: [
            { field: 'budget', op: 'gte', value: 1000 },
            { field: 'has_site', op: 'equals', value: true },
          ],
        },
        message: 'Great, {{name}}: a specialist will call you about {{site}}.',
        redirectUrl: 'https://example.com/booked?tier=high',
      },
      {
        when: { field: 'utm_source', op: 'equals', value: 'ads' },
        message: 'Thanks, ad visitor!',
        redirectUrl: null,
      },
    ],
    questions: [
      { order: 1, text: 'Name', type: 'text', required: true },
      { order: 2, text: 'Budget', type: 'number', required: true },
      {
        order: 3,
        text: 'Have a site?',
        type: 'yesno',
        required: true,
        key: 'has_site',
        showIf: { field: 'budget', op: 'gte', value: 1000 },
      },
      {
        order: 4,
        text: 'Which site, {{name}}?',
        type: 'url',
        required: true,
        key: 'site',
        showIf: { field: 'has_site', op: 'equals', value: true },
      },
      {
        order: 5,
        text: 'Coupon',
        type: 'text',
        required: false,
        showIf: { field: 'utm_source', op: 'in', value: ['ads', 'partner'] },
      },
    ],
  };

  it('drops answers to questions not shown and does not require them', async () => {
    const form = await makePublishedForm(t, owner, branching);
    const res = await visitor(t).submit(
      form.id,
      { Name: 'Ana', Budget: '300', 'Have a site?': 'banana', site: 'not a url', Coupon: 'SAVE10' },
      { hidden: { utm_source: ' newsletter ', plan: 'pro', other: 'ignored' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Thanks Ana, from newsletter!', redirectUrl: null });
    const c = await stored(res.json().conversationId);
    expect(c.collectedData).toEqual({ name: 'Ana', budget: 300 });
    expect(c.hiddenFields).toEqual({ utm_source: 'newsletter', plan: 'pro' });
    const list = await as(t, owner)({ method: 'GET', url: `/api/conversations?formId=${form.id}` });
    expect(list.json().conversations[0].hiddenFields).toEqual({ utm_source: 'newsletter', plan: 'pro' });
  });

  it('requires a shown question, and chooses the first ending that holds, with its redirect', async () => {
    const form = await makePublishedForm(t, owner, branching);
    const missing = await visitor(t).submit(form.id, { Name: 'Ana', Budget: '5000', 'Have a site?': 'yes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing required field: Which site, {{name}}?');
    const res = await visitor(t).submit(
      form.id,
      { Name: 'Ana', Budget: '5000', 'Have a site?': 'yes', 'Which site, {{name}}?': 'ana.dev' },
      { hidden: { utm_source: 'ads' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      conversationId: expect.stringMatching(/^cnv_/),
      message: 'Great, Ana: a specialist will call you about https://ana.dev.',
      redirectUrl: 'https://example.com/booked?tier=high',
    });
    // The transcript shows the question as the visitor read it.
    expect(await transcript(res.json().conversationId)).toContain('Which site, Ana?');
  });

  it('shows a question from a hidden value; the next ending holds when the first does not', async () => {
    const form = await makePublishedForm(t, owner, branching);
    const res = await visitor(t).submit(
      form.id,
      { Name: 'Bo', Budget: '10', Coupon: 'SAVE10' },
      { hidden: { utm_source: 'ads' } },
    );
    expect(res.json()).toMatchObject({ message: 'Thanks, ad visitor!', redirectUrl: null });
    expect((await stored(res.json().conversationId)).collectedData).toEqual({
      name: 'Bo',
      budget: 10,
      coupon: 'SAVE10',
    });
  });
});
