import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/db/ids';
import { ticket as ticketTable, user } from '../src/server/db/schema';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { describeManagementRoute, expectErrorBody } from './helpers/management-suite';
import { UNKNOWN_KEY } from './helpers/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const app = () => t;

interface TicketJson {
  id: string;
  userId: string;
  number: number;
  conversationId: string | null;
  formId: string | null;
  subject: string;
  description: string | null;
  priority: string;
  status: string;
  assigneeName: string | null;
  assigneeEmail: string | null;
  contactName: string | null;
  contactEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

async function makeTicket(u: TestUser, extra: Record<string, unknown> = {}) {
  const res = await as(
    t,
    u,
  )({ method: 'POST', url: '/api/tickets', payload: { subject: 'Cannot log in', ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TicketJson;
}

/** A ticket row inserted directly, so a FREE owner can have one (as after a downgrade). */
async function ownTicket(tt: TestApp, owner: TestUser) {
  const id = newId('tkt');
  await tt.db.insert(ticketTable).values({ id, userId: owner.id, number: 1000, subject: 'Old ticket' });
  return id;
}

describeManagementRoute(app, { method: 'GET', url: () => '/api/tickets' });
describeManagementRoute(app, { method: 'GET', url: ({ id }) => `/api/tickets/${id}`, resource: ownTicket });
describeManagementRoute(app, {
  method: 'PUT',
  url: ({ id }) => `/api/tickets/${id}`,
  resource: ownTicket,
  body: () => ({ status: 'RESOLVED' }),
  invalidBody: { status: 'DONE' },
});
describeManagementRoute(app, {
  method: 'DELETE',
  url: ({ id }) => `/api/tickets/${id}`,
  resource: ownTicket,
});

describe('POST /api/tickets', () => {
  it('answers 401 without credentials or with an unknown key', async () => {
    const payload = { subject: 'S' };
    expectErrorBody(
      await t.app.inject({ method: 'POST', url: '/api/tickets', payload }),
      401,
      'Unauthorized',
    );
    const headers = { authorization: `Bearer ${UNKNOWN_KEY}` };
    expectErrorBody(
      await t.app.inject({ method: 'POST', url: '/api/tickets', payload, headers }),
      401,
      'Unauthorized',
    );
  });

  it('refuses the FREE plan with FEATURE_NOT_AVAILABLE', async () => {
    const u = await makeUser(t);
    const res = await as(t, u)({ method: 'POST', url: '/api/tickets', payload: { subject: 'S' } });
    const body = expectErrorBody(res, 403, 'Plan limit reached: maximum 0 tickets') as { code?: string };
    expect(body.code).toBe('FEATURE_NOT_AVAILABLE');
    expect(await t.db.select().from(ticketTable).where(eq(ticketTable.userId, u.id))).toHaveLength(0);
  });

  it('creates an OPEN ticket numbered from 1000 with defaults; status, formId and conversationId cannot be set', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const first = await makeTicket(u, {
      status: 'CLOSED',
      formId: 'frm_x',
      conversationId: 'cnv_x',
      assigneeName: 'Eve',
    });
    expect(first.id).toMatch(/^tkt_/);
    expect(first).toMatchObject({
      userId: u.id,
      number: 1000,
      conversationId: null,
      formId: null,
      subject: 'Cannot log in',
      description: null,
      priority: 'MEDIUM',
      status: 'OPEN',
      assigneeName: null,
      assigneeEmail: null,
      contactName: null,
      contactEmail: null,
    });
    expect(Object.keys(first)).toHaveLength(15);
    const second = await makeTicket(u, {
      description: 'd',
      priority: 'URGENT',
      contactName: 'Ada',
      contactEmail: 'ada@example.com',
    });
    expect(second).toMatchObject({
      number: 1001,
      description: 'd',
      priority: 'URGENT',
      contactName: 'Ada',
      contactEmail: 'ada@example.com',
    });
  });

  it('numbers per user: another user starts at 1000 too; a deleted number is not reused', async () => {
    const a = await makeUser(t, { plan: 'PRO' });
    const b = await makeUser(t, { plan: 'BUSINESS' });
    const a1 = await makeTicket(a);
    expect((await makeTicket(b)).number).toBe(1000);
    await as(t, a)({ method: 'DELETE', url: `/api/tickets/${a1.id}` });
    expect((await makeTicket(a)).number).toBe(1001);
  });

  it('gives 10 concurrent creations the numbers 1000..1009, no duplicates, no gaps', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as(t, u)({ method: 'POST', url: '/api/tickets', payload: { subject: `T${i}` } }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const numbers = results.map((r) => (r.json() as TicketJson).number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => 1000 + i));
    expect((await as(t, u)({ method: 'GET', url: '/api/usage' })).json().tickets).toEqual({
      used: 10,
      limit: 500,
    });
  });

  it('does not enforce the monthly ticket number', async () => {
    const plans = structuredClone((await import('../src/contract/plans')).DEFAULT_PLANS);
    plans.PRO.ticketsPerMonth = 1;
    const tt = await createTestApp({ plans });
    try {
      const u = await makeUser(tt, { plan: 'PRO' });
      for (let i = 0; i < 3; i++) {
        const res = await tt.app.inject({
          method: 'POST',
          url: '/api/tickets',
          headers: u.auth,
          payload: { subject: 'S' },
        });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await tt.close();
    }
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['a missing subject', {}],
    ['an empty subject', { subject: '' }],
    ['a 301-character subject', { subject: 's'.repeat(301) }],
    ['a 5001-character description', { subject: 'S', description: 'd'.repeat(5001) }],
    ['an unknown priority', { subject: 'S', priority: 'low' }],
    ['a 201-character contactName', { subject: 'S', contactName: 'n'.repeat(201) }],
    ['a bad contactEmail', { subject: 'S', contactEmail: 'nope' }],
  ];
  for (const [what, payload] of invalid) {
    it(`answers 400 Invalid data for ${what}`, async () => {
      const u = await makeUser(t, { plan: 'PRO' });
      expectErrorBody(await as(t, u)({ method: 'POST', url: '/api/tickets', payload }), 400, 'Invalid data');
    });
  }
});

describe('GET /api/tickets', () => {
  it('lists only the caller’s tickets, newest first, with filters and search', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const a = await makeTicket(u, { subject: 'Billing question', priority: 'LOW' });
    const b = await makeTicket(u, { subject: 'Bug', contactName: 'Grace Hopper', priority: 'HIGH' });
    const c = await makeTicket(u, { subject: 'Other', contactEmail: 'Linus@Example.org', priority: 'HIGH' });
    await makeTicket(other, { subject: 'Billing question' });
    await as(t, u)({ method: 'PUT', url: `/api/tickets/${b.id}`, payload: { status: 'IN_PROGRESS' } });
    const ids = async (q = '') => {
      const res = await as(t, u)({ method: 'GET', url: `/api/tickets${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().tickets as TicketJson[]).map((x) => x.id);
    };
    expect(await ids()).toEqual([c.id, b.id, a.id]);
    expect(await ids('?status=IN_PROGRESS')).toEqual([b.id]);
    expect(await ids('?status=OPEN')).toEqual([c.id, a.id]);
    expect(await ids('?priority=HIGH')).toEqual([c.id, b.id]);
    expect(await ids('?priority=HIGH&status=OPEN')).toEqual([c.id]);
    expect(await ids('?search=billing')).toEqual([a.id]);
    expect(await ids('?search=HOPPER')).toEqual([b.id]);
    expect(await ids('?search=linus@example')).toEqual([c.id]);
    expect(await ids('?search=%25')).toEqual([]);
  });

  for (const q of ['status=DONE', 'priority=low', 'status=OPEN&status=CLOSED', `search=${'x'.repeat(201)}`]) {
    it(`answers 400 Invalid query for ${q.slice(0, 30)}`, async () => {
      const u = await makeUser(t, { plan: 'PRO' });
      expectErrorBody(await as(t, u)({ method: 'GET', url: `/api/tickets?${q}` }), 400, 'Invalid query');
    });
  }
});

describe('GET, PUT and DELETE /api/tickets/:id', () => {
  it('gets a ticket; foreign and missing ids answer 404 Ticket with id {id} not found', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const tk = await makeTicket(u);
    expect((await as(t, u)({ method: 'GET', url: `/api/tickets/${tk.id}` })).json()).toEqual(tk);
    const msg = `Ticket with id ${tk.id} not found`;
    expectErrorBody(await as(t, other)({ method: 'GET', url: `/api/tickets/${tk.id}` }), 404, msg);
    expectErrorBody(
      await as(t, other)({ method: 'PUT', url: `/api/tickets/${tk.id}`, payload: { status: 'CLOSED' } }),
      404,
      msg,
    );
    expectErrorBody(await as(t, other)({ method: 'DELETE', url: `/api/tickets/${tk.id}` }), 404, msg);
    expect((await as(t, u)({ method: 'GET', url: `/api/tickets/${tk.id}` })).json()).toEqual(tk);
    for (const method of ['GET', 'DELETE'] as const)
      expectErrorBody(
        await as(t, u)({ method, url: '/api/tickets/tkt_nope' }),
        404,
        'Ticket with id tkt_nope not found',
      );
    expectErrorBody(
      await as(t, u)({ method: 'PUT', url: '/api/tickets/tkt_nope', payload: { subject: 'x' } }),
      404,
      'Ticket with id tkt_nope not found',
    );
  });

  it('updates every listed field partially and moves status both ways', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const tk = await makeTicket(u, { description: 'keep me' });
    const patch = {
      subject: 'New subject',
      priority: 'URGENT',
      status: 'RESOLVED',
      assigneeName: 'Eve',
      assigneeEmail: 'eve@example.com',
      contactName: 'Ada',
      contactEmail: 'ada@example.com',
    };
    const res = await as(t, u)({ method: 'PUT', url: `/api/tickets/${tk.id}`, payload: patch });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as TicketJson;
    expect(after).toMatchObject({ ...patch, description: 'keep me', number: tk.number, id: tk.id });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tk.updatedAt));
    const back = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/tickets/${tk.id}`,
      payload: { status: 'OPEN', description: null, assigneeName: null },
    });
    expect(back.json()).toMatchObject({
      status: 'OPEN',
      description: null,
      assigneeName: null,
      assigneeEmail: 'eve@example.com',
    });
  });

  it('answers 400 Invalid data for bad update bodies', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const tk = await makeTicket(u);
    const bad = [
      { subject: '' },
      { status: 'DONE' },
      { priority: 'CRITICAL' },
      { assigneeEmail: 'x' },
      { contactEmail: 'x@' },
      { assigneeName: 'a'.repeat(201) },
      { description: 'd'.repeat(5001) },
    ];
    for (const payload of bad) {
      expectErrorBody(
        await as(t, u)({ method: 'PUT', url: `/api/tickets/${tk.id}`, payload }),
        400,
        'Invalid data',
      );
    }
  });

  it('deletes a ticket', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const tk = await makeTicket(u);
    const res = await as(t, u)({ method: 'DELETE', url: `/api/tickets/${tk.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expectErrorBody(
      await as(t, u)({ method: 'GET', url: `/api/tickets/${tk.id}` }),
      404,
      `Ticket with id ${tk.id} not found`,
    );
  });

  it('reads, updates and deletes after a downgrade to FREE', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const tk = await makeTicket(u);
    await t.db.update(user).set({ plan: 'FREE' }).where(eq(user.id, u.id));
    expect((await as(t, u)({ method: 'GET', url: '/api/tickets' })).json().tickets).toHaveLength(1);
    expect((await as(t, u)({ method: 'GET', url: `/api/tickets/${tk.id}` })).statusCode).toBe(200);
    expect(
      (await as(t, u)({ method: 'PUT', url: `/api/tickets/${tk.id}`, payload: { status: 'CLOSED' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as(t, u)({ method: 'POST', url: '/api/tickets', payload: { subject: 'S' } })).statusCode,
    ).toBe(403);
    expect((await as(t, u)({ method: 'DELETE', url: `/api/tickets/${tk.id}` })).statusCode).toBe(200);
  });
});
