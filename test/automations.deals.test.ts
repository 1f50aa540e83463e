import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealValue, personName } from '../src/server/crm/automations';
import { as, createTestApp, formBody, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUESTIONS = [
  { order: 1, text: '¿Cómo te llamas?', type: 'text', required: true },
  { order: 2, text: 'Correo', type: 'email', required: true },
  { order: 3, text: 'Presupuesto', type: 'number', required: false },
];

async function pipeline(u: TestUser) {
  const res = await as(t, u)({ method: 'POST', url: '/api/pipelines', payload: { name: 'Ventas' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; stages: Array<{ id: string }> };
}

async function dealsIn(u: TestUser, pipelineId: string) {
  const res = await as(t, u)({ method: 'GET', url: `/api/pipelines/${pipelineId}/deals` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deals as Array<Record<string, unknown>>;
}

describe('createDeal from the answers', () => {
  it('takes the value from the number question, the currency from the form, the name without framing', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await pipeline(u);
    const form = await makePublishedForm(t, u, {
      name: 'Presupuestos',
      formType: 'CLASSIC',
      questions: QUESTIONS,
      automations: {
        createDeal: {
          pipelineId: p.id,
          stageId: p.stages[0]!.id,
          valueQuestion: 'Presupuesto',
          currency: 'eur',
        },
      },
    });
    expect(form.automations).toEqual({
      createDeal: {
        pipelineId: p.id,
        stageId: p.stages[0]!.id,
        // Named by text, stored by key (a rename keeps it).
        valueQuestion: 'presupuesto',
        currency: 'EUR',
      },
      createTicket: false,
    });
    const res = await visitor(t).submit(form.id, {
      '¿Cómo te llamas?': 'Me llamo Ana',
      Correo: 'ana@example.com',
      Presupuesto: '1500.50',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.runOnce('outbox');
    const [d] = await dealsIn(u, p.id);
    expect(d).toMatchObject({
      title: 'Presupuestos: Ana',
      value: 1500.5,
      currency: 'EUR',
      contactName: 'Ana',
      contactEmail: 'ana@example.com',
      conversationId: res.json().conversationId,
    });
  });

  it('leaves the value empty when the question was not answered, and in USD by default', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await pipeline(u);
    const form = await makePublishedForm(t, u, {
      formType: 'CLASSIC',
      questions: QUESTIONS,
      automations: {
        createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id, valueQuestion: 'Presupuesto' },
      },
    });
    await visitor(t).submit(form.id, { '¿Cómo te llamas?': 'Luis Pérez', Correo: 'luis@example.com' });
    await t.app.jobs.runOnce('outbox');
    const [d] = await dealsIn(u, p.id);
    expect(d).toMatchObject({ value: null, currency: 'USD', contactName: 'Luis Pérez' });
  });

  it('names the deal from a chat where the visitor introduced themselves', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await pipeline(u);
    const form = await makePublishedForm(t, u, {
      language: 'ES',
      questions: QUESTIONS.slice(0, 2),
      automations: { createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id } },
    });
    const v = visitor(t);
    await v.say(form.id, 'Hola, me llamo Ana');
    const last = await v.say(form.id, 'ana@example.com');
    expect(last.headers['x-conversation-status']).toBe('COMPLETED');
    await t.app.jobs.runOnce('outbox');
    const [d] = await dealsIn(u, p.id);
    expect(d).toMatchObject({ contactName: 'Ana', title: `${form.name}: Ana` });
  });

  it('refuses a valueQuestion that is not one of the form’s number or rating questions', async () => {
    const u = await makeUser(t, { plan: 'PRO' });
    const p = await pipeline(u);
    for (const valueQuestion of ['Correo', 'Missing question']) {
      const res = await as(
        t,
        u,
      )({
        method: 'POST',
        url: '/api/forms',
        payload: formBody({
          questions: QUESTIONS,
          automations: { createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id, valueQuestion } },
        }),
      });
      const body = expectErrorBody(res, 400, 'Invalid data') as unknown as {
        details: Array<{ path: string }>;
      };
      expect(body.details[0]!.path).toBe('body.automations.createDeal.valueQuestion');
    }
    const bad = await as(
      t,
      u,
    )({
      method: 'POST',
      url: '/api/forms',
      payload: formBody({
        questions: QUESTIONS,
        automations: { createDeal: { pipelineId: p.id, stageId: p.stages[0]!.id, currency: 'EURO' } },
      }),
    });
    expectErrorBody(bad, 400, 'Invalid data');
  });
});

describe('personName and dealValue', () => {
  it('drops framing words around a name', () => {
    expect(personName('Me llamo Ana')).toBe('Ana');
    expect(personName('Hola, soy Marta Ruiz')).toBe('Marta Ruiz');
    expect(personName("Hi, I'm Tom!")).toBe('Tom');
    expect(personName('Ada Lovelace')).toBe('Ada Lovelace');
  });

  it('reads only non-negative numbers', () => {
    expect(dealValue({ B: 1200 }, 'B')).toBe('1200');
    expect(dealValue({ B: '99.5' }, 'B')).toBe('99.5');
    expect(dealValue({ B: -5 }, 'B')).toBeNull();
    expect(dealValue({ B: 'a lot' }, 'B')).toBeNull();
    expect(dealValue({ B: 10 }, null)).toBeNull();
    expect(dealValue({}, 'B')).toBeNull();
  });
});
