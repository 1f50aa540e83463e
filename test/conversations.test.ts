import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertConversation } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (res: { json(): { conversations: Array<{ id: string }> } }) =>
  res.json().conversations.map((c) => c.id);
const at = (iso: string) => new Date(iso);

/** An owner with two forms and five conversations on known dates. */
async function seed() {
  const u = await makeUser(t);
  const a = await makeForm(t, u, { name: 'Form A' });
  const b = await makeForm(t, u, { name: 'Form B', formType: 'CLASSIC' });
  const fa = { id: a.id, userId: u.id };
  const fb = { id: b.id, userId: u.id };
  const c1 = await insertConversation(t, fa, { status: 'COMPLETED', createdAt: at('2026-01-10T10:00:00Z') });
  const c2 = await insertConversation(t, fa, {
    status: 'ACTIVE',
    createdAt: at('2026-02-01T00:00:00Z'),
    messages: [
      { role: 'ASSISTANT', content: 'Hi' },
      { role: 'VISITOR', content: 'Hello' },
      { role: 'ASSISTANT', content: 'Name?' },
    ],
  });
  const c3 = await insertConversation(t, fb, { status: 'ABANDONED', createdAt: at('2026-02-15T23:59:59Z') });
  const c4 = await insertConversation(t, fb, { status: 'COMPLETED', createdAt: at('2026-03-01T12:00:00Z') });
  const c5 = await insertConversation(t, fa, { status: 'ACTIVE', createdAt: at('2026-03-20T08:30:00Z') });
  return { u, a, b, c1: c1.id, c2: c2.id, c3: c3.id, c4: c4.id, c5: c5.id };
}

describe('GET /api/conversations', () => {
  it('lists across forms, newest first, with form and message count', async () => {
    const s = await seed();
    const res = await as(t, s.u)({ method: 'GET', url: '/api/conversations' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual([s.c5, s.c4, s.c3, s.c2, s.c1]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    const c2 = res.json().conversations.find((c: { id: string }) => c.id === s.c2);
    expect(c2).toMatchObject({
      id: s.c2,
      formId: s.a.id,
      status: 'ACTIVE',
      collectedData: {},
      createdAt: '2026-02-01T00:00:00.000Z',
      form: { id: s.a.id, name: 'Form A', formType: 'CONVERSATIONAL' },
      _count: { messages: 3 },
    });
    const c4 = res.json().conversations.find((c: { id: string }) => c.id === s.c4);
    expect(c4.form).toEqual({ id: s.b.id, name: 'Form B', formType: 'CLASSIC' });
    expect(c4._count).toEqual({ messages: 0 });
  });

  it('filters by formId and status', async () => {
    const s = await seed();
    const get = (q: string) => as(t, s.u)({ method: 'GET', url: `/api/conversations?${q}` });
    expect(ids(await get(`formId=${s.b.id}`))).toEqual([s.c4, s.c3]);
    expect(ids(await get('status=COMPLETED'))).toEqual([s.c4, s.c1]);
    expect(ids(await get(`status=ACTIVE&formId=${s.a.id}`))).toEqual([s.c5, s.c2]);
    expect(ids(await get('status=ABANDONED'))).toEqual([s.c3]);
    const none = await get('formId=frm_unknown');
    expect(none.json()).toEqual({
      conversations: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });
  });

  it('filters by from and to (inclusive; a bare date means that whole day)', async () => {
    const s = await seed();
    const get = (q: string) => as(t, s.u)({ method: 'GET', url: `/api/conversations?${q}` });
    expect(ids(await get('from=2026-02-01T00:00:00Z'))).toEqual([s.c5, s.c4, s.c3, s.c2]);
    expect(ids(await get('from=2026-02-01'))).toEqual([s.c5, s.c4, s.c3, s.c2]);
    expect(ids(await get('to=2026-02-15'))).toEqual([s.c3, s.c2, s.c1]);
    expect(ids(await get('to=2026-02-15T00:00:00Z'))).toEqual([s.c2, s.c1]);
    expect(ids(await get('from=2026-02-02&to=2026-03-01'))).toEqual([s.c4, s.c3]);
    expect(ids(await get('from=2026-03-01T12:00:00.000Z&to=2026-03-01T12:00:00.000Z'))).toEqual([s.c4]);
    expect(ids(await get('from=2027-01-01'))).toEqual([]);
    const combined = await get(`from=2026-01-01&to=2026-02-28&status=ACTIVE&formId=${s.a.id}`);
    expect(ids(combined)).toEqual([s.c2]);
    expect(combined.json().pagination.total).toBe(1);
  });

  it('counts a date range exactly, whole days and part-days at its ends alike', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u);
    const times = [
      '2026-04-30T23:59:59.999Z',
      '2026-05-01T00:00:00.000Z',
      '2026-05-01T12:00:00.000Z',
      '2026-05-02T00:00:00.000Z',
      '2026-05-02T23:59:59.999Z',
      '2026-05-03T06:00:00.000Z',
      '2026-05-05T18:30:00.000Z',
      '2026-05-06T00:00:00.001Z',
    ];
    for (const [i, iso] of times.entries())
      await insertConversation(
        t,
        { id: f.id, userId: u.id },
        { status: i % 2 ? 'COMPLETED' : 'ACTIVE', createdAt: at(iso) },
      );
    const ranges = [
      'from=2026-05-01',
      'to=2026-05-02',
      'from=2026-05-01&to=2026-05-05',
      'from=2026-05-01T12:00:00Z&to=2026-05-05T18:30:00Z',
      'from=2026-05-01T12:00:00.001Z&to=2026-05-05T18:29:59.999Z',
      'from=2026-04-30T23:59:59.999Z&to=2026-05-06T00:00:00Z',
      'from=2026-05-02T00:00:00Z&to=2026-05-02T23:59:59.999Z',
      'from=2026-05-02T10:00:00Z&to=2026-05-02T11:00:00Z',
      'to=2026-05-01T00:00:00Z',
      'from=2026-05-03T06:00:00Z',
      'from=2026-06-01',
    ];
    for (const range of ranges) {
      const expected = times.filter((iso) => {
        const q = new URLSearchParams(range);
        const from = q.get('from');
        const to = q.get('to');
        const ms = Date.parse(iso);
        const toMs =
          to && /^\d{4}-\d{2}-\d{2}$/.test(to) ? Date.parse(to) + 86_400_000 - 1 : to && Date.parse(to);
        return (!from || ms >= Date.parse(from)) && (!toMs || ms <= toMs);
      }).length;
      for (const extra of ['', '&status=COMPLETED']) {
        const res = await as(t, u)({ method: 'GET', url: `/api/conversations?limit=100&${range}${extra}` });
        expect(res.json().pagination.total, range + extra).toBe(ids(res).length);
        if (!extra) expect(ids(res).length, range).toBe(expected);
      }
    }
  });

  it('paginates', async () => {
    const s = await seed();
    const p1 = await as(t, s.u)({ method: 'GET', url: '/api/conversations?limit=2' });
    expect(ids(p1)).toEqual([s.c5, s.c4]);
    expect(p1.json().pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const p3 = await as(t, s.u)({ method: 'GET', url: '/api/conversations?limit=2&page=3' });
    expect(ids(p3)).toEqual([s.c1]);
    expect(p3.json().pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
  });

  it('answers an empty list with totalPages 0', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'GET', url: '/api/conversations' });
    expect(res.json()).toEqual({
      conversations: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });
  });

  for (const query of [
    'status=FOO',
    'status=completed',
    'from=not-a-date',
    'to=yesterday',
    'limit=0',
    'limit=101',
    'page=0',
  ]) {
    it(`answers 400 Invalid query for ${query}`, async () => {
      const u = await makeUser(t);
      expectErrorBody(
        await as(t, u)({ method: 'GET', url: `/api/conversations?${query}` }),
        400,
        'Invalid query',
      );
    });
  }

  it("never shows another user's conversations, even filtered by their form id", async () => {
    const s = await seed();
    const other = await makeUser(t);
    const own = await makeForm(t, other);
    const mine = await insertConversation(t, { id: own.id, userId: other.id });
    const all = await as(t, other)({ method: 'GET', url: '/api/conversations?limit=100' });
    expect(ids(all)).toEqual([mine.id]);
    const byForm = await as(t, other)({ method: 'GET', url: `/api/conversations?formId=${s.a.id}` });
    expect(byForm.statusCode).toBe(200);
    expect(ids(byForm)).toEqual([]);
    expect(byForm.json().pagination.total).toBe(0);
  });
});

describe('GET /api/conversations/:id', () => {
  async function withMessages(u: TestUser, n: number) {
    const f = await makeForm(t, u, { name: 'Detail form' });
    const messages = Array.from({ length: n }, (_, i) => ({
      role: (i % 2 === 0 ? 'ASSISTANT' : 'VISITOR') as 'ASSISTANT' | 'VISITOR',
      content: `message ${i}`,
    }));
    const c = await insertConversation(
      t,
      { id: f.id, userId: u.id },
      {
        status: 'COMPLETED',
        collectedData: { 'What is your name?': 'Ada' },
        createdAt: at('2026-04-01T09:00:00Z'),
        messages,
      },
    );
    return { f, c };
  }

  it('returns the conversation with its form, files and messages oldest first', async () => {
    const u = await makeUser(t);
    const { f, c } = await withMessages(u, 3);
    const res = await as(t, u)({ method: 'GET', url: `/api/conversations/${c.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: c.id,
      formId: f.id,
      status: 'COMPLETED',
      collectedData: { 'What is your name?': 'Ada' },
      createdAt: '2026-04-01T09:00:00.000Z',
      form: { id: f.id, name: 'Detail form', formType: 'CONVERSATIONAL', questions: f.questions },
      files: [],
      hiddenFields: {},
      handler: 'BOT',
      needsHuman: false,
      visitorQuestions: [],
      messagesPagination: { page: 1, limit: 10, total: 3, totalPages: 1 },
    });
    expect(body.form.questions).toHaveLength(2);
    const by = { sentBy: 'BOT', authorName: null };
    const visitor = { sentBy: 'VISITOR', authorName: null };
    expect(body.messages).toEqual([
      {
        id: c.messageIds[0],
        role: 'ASSISTANT',
        content: 'message 0',
        createdAt: '2026-04-01T09:00:00.000Z',
        ...by,
      },
      {
        id: c.messageIds[1],
        role: 'VISITOR',
        content: 'message 1',
        createdAt: '2026-04-01T09:00:01.000Z',
        ...visitor,
      },
      {
        id: c.messageIds[2],
        role: 'ASSISTANT',
        content: 'message 2',
        createdAt: '2026-04-01T09:00:02.000Z',
        ...by,
      },
    ]);
  });

  it('paginates messages with messagesPage and messagesLimit', async () => {
    const u = await makeUser(t);
    const { c } = await withMessages(u, 25);
    const page = async (q: string) =>
      (await as(t, u)({ method: 'GET', url: `/api/conversations/${c.id}?${q}` })).json();
    const first = await page('');
    expect(first.messages).toHaveLength(10);
    expect(first.messages[0].content).toBe('message 0');
    expect(first.messagesPagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3 });
    const third = await page('messagesPage=3');
    expect(third.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 5 }, (_, i) => `message ${20 + i}`),
    );
    const custom = await page('messagesPage=2&messagesLimit=7');
    expect(custom.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 7 }, (_, i) => `message ${7 + i}`),
    );
    expect(custom.messagesPagination).toEqual({ page: 2, limit: 7, total: 25, totalPages: 4 });
    const all = await page('messagesLimit=100');
    expect(all.messages).toHaveLength(25);
    const beyond = await page('messagesPage=9');
    expect(beyond.messages).toEqual([]);
  });

  it('answers a conversation without messages with an empty page', async () => {
    const u = await makeUser(t);
    const { c } = await withMessages(u, 0);
    const res = await as(t, u)({ method: 'GET', url: `/api/conversations/${c.id}` });
    expect(res.json().messages).toEqual([]);
    expect(res.json().messagesPagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
  });

  for (const query of ['messagesLimit=101', 'messagesLimit=0', 'messagesPage=0', 'messagesPage=x']) {
    it(`answers 400 for ${query}`, async () => {
      const u = await makeUser(t);
      const { c } = await withMessages(u, 1);
      const res = await as(t, u)({ method: 'GET', url: `/api/conversations/${c.id}?${query}` });
      expectErrorBody(res, 400, 'Invalid query');
    });
  }

  it('answers 404 Conversation not found for an unknown id', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'GET', url: '/api/conversations/cnv_00000000000000000000' });
    expectErrorBody(res, 404, 'Conversation not found');
  });

  it("answers 403 Forbidden for another owner's conversation and shows none of it", async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const { c } = await withMessages(owner, 2);
    const res = await as(t, other)({ method: 'GET', url: `/api/conversations/${c.id}` });
    const body = expectErrorBody(res, 403, 'Forbidden');
    expect(res.body).not.toContain('message 0');
    expect(res.body).not.toContain('Ada');
    expect(Object.keys(body).sort()).toEqual(['error', 'requestId']);
  });
});
