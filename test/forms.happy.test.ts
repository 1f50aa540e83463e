import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, form as formTable, message } from '../src/server/db/schema';
import { as, createTestApp, formBody, makeForm, makeUser, type TestApp } from './helpers/app';
import { insertConversation, insertPipeline, sleep } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What every stored question carries beyond what it was given (CONTRACT "Third round"). */
const Q_DEFAULTS = { options: null, help: null, validation: null, showIf: null };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /api/forms', () => {
  it('creates a form with every default', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'POST', url: '/api/forms', payload: formBody() });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json();
    expect(f).toEqual({
      id: expect.stringMatching(/^frm_[0-9a-z]{20}$/),
      userId: u.id,
      name: 'Lead form',
      businessDescription: null,
      welcomeMessage: 'Hi! A few quick questions.',
      goodbyeMessage: 'Thanks, we will be in touch.',
      tone: 'FRIENDLY',
      questions: [
        {
          ...Q_DEFAULTS,
          order: 1,
          text: 'What is your name?',
          type: 'text',
          required: true,
          key: 'what_is_your_name',
        },
        {
          ...Q_DEFAULTS,
          order: 2,
          text: 'What is your e-mail?',
          type: 'email',
          required: true,
          key: 'what_is_your_e_mail',
        },
      ],
      style: {
        primaryColor: '#E11D62',
        avatarUrl: null,
        position: 'bottom-right',
        bubbleIcon: null,
        showBranding: true,
        theme: 'auto',
      },
      language: 'ES',
      formType: 'CONVERSATIONAL',
      allowedDomains: [],
      isPublished: false,
      objective: null,
      automations: { createDeal: null, createTicket: false },
      notifications: { onCompleted: false, emails: [] },
      botProtection: false,
      hiddenFields: [],
      endings: [],
      knowledge: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('keeps every field it is given', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const { pipelineId, stageId } = await insertPipeline(t, u.id);
    const body = formBody({
      name: 'Support intake',
      businessDescription: 'We fix bikes.',
      tone: 'FORMAL',
      language: 'EN',
      formType: 'CLASSIC',
      objective: 'Book repairs',
      style: { primaryColor: '#123abc', position: 'bottom-left', avatarUrl: 'https://cdn.example.com/a.png' },
      allowedDomains: ['example.com'],
      automations: { createDeal: { pipelineId, stageId }, createTicket: true },
      questions: [
        { order: 2, text: 'Pick a size', type: 'select', required: false, options: ['S', 'M'] },
        { order: 1, text: 'Photo of the bike', type: 'file', required: false, fileCategory: 'image' },
        { order: 3, text: 'A document', type: 'file', required: false },
      ],
    });
    const res = await as(t, u)({ method: 'POST', url: '/api/forms', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Support intake',
      businessDescription: 'We fix bikes.',
      tone: 'FORMAL',
      language: 'EN',
      formType: 'CLASSIC',
      objective: 'Book repairs',
      style: {
        primaryColor: '#123abc',
        position: 'bottom-left',
        avatarUrl: 'https://cdn.example.com/a.png',
        bubbleIcon: null,
        showBranding: true,
        theme: 'auto',
      },
      allowedDomains: ['example.com'],
      automations: { createDeal: { pipelineId, stageId }, createTicket: true },
      // Kept in `order`; a file question gets fileCategory `any` by default.
      questions: [
        {
          order: 1,
          text: 'Photo of the bike',
          type: 'file',
          required: false,
          options: null,
          fileCategory: 'image',
        },
        { order: 2, text: 'Pick a size', type: 'select', required: false, options: ['S', 'M'] },
        { order: 3, text: 'A document', type: 'file', required: false, options: null, fileCategory: 'any' },
      ],
    });
  });

  it('normalises allowedDomains and keeps wildcards', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u, {
      allowedDomains: [
        'https://Shop.Example.com:8080/path',
        '*.example.com',
        'example.org.',
        'shop.example.com',
      ],
    });
    expect(f.allowedDomains).toEqual(['shop.example.com', '*.example.com', 'example.org']);
  });

  it('ignores unknown fields', async () => {
    const u = await makeUser(t);
    const res = await as(
      t,
      u,
    )({
      method: 'POST',
      url: '/api/forms',
      payload: formBody({ isPublished: true, userId: 'usr_someone', id: 'frm_mine', hacker: 1 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json();
    expect(f.id).not.toBe('frm_mine');
    expect(f.userId).toBe(u.id);
    expect(f.isPublished).toBe(false);
    expect(f).not.toHaveProperty('hacker');
  });
});

describe('GET /api/forms', () => {
  it('lists newest first with pagination and conversation counts', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await makeForm(t, u, { name: `Form ${i}` })).id);
    await insertConversation(t, { id: ids[4]!, userId: u.id });
    await insertConversation(t, { id: ids[4]!, userId: u.id });

    const first = await as(t, u)({ method: 'GET', url: '/api/forms?limit=2' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(body.forms.map((f: { id: string }) => f.id)).toEqual([ids[4], ids[3]]);
    expect(body.forms[0]).toEqual({
      id: ids[4],
      name: 'Form 4',
      isPublished: false,
      formType: 'CONVERSATIONAL',
      createdAt: expect.stringMatching(ISO),
      _count: { conversations: 2 },
    });
    expect(body.forms[1]._count).toEqual({ conversations: 0 });

    const last = (await as(t, u)({ method: 'GET', url: '/api/forms?limit=2&page=3' })).json();
    expect(last.forms.map((f: { id: string }) => f.id)).toEqual([ids[0]]);
    expect(last.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });

    const beyond = (await as(t, u)({ method: 'GET', url: '/api/forms?limit=2&page=9' })).json();
    expect(beyond.forms).toEqual([]);
    expect(beyond.pagination.total).toBe(5);
  });

  it('defaults to page 1 and limit 10, and accepts limit 100', async () => {
    const u = await makeUser(t);
    await makeForm(t, u);
    const res = await as(t, u)({ method: 'GET', url: '/api/forms' });
    expect(res.json().pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    const max = await as(t, u)({ method: 'GET', url: '/api/forms?limit=100' });
    expect(max.statusCode).toBe(200);
    expect(max.json().pagination.limit).toBe(100);
  });

  it('answers an empty list with totalPages 0', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'GET', url: '/api/forms' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ forms: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    await makeForm(t, u, { name: 'Customer Feedback' });
    await makeForm(t, u, { name: '100% satisfied' });
    await makeForm(t, u, { name: 'snake_case form' });
    await makeForm(t, u, { name: 'snakeXcase form' });
    await makeForm(t, u, { name: '1000 leads' });
    const names = async (search: string) => {
      const res = await as(t, u)({ method: 'GET', url: `/api/forms?search=${encodeURIComponent(search)}` });
      expect(res.statusCode).toBe(200);
      return res.json().forms.map((f: { name: string }) => f.name);
    };
    expect(await names('FEEDBACK')).toEqual(['Customer Feedback']);
    expect(await names('customer feed')).toEqual(['Customer Feedback']);
    expect(await names('%')).toEqual(['100% satisfied']);
    expect(await names('100%')).toEqual(['100% satisfied']);
    expect(await names('_')).toEqual(['snake_case form']);
    expect(await names('snake_case')).toEqual(['snake_case form']);
    expect(await names('nothing like this')).toEqual([]);
  });

  it('filters by isPublished', async () => {
    const u = await makeUser(t);
    const a = await makeForm(t, u, { name: 'Published one' });
    const b = await makeForm(t, u, { name: 'Draft one' });
    await as(t, u)({ method: 'PUT', url: `/api/forms/${a.id}`, payload: { isPublished: true } });
    const pub = (await as(t, u)({ method: 'GET', url: '/api/forms?isPublished=true' })).json();
    expect(pub.forms.map((f: { id: string }) => f.id)).toEqual([a.id]);
    expect(pub.forms[0].isPublished).toBe(true);
    expect(pub.pagination.total).toBe(1);
    const drafts = (await as(t, u)({ method: 'GET', url: '/api/forms?isPublished=false' })).json();
    expect(drafts.forms.map((f: { id: string }) => f.id)).toEqual([b.id]);
    const all = (await as(t, u)({ method: 'GET', url: '/api/forms' })).json();
    expect(all.pagination.total).toBe(2);
  });
});

describe('GET /api/forms/:id', () => {
  it('returns the full form', async () => {
    const u = await makeUser(t);
    const created = await makeForm(t, u);
    const res = await as(t, u)({ method: 'GET', url: `/api/forms/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });
});

describe('PUT /api/forms/:id', () => {
  it('changes only the fields sent and moves updatedAt', async () => {
    const u = await makeUser(t);
    const before = await makeForm(t, u);
    await sleep(10);
    const res = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/forms/${before.id}`, payload: { name: 'Renamed', tone: 'CASUAL' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after).toEqual({ ...before, name: 'Renamed', tone: 'CASUAL', updatedAt: after.updatedAt });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt as string));
    expect(after.createdAt).toBe(before.createdAt);
    const stored = (await as(t, u)({ method: 'GET', url: `/api/forms/${before.id}` })).json();
    expect(stored).toEqual(after);
  });

  it('merges style key by key', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u, { style: { primaryColor: '#000000', position: 'bottom-left' } });
    const res = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/forms/${f.id}`,
      payload: { style: { avatarUrl: 'https://cdn.example.com/me.png' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().style).toEqual({
      primaryColor: '#000000',
      avatarUrl: 'https://cdn.example.com/me.png',
      position: 'bottom-left',
      bubbleIcon: null,
      showBranding: true,
      theme: 'auto',
    });
    const again = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/forms/${f.id}`, payload: { style: { avatarUrl: null } } });
    expect(again.json().style).toMatchObject({
      primaryColor: '#000000',
      avatarUrl: null,
      position: 'bottom-left',
    });
  });

  it('toggles isPublished', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    const on = await as(t, u)({ method: 'PUT', url: `/api/forms/${f.id}`, payload: { isPublished: true } });
    expect(on.json().isPublished).toBe(true);
    const off = await as(t, u)({ method: 'PUT', url: `/api/forms/${f.id}`, payload: { isPublished: false } });
    expect(off.json().isPublished).toBe(false);
  });

  it('replaces questions and allowedDomains, normalising them', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    const res = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/forms/${f.id}`,
      payload: {
        questions: [{ order: 1, text: 'Which plan?', type: 'select', required: true, options: ['A', 'B'] }],
        allowedDomains: ['HTTPS://WWW.Example.com/contact'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().questions).toEqual([
      {
        ...Q_DEFAULTS,
        order: 1,
        text: 'Which plan?',
        type: 'select',
        required: true,
        options: ['A', 'B'],
        key: 'which_plan',
      },
    ]);
    expect(res.json().allowedDomains).toEqual(['www.example.com']);
  });

  it('sets and clears automations with an own pipeline', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const f = await makeForm(t, u);
    const { pipelineId, stageId } = await insertPipeline(t, u.id);
    const set = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/forms/${f.id}`,
      payload: { automations: { createDeal: { pipelineId, stageId } } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().automations).toEqual({ createDeal: { pipelineId, stageId }, createTicket: false });
    const ticket = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/forms/${f.id}`, payload: { automations: { createTicket: true } } });
    expect(ticket.json().automations).toEqual({ createDeal: { pipelineId, stageId }, createTicket: true });
    const cleared = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/forms/${f.id}`, payload: { automations: { createDeal: null } } });
    expect(cleared.json().automations).toEqual({ createDeal: null, createTicket: true });
  });

  it('accepts an empty body and changes nothing but updatedAt', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    const res = await as(t, u)({ method: 'PUT', url: `/api/forms/${f.id}`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect({ ...res.json(), updatedAt: f.updatedAt }).toEqual(f);
  });
});

describe('DELETE /api/forms/:id', () => {
  it('deletes the form with all its conversations and their messages', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    const keep = await makeForm(t, u, { name: 'Keep me' });
    const c1 = await insertConversation(
      t,
      { id: f.id, userId: u.id },
      {
        messages: [
          { role: 'ASSISTANT', content: 'Hi' },
          { role: 'VISITOR', content: 'Hello' },
        ],
      },
    );
    const c2 = await insertConversation(
      t,
      { id: f.id, userId: u.id },
      { messages: [{ role: 'ASSISTANT', content: 'Hi' }] },
    );
    const kept = await insertConversation(
      t,
      { id: keep.id, userId: u.id },
      { messages: [{ role: 'ASSISTANT', content: 'Hi' }] },
    );

    const res = await as(t, u)({ method: 'DELETE', url: `/api/forms/${f.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await t.db.select().from(formTable).where(eq(formTable.id, f.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(conversation)
        .where(inArray(conversation.id, [c1.id, c2.id])),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(message)
        .where(inArray(message.id, [...c1.messageIds, ...c2.messageIds])),
    ).toEqual([]);
    expect(await t.db.select().from(message).where(inArray(message.id, kept.messageIds))).toHaveLength(1);

    const get = await as(t, u)({ method: 'GET', url: `/api/forms/${f.id}` });
    expect(get.statusCode).toBe(404);
    expect(get.json().error).toBe('Form not found');
    const again = await as(t, u)({ method: 'DELETE', url: `/api/forms/${f.id}` });
    expect(again.statusCode).toBe(404);
    const conv = await as(t, u)({ method: 'GET', url: `/api/conversations/${c1.id}` });
    expect(conv.statusCode).toBe(404);
  });

  it('frees a slot of the plan form count', async () => {
    const u = await makeUser(t);
    const forms = [await makeForm(t, u), await makeForm(t, u), await makeForm(t, u)];
    const full = await as(t, u)({ method: 'POST', url: '/api/forms', payload: formBody() });
    expect(full.statusCode).toBe(403);
    await as(t, u)({ method: 'DELETE', url: `/api/forms/${forms[0]!.id}` });
    const res = await as(t, u)({ method: 'POST', url: '/api/forms', payload: formBody() });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('plan form-count limit', () => {
  it('FREE allows 3 forms; the 4th is 403 FORM_LIMIT_REACHED', async () => {
    const u = await makeUser(t, { plan: 'FREE' });
    for (let i = 0; i < 3; i++) await makeForm(t, u);
    const res = await as(t, u)({ method: 'POST', url: '/api/forms', payload: formBody() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Plan limit reached: maximum 3 forms',
      code: 'FORM_LIMIT_REACHED',
      requestId: expect.any(String),
    });
    expect((await as(t, u)({ method: 'GET', url: '/api/forms' })).json().pagination.total).toBe(3);
  });

  it('PRO allows 20 forms; the 21st is 403', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    for (let i = 0; i < 20; i++) await makeForm(t, u);
    const res = await as(t, u)({ method: 'POST', url: '/api/forms', payload: formBody() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'Plan limit reached: maximum 20 forms',
      code: 'FORM_LIMIT_REACHED',
    });
  });

  it('BUSINESS has no form limit', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    for (let i = 0; i < 25; i++) await makeForm(t, u);
    expect((await as(t, u)({ method: 'GET', url: '/api/forms' })).json().pagination.total).toBe(25);
  });

  it('8 concurrent creates by a FREE user with no forms end with exactly 3', async () => {
    const u = await makeUser(t, { plan: 'FREE' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(t, u)({ method: 'POST', url: '/api/forms', payload: formBody({ name: `Race ${i}` }) }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    for (const r of results.filter((x) => x.statusCode === 403))
      expect(r.json().code).toBe('FORM_LIMIT_REACHED');
    expect(await t.db.select().from(formTable).where(eq(formTable.userId, u.id))).toHaveLength(3);
  });
});
