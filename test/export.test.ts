import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, TEST_PUBLIC_URL, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertConversation, makeSessionUser } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const questions = [
  { order: 2, text: 'E-mail', type: 'email', required: true },
  { order: 1, text: 'Name', type: 'text', required: true },
  { order: 3, text: 'Notes, if any', type: 'text', required: false },
];

async function seed() {
  const u = await makeUser(t, { plan: 'PRO' });
  const f = await makeForm(t, u, { name: 'Señal Leads', questions });
  const ref = { id: f.id, userId: u.id };
  const old = await insertConversation(t, ref, {
    status: 'COMPLETED',
    createdAt: new Date('2026-01-10T10:00:00Z'),
    collectedData: { 'E-mail': 'ana@example.com', Name: 'Ana', 'Notes, if any': '=HYPERLINK("x")' },
    messages: [
      { role: 'ASSISTANT', content: 'Name?' },
      { role: 'VISITOR', content: 'Ana' },
    ],
  });
  const mid = await insertConversation(t, ref, {
    status: 'ACTIVE',
    createdAt: new Date('2026-02-01T00:00:00Z'),
    collectedData: { Name: 'Bo "the" Builder', Extra: 'kept in NDJSON only' },
  });
  const recent = await insertConversation(t, ref, {
    status: 'COMPLETED',
    createdAt: new Date('2026-03-01T12:00:00Z'),
    collectedData: { Name: 'Cy', 'E-mail': 'cy@example.com', 'Notes, if any': 'service:file:upl_abc' },
  });
  return { u, f, ids: [recent.id, mid.id, old.id] };
}

describe('GET /api/forms/:id/export', () => {
  it('streams CSV: BOM, CRLF, questions in order, newest first, formulas defused, files as links', async () => {
    const s = await seed();
    const res = await as(t, s.u)({ method: 'GET', url: `/api/forms/${s.f.id}/export` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="conversations-senal-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toEqual([
      'id,status,createdAt,completedAt,messages,Name,E-mail,"Notes, if any"',
      `${s.ids[0]},COMPLETED,2026-03-01T12:00:00.000Z,2026-03-01T12:00:00.000Z,0,Cy,cy@example.com,${TEST_PUBLIC_URL}/api/uploads/upl_abc/download`,
      `${s.ids[1]},ACTIVE,2026-02-01T00:00:00.000Z,,0,"Bo ""the"" Builder",,`,
      `${s.ids[2]},COMPLETED,2026-01-10T10:00:00.000Z,2026-01-10T10:00:00.000Z,2,Ana,ana@example.com,"'=HYPERLINK(""x"")"`,
    ]);
  });

  it('streams NDJSON: one list-item object per line, answers keyed in question order', async () => {
    const s = await seed();
    const res = await as(t, s.u)({ method: 'GET', url: `/api/forms/${s.f.id}/export?format=ndjson` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="conversations-senal-leads-.*\.ndjson"$/);
    const items = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(items.map((i) => i.id)).toEqual(s.ids);
    expect(items[0]).toEqual({
      id: s.ids[0],
      formId: s.f.id,
      status: 'COMPLETED',
      collectedData: {
        Name: 'Cy',
        'E-mail': 'cy@example.com',
        'Notes, if any': `${TEST_PUBLIC_URL}/api/uploads/upl_abc/download`,
      },
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
      completedAt: '2026-03-01T12:00:00.000Z',
      hiddenFields: {},
      handler: 'BOT',
      needsHuman: false,
      form: { id: s.f.id, name: 'Señal Leads', formType: 'CONVERSATIONAL' },
      _count: { messages: 0 },
    });
    expect(Object.keys(items[1].collectedData)).toEqual(['Name', 'Extra']);
    expect(items[2]._count).toEqual({ messages: 2 });
  });

  it('pages through a large form with equal timestamps: every conversation exactly once, in order', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    const f = await makeForm(t, u, { questions });
    // 2,600 rows over 3 pages; many share a created_at, and microseconds that a JavaScript Date would drop.
    await t.db.execute(sql`
      insert into conversation (id, form_id, user_id, status, collected_data, created_at, updated_at)
      select 'cnv_bulk' || lpad(i::text, 5, '0'), ${f.id}, ${u.id}, 'COMPLETED', jsonb_build_object('Name', 'N' || i),
        timestamptz '2026-05-01 00:00:00+00' + make_interval(secs => (i / 7) * 0.000251),
        timestamptz '2026-05-01 00:00:00+00'
      from generate_series(1, 2600) i`);
    const res = await as(t, u)({ method: 'GET', url: `/api/forms/${f.id}/export?format=ndjson` });
    expect(res.statusCode).toBe(200);
    const ids = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l).id as string);
    expect(ids).toHaveLength(2600);
    expect(new Set(ids).size).toBe(2600);
    const expected = (
      (await t.db.execute(sql`
      select id from conversation where form_id = ${f.id} order by created_at desc, id desc`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows.map((r) => r.id);
    expect(ids).toEqual(expected);
    const csv = await as(t, u)({ method: 'GET', url: `/api/forms/${f.id}/export` });
    expect(csv.body.split('\r\n')).toHaveLength(2600 + 2); // header, rows, and the empty string after the last CRLF
  });

  it('answers a header-only CSV for a form with no conversations', async () => {
    const u = await makeUser(t);
    const f = await makeForm(t, u, { questions });
    const res = await as(t, u)({ method: 'GET', url: `/api/forms/${f.id}/export?format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('\uFEFFid,status,createdAt,completedAt,messages,Name,E-mail,"Notes, if any"\r\n');
    const nd = await as(t, u)({ method: 'GET', url: `/api/forms/${f.id}/export?format=ndjson` });
    expect(nd.body).toBe('');
  });

  it('works with the session cookie', async () => {
    const u = await makeSessionUser(t);
    const f = await makeForm(t, u, { questions });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${f.id}/export`,
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 Form not found for another owner's form or a missing one, 401 without auth", async () => {
    const s = await seed();
    const stranger = await makeUser(t);
    for (const url of [`/api/forms/${s.f.id}/export`, '/api/forms/frm_missing/export?format=ndjson'])
      expectErrorBody(await as(t, stranger)({ method: 'GET', url }), 404, 'Form not found');
    expectErrorBody(
      await t.app.inject({ method: 'GET', url: `/api/forms/${s.f.id}/export` }),
      401,
      'Unauthorized',
    );
  });

  it('answers 400 Invalid query for an unknown format', async () => {
    const s = await seed();
    for (const q of ['format=xlsx', 'format=CSV'])
      expectErrorBody(
        await as(t, s.u)({ method: 'GET', url: `/api/forms/${s.f.id}/export?${q}` }),
        400,
        'Invalid query',
      );
  });
});
