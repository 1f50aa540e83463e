import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeUser, type TestApp } from './helpers/app';
import { makePublishedForm, visitor } from './helpers/widget';

// The model of the third round (CONTRACT "Third round", Questions and Forms): keys, save-time checks of
// conditions, bounds and recall, hidden fields, endings and knowledge, and answers that follow a renamed
// question through its key.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = {
  name: 'Logic form',
  welcomeMessage: 'Hi!',
  goodbyeMessage: 'Thanks {{name}}!',
  language: 'EN',
};

const create = async (u: Awaited<ReturnType<typeof makeUser>>, body: Record<string, unknown>) =>
  as(t, u)({ method: 'POST', url: '/api/forms', payload: { ...base, ...body } });

describe('question keys', () => {
  it('derives missing keys from the texts, keeps given ones, and inherits them by text on update', async () => {
    const u = await makeUser(t);
    const res = await create(u, {
      questions: [
        { order: 1, text: '¿Cuántas personas?', type: 'number', required: true },
        { order: 2, text: 'Your name', type: 'text', required: true, key: 'name' },
        { order: 3, text: 'Budget', type: 'number', required: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const form = res.json();
    expect(form.questions.map((q: { key: string }) => q.key)).toEqual(['cuantas_personas', 'name', 'budget']);
    const renamed = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      payload: {
        questions: [
          { order: 1, text: 'How many guests?', type: 'number', required: true, key: 'cuantas_personas' },
          { order: 2, text: 'Your name', type: 'text', required: true },
          { order: 3, text: 'Budget', type: 'number', required: false },
        ],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().questions.map((q: { key: string }) => q.key)).toEqual([
      'cuantas_personas',
      'name',
      'budget',
    ]);
  });

  it('shows past answers under a renamed question’s new text', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, {
      formType: 'CLASSIC',
      questions: [
        { order: 1, text: 'Name', type: 'text', required: true },
        { order: 2, text: 'Guests', type: 'number', required: true },
      ],
    });
    const sent = await visitor(t).submit(form.id, { Name: 'Ana', Guests: '4' });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().conversationId;
    const put = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      payload: {
        questions: [
          { order: 1, text: 'Full name', type: 'text', required: true, key: 'name' },
          { order: 2, text: 'Guests', type: 'number', required: true },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const detail = await as(t, u)({ method: 'GET', url: `/api/conversations/${id}` });
    expect(detail.json().collectedData).toEqual({ 'Full name': 'Ana', Guests: 4 });
    const list = await as(t, u)({ method: 'GET', url: `/api/conversations?formId=${form.id}` });
    expect(list.json().conversations[0].collectedData).toEqual({ 'Full name': 'Ana', Guests: 4 });
    const csv = await as(t, u)({ method: 'GET', url: `/api/forms/${form.id}/export` });
    expect(csv.body.split('\r\n')[0]).toContain('Full name');
    expect(csv.body.split('\r\n')[1]).toContain(',Ana,4');
  });
});

describe('save-time checks (400 Invalid data naming the path)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'a condition on a later question',
      {
        questions: [
          { order: 1, text: 'A', type: 'text', required: true, showIf: { field: 'b', op: 'answered' } },
          { order: 2, text: 'B', type: 'text', required: true },
        ],
      },
      'body.questions.0.showIf.field',
    ],
    [
      'a condition on an unknown field, inside a group',
      {
        questions: [
          { order: 1, text: 'A', type: 'text', required: true },
          {
            order: 2,
            text: 'B',
            type: 'text',
            required: true,
            showIf: {
              all: [
                { field: 'a', op: 'answered' },
                { field: 'nope', op: 'equals', value: 'x' },
              ],
            },
          },
        ],
      },
      'body.questions.1.showIf.all.1.field',
    ],
    [
      'a list operator without a list',
      {
        questions: [
          { order: 1, text: 'A', type: 'text', required: true },
          { order: 2, text: 'B', type: 'text', required: true, showIf: { field: 'a', op: 'in', value: 'x' } },
        ],
      },
      'body.questions.1.showIf.value',
    ],
    [
      'four levels of groups',
      {
        questions: [
          { order: 1, text: 'A', type: 'text', required: true },
          {
            order: 2,
            text: 'B',
            type: 'text',
            required: true,
            showIf: { all: [{ any: [{ all: [{ any: [{ field: 'a', op: 'answered' }] }] }] }] },
          },
        ],
      },
      'body.questions.1.showIf',
    ],
    [
      'a hidden field named like a question key',
      {
        hiddenFields: ['name'],
        questions: [{ order: 1, text: 'Name', type: 'text', required: true, key: 'name' }],
      },
      'body.questions.0.key',
    ],
    [
      'rating bounds out of range',
      {
        questions: [
          { order: 1, text: 'Rate us', type: 'rating', required: true, validation: { min: 0, max: 11 } },
        ],
      },
      'body.questions.0.validation.max',
    ],
    [
      'a date bound that is no date',
      {
        questions: [
          { order: 1, text: 'When?', type: 'date', required: true, validation: { min: 'tomorrow' } },
        ],
      },
      'body.questions.0.validation.min',
    ],
    [
      'bounds on an e-mail question',
      { questions: [{ order: 1, text: 'E-mail', type: 'email', required: true, validation: { min: 1 } }] },
      'body.questions.0.validation',
    ],
    [
      'min above max',
      {
        questions: [
          { order: 1, text: 'Guests', type: 'number', required: true, validation: { min: 10, max: 2 } },
        ],
      },
      'body.questions.0.validation',
    ],
    [
      'a multiselect without options',
      { questions: [{ order: 1, text: 'Services', type: 'multiselect', required: true }] },
      'body.questions.0.options',
    ],
    [
      'recall of an unknown name',
      { questions: [{ order: 1, text: 'Hi {{who}}, your e-mail?', type: 'email', required: true }] },
      'body.questions.0.text',
    ],
    [
      'an ending on an unknown field',
      {
        questions: [{ order: 1, text: 'Name', type: 'text', required: true, key: 'name' }],
        endings: [{ when: { field: 'budget', op: 'gt', value: 1 }, message: 'Bye', redirectUrl: null }],
      },
      'body.endings.0.when.field',
    ],
  ];
  it.each(cases)('refuses %s', async (_why, body, path) => {
    const u = await makeUser(t);
    const res = await create(u, {
      questions: [{ order: 1, text: 'Name', type: 'text', required: true, key: 'name' }],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('Invalid data');
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('hidden fields, endings and knowledge', () => {
  it('are stored, returned, and the config lists hidden fields but neither endings nor knowledge', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, {
      ...base,
      hiddenFields: ['utm_source'],
      knowledge: 'Open Monday to Friday.',
      endings: [
        {
          when: { field: 'utm_source', op: 'equals', value: 'ads' },
          message: 'Thanks {{name}}, from ads!',
          redirectUrl: 'https://example.com/thanks',
        },
        { when: null, message: 'Thanks!', redirectUrl: null },
      ],
      questions: [
        {
          order: 1,
          text: 'Name',
          type: 'text',
          required: true,
          key: 'name',
          help: 'So we know how to greet you.',
        },
        {
          order: 2,
          text: 'Company',
          type: 'text',
          required: false,
          showIf: { field: 'utm_source', op: 'equals', value: 'linkedin' },
        },
      ],
    });
    const got = await as(t, u)({ method: 'GET', url: `/api/forms/${form.id}` });
    const f = got.json();
    expect(f.hiddenFields).toEqual(['utm_source']);
    expect(f.knowledge).toBe('Open Monday to Friday.');
    expect(f.endings).toHaveLength(2);
    expect(f.questions[0]).toMatchObject({ key: 'name', help: 'So we know how to greet you.', showIf: null });
    expect(f.questions[1].showIf).toEqual({ field: 'utm_source', op: 'equals', value: 'linkedin' });
    const config = await t.app.inject({ method: 'GET', url: `/api/forms/${form.id}/config` });
    const c = config.json();
    expect(c.hiddenFields).toEqual(['utm_source']);
    expect(c.endings).toBeUndefined();
    expect(c.knowledge).toBeUndefined();
    expect(c.questions[1].showIf).toEqual({ field: 'utm_source', op: 'equals', value: 'linkedin' });
  });

  it('keeps the hidden values of a chat’s first message, the declared ones only, trimmed', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, {
      ...base,
      hiddenFields: ['utm_source', 'plan'],
      questions: [{ order: 1, text: 'Name', type: 'text', required: true, key: 'name' }],
    });
    const v = visitor(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: 'https://site.example', 'x-forwarded-for': v.ip },
      payload: {
        formId: form.id,
        message: 'hello',
        hidden: { plan: ' pro ', utm_source: 'ads', other: 'ignored' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = String(res.headers['x-conversation-id']);
    const detail = await as(t, u)({ method: 'GET', url: `/api/conversations/${id}` });
    expect(detail.json().hiddenFields).toEqual({ utm_source: 'ads', plan: 'pro' });
    expect(Object.keys(detail.json().hiddenFields)).toEqual(['utm_source', 'plan']);
  });

  it('opens a chat with the first question its hidden values show, with {{name}} recalled from them', async () => {
    const u = await makeUser(t);
    const form = await makePublishedForm(t, u, {
      ...base,
      goodbyeMessage: 'Thanks!',
      hiddenFields: ['plan', 'first_name'],
      questions: [
        {
          order: 1,
          text: 'Which team are you on?',
          type: 'text',
          required: true,
          key: 'team',
          showIf: { field: 'plan', op: 'equals', value: 'business' },
        },
        { order: 2, text: 'What brings you here, {{first_name}}?', type: 'text', required: true, key: 'why' },
      ],
    });
    const v = visitor(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: 'https://site.example', 'x-forwarded-for': v.ip },
      payload: { formId: form.id, message: 'hello', hidden: { plan: 'free', first_name: 'Lucía' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = String(res.headers['x-conversation-id']);
    const detail = await as(t, u)({ method: 'GET', url: `/api/conversations/${id}` });
    const opening = detail.json().messages[0].content as string;
    expect(opening).toContain('What brings you here, Lucía?');
    expect(opening).not.toContain('Which team');
    expect(opening).not.toContain('{{');
  });
});
