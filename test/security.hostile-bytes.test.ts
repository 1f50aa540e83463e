import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, formBody, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertConversation, insertPipeline } from './helpers/records';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
let owner: TestUser;
let form: { id: string };
let classic: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t, { plan: 'BUSINESS' });
  form = await makePublishedForm(t, owner);
  classic = await makePublishedForm(t, owner, {
    formType: 'CLASSIC',
    questions: [{ order: 1, text: 'Name', type: 'text', required: true }],
  });
});
afterAll(() => t.close());

const HOSTILE = ['a\u0000b', '\u0000', 'x\ud800', '\udfff y', 'end \ud83d'];

describe('NUL and lone surrogates answer 400, never 500', () => {
  it('in path parameters, with or without authentication', async () => {
    expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/api/forms/a%00b/config' }),
      400,
      'Invalid data',
    );
    expectErrorBody(await as(t, owner)({ method: 'GET', url: '/api/forms/a%00b' }), 400, 'Invalid data');
    expectErrorBody(
      await as(t, owner)({ method: 'GET', url: '/api/conversations/cnv_%00' }),
      400,
      'Invalid data',
    );
    expectErrorBody(await as(t, owner)({ method: 'DELETE', url: '/api/tickets/%00' }), 400, 'Invalid data');
  });

  it('in JSON strings and keys: names, question texts, messages, answers', async () => {
    for (const bad of HOSTILE) {
      expectErrorBody(
        await as(t, owner)({ method: 'POST', url: '/api/forms', payload: formBody({ name: bad }) }),
        400,
        'Invalid data',
      );
      const questions = [{ order: 1, text: bad, type: 'text', required: true }];
      expectErrorBody(
        await as(t, owner)({ method: 'POST', url: '/api/forms', payload: formBody({ questions }) }),
        400,
        'Invalid data',
      );
      expectErrorBody(await visitor(t).say(form.id, bad), 400, 'Invalid data');
      expectErrorBody(await visitor(t).submit(classic.id, { Name: bad }), 400, 'Invalid data');
      expectErrorBody(await visitor(t).submit(classic.id, { Name: 'Ana', [bad]: 'x' }), 400, 'Invalid data');
      expectErrorBody(
        await as(
          t,
          owner,
        )({ method: 'POST', url: '/api/tickets', payload: { subject: 'Help', description: bad } }),
        400,
        'Invalid data',
      );
    }
  });

  it('in list queries: Invalid query on forms, conversations and tickets; deals fall back to defaults', async () => {
    for (const url of [
      '/api/forms?search=a%00',
      '/api/conversations?formId=%00',
      '/api/tickets?search=%00',
    ]) {
      expectErrorBody(await as(t, owner)({ method: 'GET', url }), 400, 'Invalid query');
    }
    // Bytes that are not UTF-8 decode to U+FFFD in a query: storable text, so simply searched for.
    expect((await as(t, owner)({ method: 'GET', url: '/api/tickets?search=%ED%A0%80' })).statusCode).toBe(
      200,
    );
    const { pipelineId } = await insertPipeline(t, owner.id);
    const deals = await as(
      t,
      owner,
    )({ method: 'GET', url: `/api/pipelines/${pipelineId}/deals?search=a%00` });
    expect(deals.statusCode).toBe(200);
    expect(deals.json()).toEqual({ deals: [] });
  });

  it('nothing is written by a refused request', async () => {
    const before = (await as(t, owner)({ method: 'GET', url: '/api/tickets' })).json().tickets.length;
    await as(t, owner)({ method: 'POST', url: '/api/tickets', payload: { subject: 'a\u0000b' } });
    const after = (await as(t, owner)({ method: 'GET', url: '/api/tickets' })).json().tickets.length;
    expect(after).toBe(before);
  });
});

describe('date filters', () => {
  it('outside years 0001-9999 answer 400 Invalid query; the edges work', async () => {
    await insertConversation(t, { id: form.id, userId: owner.id });
    for (const bad of ['+275760-09-13', '-004714-01-01', '+010000-01-01', '0000-12-31']) {
      for (const key of ['from', 'to']) {
        const res = await as(
          t,
          owner,
        )({ method: 'GET', url: `/api/conversations?${key}=${encodeURIComponent(bad)}` });
        expectErrorBody(res, 400, 'Invalid query');
      }
    }
    const edges = await as(
      t,
      owner,
    )({ method: 'GET', url: '/api/conversations?from=0001-01-01&to=9999-12-31' });
    expect(edges.statusCode, edges.body).toBe(200);
    expect(edges.json().pagination.total).toBeGreaterThanOrEqual(1);
    const late = await as(t, owner)({ method: 'GET', url: '/api/conversations?from=9999-12-31' });
    expect(late.statusCode).toBe(200);
    expect(late.json().pagination.total).toBe(0);
  });
});
