import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../src/contract/plans';
import { answersText, contactFromAnswers, createCrmAutomations } from '../src/server/crm/automations';
import { deal, event, ticket } from '../src/server/db/schema';
import { as, createTestApp, formBody, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { insertPipeline } from './helpers/records';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const questions = [
  { order: 1, text: 'What is your name?', type: 'text', required: true },
  { order: 2, text: 'Your e-mail', type: 'email', required: true },
  { order: 3, text: 'How can we help?', type: 'text', required: false },
];
const answers = {
  'What is your name?': 'Ada Lovelace',
  'Your e-mail': 'ada@example.com',
  'How can we help?': 'Need a quote',
};

interface Pipe {
  id: string;
  stages: Array<{ id: string }>;
}

async function makePipeline(u: TestUser): Promise<Pipe> {
  const res = await as(t, u)({ method: 'POST', url: '/api/pipelines', payload: { name: 'Leads' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Pipe;
}

async function classicForm(u: TestUser, automations: Record<string, unknown>) {
  return makePublishedForm(t, u, {
    name: 'Quote request',
    formType: 'CLASSIC',
    language: 'EN',
    questions,
    automations,
  });
}

/** A visitor completes the form; the outbox runs; returns the conversation id. */
async function complete(formId: string, given: Record<string, unknown> = answers) {
  const res = await visitor(t).submit(formId, given);
  expect(res.statusCode, res.body).toBe(200);
  await t.app.jobs.runOnce('outbox');
  return (res.json() as { conversationId: string }).conversationId;
}

const dealsOf = (conversationId: string) =>
  t.db.select().from(deal).where(eq(deal.conversationId, conversationId));
const ticketsOf = (conversationId: string) =>
  t.db.select().from(ticket).where(eq(ticket.conversationId, conversationId));
const eventOf = async (conversationId: string) =>
  (await t.db.select().from(event).where(eq(event.conversationId, conversationId)))[0]!;

describe('CRM automations on conversation.completed', () => {
  it('creates a deal in the chosen stage and a ticket, with conversation, form and contact', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const form = await classicForm(u, {
      createDeal: { pipelineId: p.id, stageId: p.stages[1]!.id },
      createTicket: true,
    });
    const cid = await complete(form.id);
    const [d] = await dealsOf(cid);
    expect(d).toMatchObject({
      pipelineId: p.id,
      stageId: p.stages[1]!.id,
      conversationId: cid,
      title: 'Quote request: Ada Lovelace',
      value: null,
      currency: 'USD',
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@example.com',
    });
    expect(d!.notes).toBe(
      'What is your name?: Ada Lovelace\nYour e-mail: ada@example.com\nHow can we help?: Need a quote',
    );
    const [tk] = await ticketsOf(cid);
    expect(tk).toMatchObject({
      userId: u.id,
      number: 1000,
      conversationId: cid,
      formId: form.id,
      status: 'OPEN',
      priority: 'MEDIUM',
      subject: 'Quote request: Ada Lovelace',
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@example.com',
    });
    expect((await eventOf(cid)).processedAt).toBeInstanceOf(Date);
    // Visible through the API like any other deal and ticket.
    const listed = await as(t, u)({ method: 'GET', url: `/api/pipelines/${p.id}/deals` });
    expect(listed.json().deals[0]).toMatchObject({
      id: d!.id,
      conversationId: cid,
      stage: { id: p.stages[1]!.id },
    });
    expect((await as(t, u)({ method: 'GET', url: `/api/tickets/${tk!.id}` })).json()).toMatchObject({
      conversationId: cid,
      formId: form.id,
    });
    const usage = (await as(t, u)({ method: 'GET', url: '/api/usage' })).json();
    expect(usage.deals.used).toBe(1);
    expect(usage.tickets.used).toBe(1);
  });

  it('is idempotent: the same event processed again, or handled twice, makes one deal and one ticket', async () => {
    const u = await makeUser(t, { plan: 'BUSINESS' });
    const p = await makePipeline(u);
    const form = await classicForm(u, {
      createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id },
      createTicket: true,
    });
    const cid = await complete(form.id);
    const e = await eventOf(cid);
    await t.db.update(event).set({ processedAt: null }).where(eq(event.id, e.id));
    await t.app.jobs.runOnce('outbox');
    expect((await eventOf(cid)).processedAt).toBeInstanceOf(Date);
    const handle = createCrmAutomations({ plans: DEFAULT_PLANS });
    await t.db.transaction((tx) => handle(tx, e));
    await t.db.transaction((tx) => handle(tx, e));
    expect(await dealsOf(cid)).toHaveLength(1);
    expect(await ticketsOf(cid)).toHaveLength(1);
    // No ticket number was spent by the repeats, and the monthly counts went up once.
    const next = await as(t, u)({ method: 'POST', url: '/api/tickets', payload: { subject: 'Manual' } });
    expect(next.json().number).toBe(1001);
    const usage = (await as(t, u)({ method: 'GET', url: '/api/usage' })).json();
    expect([usage.deals.used, usage.tickets.used]).toEqual([1, 2]);
  });

  it('runs only what the form asks for', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const dealOnly = await classicForm(u, { createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id } });
    const c1 = await complete(dealOnly.id);
    expect([(await dealsOf(c1)).length, (await ticketsOf(c1)).length]).toEqual([1, 0]);
    const ticketOnly = await classicForm(u, { createTicket: true });
    const c2 = await complete(ticketOnly.id);
    expect([(await dealsOf(c2)).length, (await ticketsOf(c2)).length]).toEqual([0, 1]);
    const none = await classicForm(u, {});
    const c3 = await complete(none.id);
    expect([(await dealsOf(c3)).length, (await ticketsOf(c3)).length]).toEqual([0, 0]);
  });

  it('on FREE: skips the ticket (no tickets feature) but still makes the deal in an existing pipeline', async () => {
    const u = await makeUser(t);
    const { pipelineId, stageId } = await insertPipeline(t, u.id);
    const form = await classicForm(u, { createDeal: { pipelineId, stageId }, createTicket: true });
    const cid = await complete(form.id);
    expect(await ticketsOf(cid)).toHaveLength(0);
    expect(await dealsOf(cid)).toHaveLength(1);
    expect((await eventOf(cid)).processedAt).toBeInstanceOf(Date);
  });

  it('skips the deal quietly when the pipeline was deleted or the stage replaced', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const gone = await makePipeline(u);
    const f1 = await classicForm(u, {
      createDeal: { pipelineId: gone.id, stageId: gone.stages[0]!.id },
      createTicket: true,
    });
    await as(t, u)({ method: 'DELETE', url: `/api/pipelines/${gone.id}` });
    const c1 = await complete(f1.id);
    expect(await dealsOf(c1)).toHaveLength(0);
    expect(await ticketsOf(c1)).toHaveLength(1);
    const e1 = await eventOf(c1);
    expect([e1.processedAt instanceof Date, e1.attempts]).toEqual([true, 1]);

    const replaced = await makePipeline(u);
    const f2 = await classicForm(u, {
      createDeal: { pipelineId: replaced.id, stageId: replaced.stages[0]!.id },
    });
    const put = await as(
      t,
      u,
    )({
      method: 'PUT',
      url: `/api/pipelines/${replaced.id}`,
      payload: {
        stages: [
          { name: 'A', order: 0 },
          { name: 'B', order: 1 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const c2 = await complete(f2.id);
    expect(await dealsOf(c2)).toHaveLength(0);
    expect((await eventOf(c2)).processedAt).toBeInstanceOf(Date);
  });

  it('titles by e-mail, then by conversation id, when no name was given', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await makePipeline(u);
    const form = await makePublishedForm(t, u, {
      name: 'Signup',
      formType: 'CLASSIC',
      questions: [
        { order: 1, text: 'Company name', type: 'text', required: false },
        { order: 2, text: 'Email', type: 'email', required: false },
      ],
      automations: { createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id }, createTicket: true },
    });
    const c1 = await complete(form.id, { 'Company name': 'ACME', Email: 'ops@acme.test' });
    expect((await dealsOf(c1))[0]).toMatchObject({
      title: 'Signup: ops@acme.test',
      contactName: null,
      contactEmail: 'ops@acme.test',
    });
    const c2 = await complete(form.id, { 'Company name': 'ACME' });
    expect((await dealsOf(c2))[0]).toMatchObject({ title: `Signup: Conversation ${c2}`, contactEmail: null });
    expect((await ticketsOf(c2))[0]).toMatchObject({
      subject: `Signup: Conversation ${c2}`,
      description: 'Company name: ACME',
    });
  });
});

describe('contact rule', () => {
  const q = (order: number, text: string, type: 'text' | 'email' = 'text') => ({
    order,
    text,
    type,
    required: true,
  });
  it('takes the first valid email answer and the first person-name text answer', () => {
    const qs = [
      q(3, 'Nombre completo'),
      q(1, 'Nombre de la empresa'),
      q(2, 'Correo', 'email'),
      q(4, 'Otro correo', 'email'),
    ];
    expect(
      contactFromAnswers(qs, {
        'Nombre completo': ' Ana ',
        'Nombre de la empresa': 'ACME',
        Correo: 'ana@x.es',
        'Otro correo': 'b@x.es',
      }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@x.es',
    });
    expect(contactFromAnswers(qs, { Correo: 'not an email', 'Otro correo': 'b@x.es' })).toEqual({
      name: null,
      email: 'b@x.es',
    });
    expect(answersText(qs, { Correo: 'a@b.co', extra: 3 })).toBe('Correo: a@b.co\nextra: 3');
    expect(answersText(qs, {})).toBeNull();
  });
});

describe('forms accept and validate automations', () => {
  it('stores the owner’s pipeline and stage; refuses another user’s or a stage of another pipeline', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const other = await makeUser(t, { plan: 'PRO' });
    const mine = await makePipeline(u);
    const mine2 = await makePipeline(u);
    const theirs = await makePipeline(other);
    const ok = { createDeal: { pipelineId: mine.id, stageId: mine.stages[2]!.id }, createTicket: true };
    const created = await as(
      t,
      u,
    )({ method: 'POST', url: '/api/forms', payload: formBody({ automations: ok }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().automations).toEqual(ok);
    const formId = created.json().id as string;
    const bad = [
      { createDeal: { pipelineId: theirs.id, stageId: theirs.stages[0]!.id } },
      { createDeal: { pipelineId: mine.id, stageId: mine2.stages[0]!.id } },
      { createDeal: { pipelineId: mine.id, stageId: theirs.stages[0]!.id } },
      { createDeal: { pipelineId: mine.id } },
      { createTicket: 'yes' },
    ];
    for (const automations of bad) {
      expectErrorBody(
        await as(t, u)({ method: 'POST', url: '/api/forms', payload: formBody({ automations }) }),
        400,
        'Invalid data',
      );
      expectErrorBody(
        await as(t, u)({ method: 'PUT', url: `/api/forms/${formId}`, payload: { automations } }),
        400,
        'Invalid data',
      );
    }
    const cleared = await as(
      t,
      u,
    )({ method: 'PUT', url: `/api/forms/${formId}`, payload: { automations: { createDeal: null } } });
    expect(cleared.json().automations).toEqual({ createDeal: null, createTicket: true });
  });
});
