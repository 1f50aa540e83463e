import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deal as dealTable } from '../src/server/db/schema';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { describeManagementRoute, expectErrorBody } from './helpers/management-suite';
import { insertPipeline, UNKNOWN_KEY } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const app = () => t;

interface Pipe {
  id: string;
  stages: Array<{ id: string; name: string }>;
}
interface DealJson {
  id: string;
  pipelineId: string;
  stageId: string;
  conversationId: string | null;
  title: string;
  value: number | null;
  currency: string;
  contactName: string | null;
  contactEmail: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  stage?: { id: string; name: string; pipelineId: string; color: string; order: number };
}

async function makePipeline(u: TestUser): Promise<Pipe> {
  const res = await as(t, u)({ method: 'POST', url: '/api/pipelines', payload: { name: 'Sales' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Pipe;
}

async function makeDeal(u: TestUser, p: Pipe, extra: Record<string, unknown> = {}) {
  const res = await as(
    t,
    u,
  )({
    method: 'POST',
    url: `/api/pipelines/${p.id}/deals`,
    payload: { pipelineId: p.id, stageId: p.stages[0]!.id, title: 'Website redesign', ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as DealJson;
}

/** A FREE owner's pipeline (inserted directly) and a deal in it (deal creation has no plan check). */
async function ownDeal(tt: TestApp, owner: TestUser) {
  const { pipelineId, stageId } = await insertPipeline(tt, owner.id);
  const res = await tt.app.inject({
    method: 'POST',
    url: `/api/pipelines/${pipelineId}/deals`,
    headers: owner.auth,
    payload: { pipelineId, stageId, title: 'Deal' },
  });
  return (res.json() as { id: string }).id;
}

describeManagementRoute(app, {
  method: 'GET',
  url: ({ id }) => `/api/pipelines/${id}/deals`,
  resource: async (tt, owner) => (await insertPipeline(tt, owner.id)).pipelineId,
  foreignMessage: 'Pipeline not found',
});
describeManagementRoute(app, {
  method: 'GET',
  url: ({ id }) => `/api/deals/${id}`,
  resource: ownDeal,
  foreignMessage: 'Deal not found',
});
describeManagementRoute(app, {
  method: 'PUT',
  url: ({ id }) => `/api/deals/${id}`,
  resource: ownDeal,
  body: () => ({ title: 'New' }),
  invalidBody: { title: '' },
});
describeManagementRoute(app, { method: 'DELETE', url: ({ id }) => `/api/deals/${id}`, resource: ownDeal });

describe('POST /api/pipelines/:id/deals', () => {
  it('creates a deal with defaults and without a nested stage', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p);
    expect(d.id).toMatch(/^deal_/);
    expect(d).toMatchObject({
      pipelineId: p.id,
      stageId: p.stages[0]!.id,
      conversationId: null,
      title: 'Website redesign',
      value: null,
      currency: 'USD',
      contactName: null,
      contactEmail: null,
      notes: null,
    });
    expect(d).not.toHaveProperty('stage');
    expect(Object.keys(d).sort()).toEqual(
      [
        'contactEmail',
        'contactName',
        'conversationId',
        'createdAt',
        'currency',
        'id',
        'notes',
        'pipelineId',
        'stageId',
        'title',
        'updatedAt',
        'value',
      ].sort(),
    );
  });

  it('keeps money exact and upper-cases the currency', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    for (const value of [0, 0.1, 19.99, 1234.56, 0.3, 12345678901234.56, 1e21]) {
      const d = await makeDeal(u, p, { value, currency: 'eur' });
      expect(d.value).toBe(value);
      expect(d.currency).toBe('EUR');
      const [row] = await t.db
        .select({ value: dealTable.value })
        .from(dealTable)
        .where(eq(dealTable.id, d.id));
      expect(Number(row!.value)).toBe(value);
      expect((await as(t, u)({ method: 'GET', url: `/api/deals/${d.id}` })).json().value).toBe(value);
    }
  });

  it('uses the path pipeline, whatever body.pipelineId says', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p, { pipelineId: 'pip_something_else' });
    expect(d.pipelineId).toBe(p.id);
  });

  it('works on the FREE plan in an existing pipeline (no plan check) and counts in usage', async () => {
    const u = await makeUser(t);
    const { pipelineId, stageId } = await insertPipeline(t, u.id);
    const res = await as(
      t,
      u,
    )({
      method: 'POST',
      url: `/api/pipelines/${pipelineId}/deals`,
      payload: { pipelineId, stageId, title: 'X' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await as(t, u)({ method: 'GET', url: '/api/usage' })).json().deals.used).toBe(1);
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['a missing pipelineId', { pipelineId: undefined }],
    ['a missing stageId', { stageId: undefined }],
    ['a missing title', { title: undefined }],
    ['an empty title', { title: '' }],
    ['a 201-character title', { title: 't'.repeat(201) }],
    ['a negative value', { value: -1 }],
    ['a string value', { value: '10' }],
    ['a 4-letter currency', { currency: 'EURO' }],
    ['a 2-letter currency', { currency: 'EU' }],
    ['a 201-character contactName', { contactName: 'n'.repeat(201) }],
    ['a bad contactEmail', { contactEmail: 'not-an-email' }],
    ['5001 characters of notes', { notes: 'n'.repeat(5001) }],
  ];
  for (const [what, extra] of invalid) {
    it(`answers 400 Invalid data for ${what}`, async () => {
      const u = await makeUser(t, { plan: 'PRO' });
      const p = await makePipeline(u);
      const payload = { pipelineId: p.id, stageId: p.stages[0]!.id, title: 'T', ...extra };
      const res = await as(t, u)({ method: 'POST', url: `/api/pipelines/${p.id}/deals`, payload });
      expectErrorBody(res, 400, 'Invalid data');
    });
  }

  it('answers 400 for a stage of another pipeline', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const [p, q] = [await makePipeline(u), await makePipeline(u)];
    const res = await as(
      t,
      u,
    )({
      method: 'POST',
      url: `/api/pipelines/${p.id}/deals`,
      payload: { pipelineId: p.id, stageId: q.stages[0]!.id, title: 'T' },
    });
    expectErrorBody(res, 400, 'Invalid data');
  });

  it('answers 401 without credentials and 404 Pipeline with id {id} not found for foreign or missing pipelines', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const payload = { pipelineId: p.id, stageId: p.stages[0]!.id, title: 'T' };
    const url = `/api/pipelines/${p.id}/deals`;
    expectErrorBody(await t.app.inject({ method: 'POST', url, payload }), 401, 'Unauthorized');
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${UNKNOWN_KEY}` },
      }),
      401,
      'Unauthorized',
    );
    expectErrorBody(
      await as(t, other)({ method: 'POST', url, payload }),
      404,
      `Pipeline with id ${p.id} not found`,
    );
    expectErrorBody(
      await as(t, u)({ method: 'POST', url: '/api/pipelines/pip_nope/deals', payload }),
      404,
      'Pipeline with id pip_nope not found',
    );
    expect((await as(t, u)({ method: 'GET', url })).json().deals).toEqual([]);
  });
});

describe('GET /api/pipelines/:id/deals', () => {
  async function seeded() {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const a = await makeDeal(u, p, { title: 'Alpha project', contactName: 'Ada Lovelace' });
    const b = await makeDeal(u, p, {
      title: 'Beta',
      stageId: p.stages[1]!.id,
      contactEmail: 'BOB@Example.com',
    });
    const c = await makeDeal(u, p, { title: 'Gamma 100%', notes: 'alpha in notes only' });
    return { u, p, a, b, c };
  }
  const ids = (res: { json(): unknown }) => (res.json() as { deals: DealJson[] }).deals.map((d) => d.id);

  it('lists all deals newest first, each with its stage', async () => {
    const { u, p, a, b, c } = await seeded();
    const res = await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}/deals` });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([c.id, b.id, a.id]);
    const deals = res.json().deals as DealJson[];
    expect(deals[1]!.stage).toEqual({ ...p.stages[1], pipelineId: p.id, color: '#6b7280', order: 1 });
  });

  it('filters by stageId and searches title, contact name and e-mail case-insensitively', async () => {
    const { u, p, a, b, c } = await seeded();
    const get = (q: string) => as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}/deals?${q}` });
    expect(ids(await get(`stageId=${p.stages[1]!.id}`))).toEqual([b.id]);
    expect(ids(await get('search=ALPHA'))).toEqual([a.id]);
    expect(ids(await get('search=lovelace'))).toEqual([a.id]);
    expect(ids(await get('search=bob@example'))).toEqual([b.id]);
    expect(ids(await get('search=100%25'))).toEqual([c.id]);
    expect(ids(await get('search=_'))).toEqual([]);
    expect(ids(await get(`stageId=${p.stages[0]!.id}&search=gamma`))).toEqual([c.id]);
  });

  it('ignores page and limit: the full list is always returned', async () => {
    const { u, p } = await seeded();
    const res = await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}/deals?page=2&limit=1` });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toHaveLength(3);
  });

  it('falls back to the defaults (no filter) on a query that fails validation, never 400', async () => {
    const { u, p } = await seeded();
    for (const q of [
      'page=abc',
      'limit=0',
      'limit=1000',
      `stageId=${p.stages[1]!.id}&page=-1`,
      'search=x&search=y',
    ]) {
      const res = await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}/deals?${q}` });
      expect(res.statusCode, q).toBe(200);
      expect(ids(res), q).toHaveLength(3);
    }
  });
});

describe('GET, PUT, PATCH move and DELETE of one deal', () => {
  it('gets a deal with its stage; a foreign or missing deal answers 404 Deal not found', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p);
    const res = await as(t, u)({ method: 'GET', url: `/api/deals/${d.id}` });
    expect(res.json()).toMatchObject({ ...d, stage: { id: p.stages[0]!.id, name: 'New Lead' } });
    expectErrorBody(await as(t, other)({ method: 'GET', url: `/api/deals/${d.id}` }), 404, 'Deal not found');
    expectErrorBody(await as(t, u)({ method: 'GET', url: '/api/deals/deal_nope' }), 404, 'Deal not found');
  });

  it('updates fields partially, clears with null, and answers with the stage', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p, { value: 10, contactName: 'Ada', notes: 'n' });
    const res = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/deals/${d.id}`,
      payload: {
        title: 'Renamed',
        value: 99.95,
        currency: 'gbp',
        contactName: null,
        contactEmail: 'a@b.co',
        stageId: p.stages[3]!.id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: d.id,
      title: 'Renamed',
      value: 99.95,
      currency: 'GBP',
      contactName: null,
      contactEmail: 'a@b.co',
      notes: 'n',
      stageId: p.stages[3]!.id,
      stage: { id: p.stages[3]!.id, name: 'Proposal' },
    });
    const cleared = await as(t, u)({ method: 'PUT', url: `/api/deals/${d.id}`, payload: { value: null } });
    expect(cleared.json().value).toBeNull();
  });

  it('moves with PATCH …/move exactly like PUT with only stageId', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d1 = await makeDeal(u, p);
    const d2 = await makeDeal(u, p);
    const moved = await as(
      t,
      u,
    )({ method: 'PATCH', url: `/api/deals/${d1.id}/move`, payload: { stageId: p.stages[4]!.id } });
    const put = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/deals/${d2.id}`, payload: { stageId: p.stages[4]!.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    const strip = (x: DealJson) => ({ ...x, id: '', createdAt: '', updatedAt: '' });
    expect(strip(moved.json())).toEqual(strip(put.json()));
    expect(moved.json().stage.name).toBe('Won');
  });

  it('refuses a stage of another pipeline on PUT and move (400)', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const [p, q] = [await makePipeline(u), await makePipeline(u)];
    const d = await makeDeal(u, p);
    const stageId = q.stages[1]!.id;
    expectErrorBody(
      await as(t, u)({ method: 'PUT', url: `/api/deals/${d.id}`, payload: { stageId } }),
      400,
      'Invalid data',
    );
    expectErrorBody(
      await as(t, u)({ method: 'PATCH', url: `/api/deals/${d.id}/move`, payload: { stageId } }),
      400,
      'Invalid data',
    );
    expect((await as(t, u)({ method: 'GET', url: `/api/deals/${d.id}` })).json().stageId).toBe(
      p.stages[0]!.id,
    );
  });

  it('answers 400 Invalid data for bad PUT and PATCH bodies', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p);
    for (const payload of [
      { title: '' },
      { value: -5 },
      { currency: 'dollars' },
      { contactEmail: 'x' },
      { notes: 'n'.repeat(5001) },
    ]) {
      expectErrorBody(
        await as(t, u)({ method: 'PUT', url: `/api/deals/${d.id}`, payload }),
        400,
        'Invalid data',
      );
    }
    for (const payload of [{}, { stageId: '' }, { stageId: 5 }]) {
      expectErrorBody(
        await as(t, u)({ method: 'PATCH', url: `/api/deals/${d.id}/move`, payload }),
        400,
        'Invalid data',
      );
    }
  });

  it('answers 401 on PUT, PATCH and DELETE without credentials', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p);
    const stageId = p.stages[1]!.id;
    expectErrorBody(
      await t.app.inject({ method: 'PUT', url: `/api/deals/${d.id}`, payload: { stageId } }),
      401,
      'Unauthorized',
    );
    expectErrorBody(
      await t.app.inject({ method: 'PATCH', url: `/api/deals/${d.id}/move`, payload: { stageId } }),
      401,
      'Unauthorized',
    );
    expectErrorBody(await t.app.inject({ method: 'DELETE', url: `/api/deals/${d.id}` }), 401, 'Unauthorized');
  });

  it('answers 404 Deal with id {id} not found for a missing deal, and Pipeline with id {pipelineId} not found for a foreign one', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p);
    const stageId = p.stages[1]!.id;
    const foreign = `Pipeline with id ${p.id} not found`;
    expectErrorBody(
      await as(t, other)({ method: 'PUT', url: `/api/deals/${d.id}`, payload: { title: 'Mine' } }),
      404,
      foreign,
    );
    expectErrorBody(
      await as(t, other)({ method: 'PATCH', url: `/api/deals/${d.id}/move`, payload: { stageId } }),
      404,
      foreign,
    );
    expectErrorBody(await as(t, other)({ method: 'DELETE', url: `/api/deals/${d.id}` }), 404, foreign);
    const after = await as(t, u)({ method: 'GET', url: `/api/deals/${d.id}` });
    expect(after.json()).toMatchObject({ title: 'Website redesign', stageId: p.stages[0]!.id });
    const missing = 'deal_doesnotexist';
    const msg = `Deal with id ${missing} not found`;
    expectErrorBody(
      await as(t, u)({ method: 'PUT', url: `/api/deals/${missing}`, payload: { title: 'X' } }),
      404,
      msg,
    );
    expectErrorBody(
      await as(t, u)({ method: 'PATCH', url: `/api/deals/${missing}/move`, payload: { stageId } }),
      404,
      msg,
    );
    expectErrorBody(await as(t, u)({ method: 'DELETE', url: `/api/deals/${missing}` }), 404, msg);
  });

  it('deletes a deal', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const d = await makeDeal(u, p);
    const res = await as(t, u)({ method: 'DELETE', url: `/api/deals/${d.id}` });
    expect(res.json()).toEqual({ success: true });
    expectErrorBody(await as(t, u)({ method: 'GET', url: `/api/deals/${d.id}` }), 404, 'Deal not found');
    expectErrorBody(
      await as(t, u)({ method: 'DELETE', url: `/api/deals/${d.id}` }),
      404,
      `Deal with id ${d.id} not found`,
    );
  });
});
