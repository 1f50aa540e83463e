import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form as formTable } from '../src/server/db/schema';
import { as, createTestApp, formBody, makeForm, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertPipeline } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const q = (text: string, extra: Record<string, unknown> = {}) => ({
  order: 1,
  text,
  type: 'text',
  required: true,
  ...extra,
});

async function expectInvalid(
  u: TestUser,
  payload: unknown,
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/forms',
) {
  const res = await as(t, u)({ method, url, payload: payload as Record<string, unknown> });
  const body = expectErrorBody(res, 400, 'Invalid data') as { details?: unknown[] };
  expect(body.details?.length, res.body).toBeGreaterThan(0);
  return body;
}

describe('POST /api/forms validation', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['an empty name', formBody({ name: '' })],
    ['a blank name', formBody({ name: '   ' })],
    ['a 201-character name', formBody({ name: 'n'.repeat(201) })],
    ['a missing name', (({ name: _n, ...rest }) => rest)(formBody())],
    ['a numeric name', formBody({ name: 42 })],
    ['a 501-character welcomeMessage', formBody({ welcomeMessage: 'w'.repeat(501) })],
    ['an empty welcomeMessage', formBody({ welcomeMessage: '' })],
    ['a 501-character goodbyeMessage', formBody({ goodbyeMessage: 'g'.repeat(501) })],
    ['a missing goodbyeMessage', (({ goodbyeMessage: _g, ...rest }) => rest)(formBody())],
    ['no questions', formBody({ questions: [] })],
    ['questions as a string', formBody({ questions: 'x' })],
    ['a question without text', formBody({ questions: [{ order: 1, type: 'text', required: true }] })],
    ['a question of an unknown type', formBody({ questions: [q('Age?', { type: 'age' })] })],
    ['a question with required as a string', formBody({ questions: [q('Age?', { required: 'yes' })] })],
    ['a select question without options', formBody({ questions: [q('Size?', { type: 'select' })] })],
    [
      'a select question with empty options',
      formBody({ questions: [q('Size?', { type: 'select', options: [] })] }),
    ],
    ['a file question on a CONVERSATIONAL form', formBody({ questions: [q('Your CV', { type: 'file' })] })],
    [
      'a file question on a form with default formType',
      formBody({ formType: undefined, questions: [q('CV', { type: 'file' })] }),
    ],
    ['duplicate question texts', formBody({ questions: [q('Name?'), q('Name?', { order: 2 })] })],
    [
      'duplicate question texts differing in case',
      formBody({ questions: [q('Name?'), q('NAME?', { order: 2 })] }),
    ],
    ['a bad colour', formBody({ style: { primaryColor: 'red' } })],
    ['a colour without #', formBody({ style: { primaryColor: 'E11D62' } })],
    ['a bad position', formBody({ style: { position: 'top' } })],
    ['a javascript: avatarUrl', formBody({ style: { avatarUrl: 'javascript:alert(1)' } })],
    ['a bad tone', formBody({ tone: 'ANGRY' })],
    ['a lower-case tone', formBody({ tone: 'friendly' })],
    ['a bad language', formBody({ language: 'FR' })],
    ['a bad formType', formBody({ formType: 'WIZARD' })],
    ['allowedDomains as a string', formBody({ allowedDomains: 'example.com' })],
    ['an allowedDomains entry that is not a host', formBody({ allowedDomains: ['not a domain!'] })],
    ['an objective over 1000 characters', formBody({ objective: 'o'.repeat(1001) })],
    ['style as a string', formBody({ style: 'pink' })],
  ];
  for (const [what, payload] of cases) {
    it(`refuses ${what}`, async () => {
      const u = await makeUser(t);
      await expectInvalid(u, payload);
      expect(await t.db.select().from(formTable).where(eq(formTable.userId, u.id))).toEqual([]);
    });
  }

  it('names the failing field in details', async () => {
    const u = await makeUser(t);
    const body = await expectInvalid(u, formBody({ name: '' }));
    expect(JSON.stringify(body.details)).toContain('name');
    const dup = await expectInvalid(u, formBody({ questions: [q('Name?'), q('Name?', { order: 2 })] }));
    expect(JSON.stringify(dup.details)).toContain('questions.1');
  });

  it('accepts boundary lengths (200-character name, 500-character messages)', async () => {
    const u = await makeUser(t);
    const res = await as(
      t,
      u,
    )({
      method: 'POST',
      url: '/api/forms',
      payload: formBody({
        name: 'n'.repeat(200),
        welcomeMessage: 'w'.repeat(500),
        goodbyeMessage: 'g'.repeat(500),
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts a file question on a CLASSIC form', async () => {
    const u = await makeUser(t);
    const res = await as(
      t,
      u,
    )({
      method: 'POST',
      url: '/api/forms',
      payload: formBody({
        formType: 'CLASSIC',
        questions: [q('Your CV', { type: 'file', fileCategory: 'document' })],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses automations that point at another user's pipeline", async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const foreign = await insertPipeline(t, other.id);
    await expectInvalid(u, formBody({ automations: { createDeal: foreign } }));
    const own = await insertPipeline(t, u.id);
    // A stage of one's own pipeline paired with another pipeline is refused too.
    await expectInvalid(
      u,
      formBody({ automations: { createDeal: { pipelineId: own.pipelineId, stageId: foreign.stageId } } }),
    );
    await expectInvalid(
      u,
      formBody({ automations: { createDeal: { pipelineId: 'pip_nope', stageId: 'stg_nope' } } }),
    );
    expect(await t.db.select().from(formTable).where(eq(formTable.userId, u.id))).toEqual([]);
  });

  it('answers 400 (not 5xx) for a JSON array, a string or null as the body', async () => {
    const u = await makeUser(t);
    for (const body of ['[]', '"form"', 'null', '42']) {
      const res = await as(
        t,
        u,
      )({
        method: 'POST',
        url: '/api/forms',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expectErrorBody(res, 400, 'Invalid data');
    }
  });
});

describe('PUT /api/forms/:id validation', () => {
  it('refuses invalid fields and changes nothing', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    const url = `/api/forms/${f.id}`;
    const bad: Array<Record<string, unknown>> = [
      { name: '' },
      { name: 'n'.repeat(201) },
      { welcomeMessage: 'w'.repeat(501) },
      { questions: [] },
      { questions: 'x' },
      { questions: [q('Size?', { type: 'select' })] },
      { questions: [q('A?'), q('A?', { order: 2 })] },
      { questions: [q('CV', { type: 'file' })] },
      { style: { primaryColor: '#12345' } },
      { tone: 'LOUD' },
      { language: 'DE' },
      { formType: 'OTHER' },
      { isPublished: 'yes' },
      { allowedDomains: ['http://'] },
    ];
    for (const payload of bad) await expectInvalid(u, payload, 'PUT', url);
    const after = (await as(t, u)({ method: 'GET', url })).json();
    expect(after).toEqual(f);
  });

  it('refuses switching to CONVERSATIONAL while a file question remains', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u, { formType: 'CLASSIC', questions: [q('CV', { type: 'file' })] });
    await expectInvalid(u, { formType: 'CONVERSATIONAL' }, 'PUT', `/api/forms/${f.id}`);
    const after = (await as(t, u)({ method: 'GET', url: `/api/forms/${f.id}` })).json();
    expect(after.formType).toBe('CLASSIC');
  });

  it("refuses automations with another user's pipeline", async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const f = await makeForm(t, u);
    const foreign = await insertPipeline(t, other.id);
    await expectInvalid(u, { automations: { createDeal: foreign } }, 'PUT', `/api/forms/${f.id}`);
    const after = (await as(t, u)({ method: 'GET', url: `/api/forms/${f.id}` })).json();
    expect(after.automations).toEqual({ createDeal: null, createTicket: false });
  });

  it('answers 404 Form not found for an unknown id', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'PUT', url: '/api/forms/frm_unknown', payload: { name: 'x' } });
    expectErrorBody(res, 404, 'Form not found');
  });
});

describe('GET /api/forms query validation', () => {
  for (const query of [
    'limit=101',
    'limit=0',
    'limit=-1',
    'limit=abc',
    'page=0',
    'page=-2',
    'page=1.5',
    'isPublished=maybe',
  ]) {
    it(`answers 400 Invalid query for ${query}`, async () => {
      const u = await makeUser(t);
      const res = await as(t, u)({ method: 'GET', url: `/api/forms?${query}` });
      expectErrorBody(res, 400, 'Invalid query');
    });
  }
});

describe('GET and DELETE /api/forms/:id errors', () => {
  it('answers 404 Form not found for an unknown id', async () => {
    const u = await makeUser(t);
    expectErrorBody(await as(t, u)({ method: 'GET', url: '/api/forms/frm_unknown' }), 404, 'Form not found');
    expectErrorBody(
      await as(t, u)({ method: 'DELETE', url: '/api/forms/frm_unknown' }),
      404,
      'Form not found',
    );
  });

  it('never answers 5xx for an id with odd characters or an overlong id', async () => {
    const u = await makeUser(t);
    for (const id of ["'%20OR%201=1--", '%25', 'x'.repeat(300), '..%2F..%2Fetc']) {
      const res = await as(t, u)({ method: 'GET', url: `/api/forms/${id}` });
      expect(res.statusCode, `${id}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(500);
    }
  });
});
