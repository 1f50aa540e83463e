import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deal as dealTable,
  pipeline as pipelineTable,
  stage as stageTable,
  user,
} from '../src/server/db/schema';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { describeManagementRoute, expectErrorBody } from './helpers/management-suite';
import { insertPipeline, UNKNOWN_KEY } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const app = () => t;

interface StageJson {
  id: string;
  pipelineId: string;
  name: string;
  color: string;
  order: number;
}
interface PipelineJson {
  id: string;
  userId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  stages: StageJson[];
}

const DEFAULT_NAMES = ['New Lead', 'Contacted', 'Qualified', 'Proposal', 'Won', 'Lost'];
const twoStages = () => [
  { name: 'Open', order: 0 },
  { name: 'Closed', order: 1, color: '#00ff00' },
];

async function createPipeline(u: TestUser, payload: Record<string, unknown> = { name: 'Sales' }) {
  const res = await as(t, u)({ method: 'POST', url: '/api/pipelines', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PipelineJson;
}

async function createDeal(u: TestUser, p: PipelineJson, stageId = p.stages[0]!.id) {
  const res = await as(
    t,
    u,
  )({
    method: 'POST',
    url: `/api/pipelines/${p.id}/deals`,
    payload: { pipelineId: p.id, stageId, title: 'Deal' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; stageId: string };
}

const ownPipeline = async (tt: TestApp, owner: TestUser) => (await insertPipeline(tt, owner.id)).pipelineId;

describeManagementRoute(app, { method: 'GET', url: () => '/api/pipelines' });
describeManagementRoute(app, {
  method: 'GET',
  url: ({ id }) => `/api/pipelines/${id}`,
  resource: ownPipeline,
});
describeManagementRoute(app, {
  method: 'PUT',
  url: ({ id }) => `/api/pipelines/${id}`,
  resource: ownPipeline,
  body: () => ({ name: 'Renamed' }),
  invalidBody: { name: '' },
});
describeManagementRoute(app, {
  method: 'DELETE',
  url: ({ id }) => `/api/pipelines/${id}`,
  resource: ownPipeline,
});

describe('POST /api/pipelines', () => {
  it('answers 401 without credentials or with an unknown key', async () => {
    const payload = { name: 'Sales' };
    expectErrorBody(
      await t.app.inject({ method: 'POST', url: '/api/pipelines', payload }),
      401,
      'Unauthorized',
    );
    const headers = { authorization: `Bearer ${UNKNOWN_KEY}` };
    expectErrorBody(
      await t.app.inject({ method: 'POST', url: '/api/pipelines', headers, payload }),
      401,
      'Unauthorized',
    );
  });

  it('refuses the FREE plan with FEATURE_NOT_AVAILABLE', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'POST', url: '/api/pipelines', payload: { name: 'Sales' } });
    const body = expectErrorBody(res, 403, 'Plan limit reached: maximum 0 pipeline') as { code?: string };
    expect(body.code).toBe('FEATURE_NOT_AVAILABLE');
  });

  it('creates the 6 default stages when none are given', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    expect(p.id).toMatch(/^pip_/);
    expect(p).toMatchObject({ userId: u.id, name: 'Sales' });
    expect(Date.parse(p.createdAt)).not.toBeNaN();
    expect(Date.parse(p.updatedAt)).not.toBeNaN();
    expect(p.stages.map((s) => s.name)).toEqual(DEFAULT_NAMES);
    expect(p.stages.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const s of p.stages) {
      expect(s.id).toMatch(/^stg_/);
      expect(s).toMatchObject({ pipelineId: p.id, color: '#6b7280' });
      expect(Object.keys(s).sort()).toEqual(['color', 'id', 'name', 'order', 'pipelineId']);
    }
  });

  it('creates the given stages, ordered by order, with the default colour where none is given', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    const p = await createPipeline(u, {
      name: 'Support',
      stages: [
        { name: 'Second', order: 5, color: '#112233' },
        { name: 'First', order: 2 },
      ],
    });
    expect(p.stages.map((s) => [s.name, s.order, s.color])).toEqual([
      ['First', 2, '#6b7280'],
      ['Second', 5, '#112233'],
    ]);
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['a missing name', {}],
    ['an empty name', { name: '' }],
    ['a 101-character name', { name: 'n'.repeat(101) }],
    ['one stage', { name: 'P', stages: [{ name: 'A', order: 0 }] }],
    ['no stages', { name: 'P', stages: [] }],
    ['11 stages', { name: 'P', stages: Array.from({ length: 11 }, (_, i) => ({ name: `S${i}`, order: i })) }],
    ['a stage without name', { name: 'P', stages: [{ order: 0 }, { name: 'B', order: 1 }] }],
    [
      'a 51-character stage name',
      {
        name: 'P',
        stages: [
          { name: 's'.repeat(51), order: 0 },
          { name: 'B', order: 1 },
        ],
      },
    ],
    ['a stage without order', { name: 'P', stages: [{ name: 'A' }, { name: 'B', order: 1 }] }],
    [
      'a negative order',
      {
        name: 'P',
        stages: [
          { name: 'A', order: -1 },
          { name: 'B', order: 1 },
        ],
      },
    ],
    [
      'a fractional order',
      {
        name: 'P',
        stages: [
          { name: 'A', order: 0.5 },
          { name: 'B', order: 1 },
        ],
      },
    ],
    [
      'a colour that is not #RRGGBB',
      {
        name: 'P',
        stages: [
          { name: 'A', order: 0, color: 'red' },
          { name: 'B', order: 1 },
        ],
      },
    ],
    ['stages as an object', { name: 'P', stages: { name: 'A' } }],
  ];
  for (const [what, payload] of invalid) {
    it(`answers 400 Invalid data for ${what}`, async () => {
      const u = await makeUser(t, { plan: 'PRO' });
      const res = await as(t, u)({ method: 'POST', url: '/api/pipelines', payload });
      const body = expectErrorBody(res, 400, 'Invalid data') as { details?: unknown[] };
      expect(body.details?.length).toBeGreaterThan(0);
    });
  }

  it('accepts 2 and 10 stages', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `S${i}`, order: i }));
    expect((await createPipeline(u, { name: 'Ten', stages: ten })).stages).toHaveLength(10);
    expect((await createPipeline(u, { name: 'Two', stages: twoStages() })).stages).toHaveLength(2);
  });

  it('stops PRO at 3 pipelines with PIPELINE_LIMIT_REACHED', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    for (let i = 0; i < 3; i++) await createPipeline(u, { name: `P${i}` });
    const res = await as(t, u)({ method: 'POST', url: '/api/pipelines', payload: { name: 'P4' } });
    const body = expectErrorBody(res, 403, 'Plan limit reached: maximum 3 pipelines') as { code?: string };
    expect(body.code).toBe('PIPELINE_LIMIT_REACHED');
    const list = await as(t, u)({ method: 'GET', url: '/api/pipelines' });
    expect(list.json().pipelines).toHaveLength(3);
  });

  it('checks the count inside the creating transaction: 6 concurrent creations on PRO make exactly 3', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(t, u)({ method: 'POST', url: '/api/pipelines', payload: { name: `C${i}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect((await as(t, u)({ method: 'GET', url: '/api/pipelines' })).json().pipelines).toHaveLength(3);
  });

  it('has no count limit on BUSINESS', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    for (let i = 0; i < 5; i++) await createPipeline(u, { name: `B${i}`, stages: twoStages() });
    const usage = await as(t, u)({ method: 'GET', url: '/api/usage' });
    expect(usage.json().pipelines).toEqual({ used: 5, limit: null });
  });
});

describe('GET /api/pipelines and /api/pipelines/:id', () => {
  it('lists only the caller’s pipelines, oldest first, stages by order', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const a = await createPipeline(u, { name: 'A' });
    const b = await createPipeline(u, {
      name: 'B',
      stages: [
        { name: 'Z', order: 9 },
        { name: 'Y', order: 1 },
      ],
    });
    await createPipeline(other, { name: 'Theirs' });
    const res = await as(t, u)({ method: 'GET', url: '/api/pipelines' });
    expect(res.statusCode).toBe(200);
    const list = res.json().pipelines as PipelineJson[];
    expect(list.map((p) => p.id)).toEqual([a.id, b.id]);
    expect(list[1]!.stages.map((s) => s.name)).toEqual(['Y', 'Z']);
  });

  it('answers an empty list for a user without pipelines', async () => {
    const u = await makeUser(t);
    expect((await as(t, u)({ method: 'GET', url: '/api/pipelines' })).json()).toEqual({ pipelines: [] });
  });

  it('gets one pipeline; missing and foreign ids answer 404 Pipeline with id {id} not found', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    const res = await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}` });
    expect(res.json()).toEqual(p);
    expectErrorBody(
      await as(t, other)({ method: 'GET', url: `/api/pipelines/${p.id}` }),
      404,
      `Pipeline with id ${p.id} not found`,
    );
    expectErrorBody(
      await as(t, u)({ method: 'GET', url: '/api/pipelines/pip_missing' }),
      404,
      'Pipeline with id pip_missing not found',
    );
  });
});

describe('PUT /api/pipelines/:id', () => {
  it('renames without touching the stages', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    const res = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/pipelines/${p.id}`, payload: { name: 'Renamed' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as PipelineJson;
    expect(after.name).toBe('Renamed');
    expect(after.stages).toEqual(p.stages);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(p.updatedAt));
  });

  it('replaces all stages with new ids (given ids are ignored)', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    const keep = p.stages[0]!;
    const payload = {
      stages: [
        { id: keep.id, name: 'Kept?', order: 0, color: '#abcdef' },
        { name: 'Other', order: 1 },
      ],
    };
    const res = await as(t, u)({ method: 'PUT', url: `/api/pipelines/${p.id}`, payload });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as PipelineJson;
    expect(after.name).toBe('Sales');
    expect(after.stages.map((s) => [s.name, s.order, s.color])).toEqual([
      ['Kept?', 0, '#abcdef'],
      ['Other', 1, '#6b7280'],
    ]);
    for (const s of after.stages) expect(p.stages.map((x) => x.id)).not.toContain(s.id);
    const rows = await t.db.select().from(stageTable).where(eq(stageTable.pipelineId, p.id));
    expect(rows).toHaveLength(2);
  });

  it('answers 500 with the reason and changes nothing when a deal still points at a stage', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    const d = await createDeal(u, p, p.stages[2]!.id);
    const res = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/pipelines/${p.id}`,
      payload: { name: 'Should not stick', stages: twoStages() },
    });
    const body = expectErrorBody(res, 500, 'Internal server error') as {
      details?: Array<{ message: string; stageId?: string }>;
    };
    expect(body.details?.[0]?.stageId).toBe(p.stages[2]!.id);
    expect(body.details?.[0]?.message).toContain('Qualified');
    const after = (await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}` })).json() as PipelineJson;
    expect(after).toEqual(p);
    const deal = await as(t, u)({ method: 'GET', url: `/api/deals/${d.id}` });
    expect(deal.json()).toMatchObject({ id: d.id, stageId: p.stages[2]!.id, stage: { name: 'Qualified' } });
    expect(await t.db.select().from(dealTable).where(eq(dealTable.pipelineId, p.id))).toHaveLength(1);
  });

  it('replaces the stages once the deals are gone', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    const d = await createDeal(u, p);
    await as(t, u)({ method: 'DELETE', url: `/api/deals/${d.id}` });
    const res = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/pipelines/${p.id}`, payload: { stages: twoStages() } });
    expect(res.statusCode, res.body).toBe(200);
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['an empty name', { name: '' }],
    ['a 101-character name', { name: 'n'.repeat(101) }],
    ['one stage', { stages: [{ name: 'A', order: 0 }] }],
    ['11 stages', { stages: Array.from({ length: 11 }, (_, i) => ({ name: `S${i}`, order: i })) }],
    [
      'a bad colour',
      {
        stages: [
          { name: 'A', order: 0, color: '#12345' },
          { name: 'B', order: 1 },
        ],
      },
    ],
    ['stages: null', { stages: null }],
  ];
  for (const [what, payload] of invalid) {
    it(`answers 400 Invalid data for ${what}`, async () => {
      const u = await makeUser(t, { plan: 'PRO' });
      const p = await createPipeline(u);
      expectErrorBody(
        await as(t, u)({ method: 'PUT', url: `/api/pipelines/${p.id}`, payload }),
        400,
        'Invalid data',
      );
    });
  }

  it('answers 404 with the id for a foreign or missing pipeline, and leaves the foreign one alone', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    const res = await as(
      t,
      other,
    )({ method: 'PUT', url: `/api/pipelines/${p.id}`, payload: { name: 'Mine', stages: twoStages() } });
    expectErrorBody(res, 404, `Pipeline with id ${p.id} not found`);
    expect((await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}` })).json()).toEqual(p);
    const missing = await as(t, u)({ method: 'PUT', url: '/api/pipelines/pip_nope', payload: { name: 'X' } });
    expectErrorBody(missing, 404, 'Pipeline with id pip_nope not found');
  });
});

describe('DELETE /api/pipelines/:id', () => {
  it('deletes the pipeline with its stages and deals', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    const d = await createDeal(u, p);
    const res = await as(t, u)({ method: 'DELETE', url: `/api/pipelines/${p.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.db.select().from(pipelineTable).where(eq(pipelineTable.id, p.id))).toHaveLength(0);
    expect(await t.db.select().from(stageTable).where(eq(stageTable.pipelineId, p.id))).toHaveLength(0);
    expect(await t.db.select().from(dealTable).where(eq(dealTable.id, d.id))).toHaveLength(0);
    expectErrorBody(
      await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}` }),
      404,
      `Pipeline with id ${p.id} not found`,
    );
    expectErrorBody(
      await as(t, u)({ method: 'DELETE', url: `/api/pipelines/${p.id}` }),
      404,
      `Pipeline with id ${p.id} not found`,
    );
  });

  it('answers 404 for another user’s pipeline and keeps it', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'BUSINESS' });
    const p = await createPipeline(u);
    expectErrorBody(
      await as(t, other)({ method: 'DELETE', url: `/api/pipelines/${p.id}` }),
      404,
      `Pipeline with id ${p.id} not found`,
    );
    expect((await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}` })).statusCode).toBe(200);
  });
});

describe('after a downgrade to FREE', () => {
  it('reading, updating (stages too) and deleting still work; creating does not', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await createPipeline(u);
    await t.db.update(user).set({ plan: 'FREE' }).where(eq(user.id, u.id));
    const call = as(t, u);
    expect((await call({ method: 'GET', url: '/api/pipelines' })).json().pipelines).toHaveLength(1);
    expect((await call({ method: 'GET', url: `/api/pipelines/${p.id}` })).statusCode).toBe(200);
    const put = await call({
      method: 'PUT',
      url: `/api/pipelines/${p.id}`,
      payload: { name: 'Still mine', stages: twoStages() },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call({ method: 'POST', url: '/api/pipelines', payload: { name: 'New' } })).statusCode).toBe(
      403,
    );
    expect((await call({ method: 'DELETE', url: `/api/pipelines/${p.id}` })).statusCode).toBe(200);
  });
});
