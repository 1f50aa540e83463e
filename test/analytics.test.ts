import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, visitorQuestion } from '../src/server/db/schema';
import { as, createTestApp, makeUser, nextIp, type TestApp, type TestUser } from './helpers/app';
import { makePublishedForm, visitor } from './helpers/widget';

// The app's clock is this test's: conversations start, complete and go idle when the test says.
let clock = new Date('2026-03-10T12:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const DAY1 = '2026-03-10';
const DAY2 = '2026-03-11';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { CONVERSATION_IDLE_MINUTES: '5' } });
});
afterAll(() => t.close());

const chatQuestions = [
  { order: 1, text: 'What is your name?', type: 'text', required: true },
  { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
  { order: 3, text: 'Which company?', type: 'text', required: false },
];
const classicQuestions = [
  { order: 1, text: 'Name', type: 'text', required: true },
  { order: 2, text: 'Contact by', type: 'select', required: false, options: ['Phone', 'E-mail'] },
  {
    order: 3,
    text: 'Phone',
    type: 'text',
    required: false,
    showIf: { field: 'contact_by', op: 'equals', value: 'Phone' },
  },
];

const event = (formId: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/forms/${formId}/events`,
    headers: {
      origin: 'https://site.example',
      'x-forwarded-for': nextIp(),
      'content-type': 'application/json',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const read = (owner: TestUser, formId: string, query = '') =>
  as(t, owner)({ method: 'GET', url: `/api/forms/${formId}/analytics${query}` });
type QuestionRow = { key: string; reached: number; answered: number; dropOffs: number };
const byKey = (questions: QuestionRow[]): Record<string, QuestionRow> =>
  Object.fromEntries(questions.map((q) => [q.key, q]));

describe('a chat form, as it happens', () => {
  let owner: TestUser;
  let formId: string;

  beforeAll(async () => {
    owner = await makeUser(t, { plan: 'PRO' });
    formId = (await makePublishedForm(t, owner, { language: 'EN', questions: chatQuestions })).id;
  });

  it('counts views and opens the widget sends, JSON or text/plain, with CORS', async () => {
    for (const type of ['view', 'view', 'open']) {
      const res = await event(formId, { type }, { 'content-type': 'application/json' });
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    // What the widget sends: no content type of its own (text/plain), so no preflight.
    const plain = await event(formId, '{"type":"view"}', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(plain.statusCode, plain.body).toBe(204);
    const preflight = await t.app.inject({ method: 'OPTIONS', url: `/api/forms/${formId}/events` });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    const a = (await read(owner, formId, `?from=${DAY1}&to=${DAY1}`)).json();
    expect(a).toMatchObject({ views: 3, opens: 1, starts: 0, completions: 0 });
    expect(a.byDay).toEqual([{ date: DAY1, views: 3, opens: 1, starts: 0, completions: 0 }]);
  });

  it('counts per question: reached, answered, re-asked, skipped, and the median time to complete', async () => {
    const ana = visitor(t);
    expect((await ana.say(formId, 'Ana García')).statusCode).toBe(200);
    advance(30);
    expect((await ana.say(formId, 'not an email')).statusCode).toBe(200);
    advance(30);
    expect((await ana.say(formId, 'ana@example.com')).statusCode).toBe(200);
    advance(35);
    const last = await ana.say(formId, "I'd rather not say");
    expect(last.headers['x-conversation-status']).toBe('COMPLETED');
    const a = (await read(owner, formId, `?from=${DAY1}&to=${DAY1}`)).json();
    expect(a).toMatchObject({ starts: 1, completions: 1, abandonments: 0, completionRate: 1 });
    // 95 s from the first message to the last: exact to the second at this size.
    expect(a.medianCompletionSeconds).toBe(95);
    const q = byKey(a.questions);
    expect(q.what_is_your_name).toEqual({
      key: 'what_is_your_name',
      text: 'What is your name?',
      reached: 1,
      answered: 1,
      skipped: 0,
      dropOffs: 0,
      reAsked: 0,
    });
    expect(q.what_is_your_e_mail).toMatchObject({ reached: 1, answered: 1, reAsked: 1, dropOffs: 0 });
    expect(q.which_company).toMatchObject({ reached: 1, answered: 0, skipped: 1 });
  });

  it('counts a drop-off against the question being asked when an idle chat becomes ABANDONED, and takes it back when the visitor returns', async () => {
    const luis = visitor(t);
    await luis.say(formId, 'Luis');
    const marta = visitor(t);
    await marta.say(formId, 'Marta');
    await marta.say(formId, 'marta@example.com');
    advance(6 * 60);
    await t.app.jobs.runOnce('idle-sweeper');
    const rows = await t.db.select().from(conversation).where(eq(conversation.formId, formId));
    expect(rows.filter((r) => r.status === 'ABANDONED')).toHaveLength(2);
    let a = (await read(owner, formId, `?from=${DAY1}&to=${DAY1}`)).json();
    expect(a).toMatchObject({ starts: 3, completions: 1, abandonments: 2 });
    expect(a.completionRate).toBeCloseTo(1 / 3);
    let q = byKey(a.questions);
    expect(q.what_is_your_name?.dropOffs).toBe(0);
    expect(q.what_is_your_e_mail).toMatchObject({ reached: 3, answered: 2, dropOffs: 1 });
    expect(q.which_company).toMatchObject({ reached: 2, dropOffs: 1 });

    // Luis comes back and finishes: no longer a drop-off, and his day is still the day he started.
    advance(3600);
    await luis.say(formId, 'luis@example.com');
    await luis.say(formId, 'Acme');
    a = (await read(owner, formId, `?from=${DAY1}&to=${DAY1}`)).json();
    expect(a).toMatchObject({ starts: 3, completions: 2, abandonments: 1 });
    q = byKey(a.questions);
    expect(q.what_is_your_e_mail?.dropOffs).toBe(0);
    expect(q.which_company).toMatchObject({ answered: 1, dropOffs: 1 });
  });

  it('gives one row per day of the range, zeros included, and keeps days apart', async () => {
    advance(86_400);
    const next = visitor(t);
    await next.say(formId, 'Nora');
    const res = await read(owner, formId, `?from=${DAY1}&to=2026-03-13`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.byDay.map((d: { date: string }) => d.date)).toEqual([DAY1, DAY2, '2026-03-12', '2026-03-13']);
    expect(a.byDay.map((d: { starts: number }) => d.starts)).toEqual([3, 1, 0, 0]);
    expect(a).toMatchObject({ from: DAY1, to: '2026-03-13', starts: 4, views: 3, opens: 1 });
    const second = (await read(owner, formId, `?from=${DAY2}&to=${DAY2}`)).json();
    expect(second).toMatchObject({ starts: 1, completions: 0, medianCompletionSeconds: null });
    expect(byKey(second.questions).what_is_your_name).toMatchObject({ reached: 1, answered: 1 });
  });

  it('defaults to the 30 days ending today (UTC)', async () => {
    const a = (await read(owner, formId)).json();
    expect(a.to).toBe(clock.toISOString().slice(0, 10));
    expect(a.from).toBe('2026-02-10');
    expect(a.byDay).toHaveLength(30);
    expect(a.starts).toBe(4);
    const from = (await read(owner, formId, '?from=2026-03-01')).json();
    expect(from).toMatchObject({ from: '2026-03-01', to: DAY2 });
  });
});

describe('a classic form', () => {
  it('counts the questions shown as reached, and those left empty or hidden by their showIf as skipped', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, { formType: 'CLASSIC', questions: classicQuestions });
    const full = await visitor(t).submit(form.id, { Name: 'Ana', 'Contact by': 'Phone', Phone: '555 1234' });
    expect(full.statusCode, full.body).toBe(200);
    expect((await visitor(t).submit(form.id, { Name: 'Bob' })).statusCode).toBe(200);
    const a = (await read(owner, form.id)).json();
    expect(a).toMatchObject({ starts: 2, completions: 2, completionRate: 1, medianCompletionSeconds: 0 });
    expect(a.questions.map((q: object) => ({ ...q, text: undefined }))).toEqual([
      { key: 'name', reached: 2, answered: 2, skipped: 0, dropOffs: 0, reAsked: 0 },
      { key: 'contact_by', reached: 2, answered: 1, skipped: 1, dropOffs: 0, reAsked: 0 },
      { key: 'phone', reached: 1, answered: 1, skipped: 1, dropOffs: 0, reAsked: 0 },
    ]);
  });
});

describe("the visitors' questions the interviewer could not answer", () => {
  it("are listed newest first, without those the form's knowledge now holds", async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, { language: 'EN', questions: chatQuestions });
    const v = visitor(t);
    await v.say(form.id, 'Ana');
    const at = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);
    const asked = (text: string, answered: boolean, minutes: number) => ({
      conversationId: v.conversationId!,
      formId: form.id,
      text,
      answered,
      createdAt: at(minutes),
    });
    await t.db
      .insert(visitorQuestion)
      .values([
        asked('Do you open on Sundays?', false, 30),
        asked('Is parking free?', false, 20),
        asked('What are your hours?', true, 10),
        asked('Do you ship abroad?', false, 5),
      ]);
    let a = (await read(owner, form.id)).json();
    expect(a.unansweredQuestions).toEqual([
      { text: 'Do you ship abroad?', conversationId: v.conversationId, createdAt: at(5).toISOString() },
      { text: 'Is parking free?', conversationId: v.conversationId, createdAt: at(20).toISOString() },
      { text: 'Do you open on Sundays?', conversationId: v.conversationId, createdAt: at(30).toISOString() },
    ]);
    // The owner answers one into the form's knowledge (what the dashboard does): it leaves the list.
    const put = await as(
      t,
      owner,
    )({
      method: 'PUT',
      url: `/api/forms/${form.id}`,
      payload: { knowledge: 'Q: is parking free?\nA: Yes, behind the shop.' },
    });
    expect(put.statusCode, put.body).toBe(200);
    a = (await read(owner, form.id)).json();
    expect(a.unansweredQuestions.map((u: { text: string }) => u.text)).toEqual([
      'Do you ship abroad?',
      'Do you open on Sundays?',
    ]);
  });
});

describe('validation and isolation', () => {
  let owner: TestUser;
  let formId: string;
  beforeAll(async () => {
    owner = await makeUser(t, { plan: 'PRO' });
    formId = (
      await makePublishedForm(t, owner, { questions: chatQuestions, allowedDomains: ['shop.example'] })
    ).id;
  });

  it('answers 400 Invalid query for a bad day, a reversed range, or more than 366 days', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?to=2026-3-1',
      '?from=yesterday',
      '?from=2026-03-10&to=2026-03-09',
      '?from=2025-03-09&to=2026-03-10', // 367 days
      `?from=${'9'.repeat(120)}`,
      '?to=9999-12-31',
      '?from=1899-12-31&to=1900-01-01',
    ]) {
      const res = await read(owner, formId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe('Invalid query');
    }
    const year = await read(owner, formId, '?from=2025-03-11&to=2026-03-11');
    expect(year.statusCode).toBe(200);
    expect(year.json().byDay).toHaveLength(366);
  });

  it("answers 404 Form not found for another owner's form or none, and 401 without a credential", async () => {
    const other = await makeUser(t, { plan: 'PRO' });
    for (const id of [formId, 'frm_missing']) {
      const res = await read(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Form not found');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/forms/${formId}/analytics` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses events like chat: domain, form, body; and limits them per address', async () => {
    const refused = await event(formId, { type: 'view' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Domain not allowed');
    const allowed = { origin: 'https://www.shop.example' };
    expect((await event(formId, { type: 'view' }, allowed)).statusCode).toBe(204);
    expect((await event('frm_missing', { type: 'view' }, allowed)).statusCode).toBe(404);
    for (const body of [{ type: 'click' }, {}, 'not json', { type: 'view', visitorId: 'x' }]) {
      const res = await event(formId, body, { ...allowed, 'content-type': 'text/plain' });
      if (typeof body === 'object' && 'visitorId' in body) expect(res.statusCode).toBe(204);
      else {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toBe('Invalid data');
      }
    }
    const draft = await as(
      t,
      owner,
    )({ method: 'PUT', url: `/api/forms/${formId}`, payload: { isPublished: false } });
    expect(draft.statusCode).toBe(200);
    expect((await event(formId, { type: 'view' }, allowed)).statusCode).toBe(404);
    await as(t, owner)({ method: 'PUT', url: `/api/forms/${formId}`, payload: { isPublished: true } });

    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 121; i++)
      codes.push((await event(formId, { type: 'view' }, { ...allowed, 'x-forwarded-for': ip })).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 204)).toBe(true);
    expect(codes[120]).toBe(429);
    expect((await read(owner, formId)).json().views).toBe(122);
  });
});
