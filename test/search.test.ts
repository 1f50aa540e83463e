import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, type TestApp, type TestUser } from './helpers/app';
import { insertConversation } from './helpers/records';

// Every search of the API ignores case and accents the same way on PGlite and PostgreSQL (migration 0009).
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let pipelineId: string;
let stageId: string;
const ids = {
  conversations: [] as string[],
  forms: [] as string[],
  deals: [] as string[],
  tickets: [] as string[],
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t, { plan: 'BUSINESS' });
  stranger = await makeUser(t, { plan: 'BUSINESS' });
  const post = (u: TestUser, url: string, payload: object) =>
    as(
      t,
      u,
    )({ method: 'POST', url, payload }).then((r) => {
      if (r.statusCode !== 201) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
      return r.json() as { id: string; stages?: Array<{ id: string }> };
    });
  for (const name of ['Encuesta Peñalolén', 'Straße survey', 'Plain form'])
    ids.forms.push((await makeForm(t, owner, { name })).id);
  const form = await makeForm(t, owner);
  const at = (d: number) => new Date(Date.UTC(2026, 0, d));
  for (const [d, answers] of [
    [1, { name: 'José Ibáñez', email: 'jose@example.com' }],
    [2, { name: 'ÁNGELA IBÁÑEZ', email: 'angela@example.com' }],
    [3, { name: 'Søren Kierkegaard', email: 'soren@example.dk' }],
    [4, { name: 'Zoë Œuvre', email: 'zoe@example.fr', team: 12 }],
  ] as const) {
    const c = await insertConversation(
      t,
      { id: form.id, userId: owner.id },
      { createdAt: at(d), collectedData: answers },
    );
    ids.conversations.push(c.id);
  }
  const strangerForm = await makeForm(t, stranger);
  await insertConversation(
    t,
    { id: strangerForm.id, userId: stranger.id },
    { collectedData: { name: 'Ibáñez' } },
  );
  await makeForm(t, stranger, { name: 'Peñalolén' });

  const pipeline = await post(owner, '/api/pipelines', { name: 'Sales' });
  pipelineId = pipeline.id;
  stageId = pipeline.stages![0]!.id;
  for (const [title, contactName, contactEmail] of [
    ['Renovación', 'José Ibáñez', 'jose@example.com'],
    ['Website', 'Ana', 'ana.ibanez@example.com'],
    ['Café de Ñuñoa', null, null],
  ])
    ids.deals.push(
      (
        await post(owner, `/api/pipelines/${pipelineId}/deals`, {
          pipelineId,
          stageId,
          title,
          contactName,
          contactEmail,
        })
      ).id,
    );
  for (const [subject, contactName, contactEmail] of [
    ['No puedo iniciar sesión', 'Ibáñez', null],
    ['Factura', 'Marta', 'MARTA.IBANEZ@EXAMPLE.COM'],
    ['Other', 'Bob', 'bob@example.com'],
  ])
    ids.tickets.push((await post(owner, '/api/tickets', { subject, contactName, contactEmail })).id);
  await post(stranger, '/api/tickets', { subject: 'Ibáñez', contactName: 'Ibáñez' });
});
afterAll(() => t.close());

async function found(path: string, search: string): Promise<string[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await as(t, owner)({ method: 'GET', url: `${path}${sep}search=${encodeURIComponent(search)}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Record<string, Array<{ id: string }>>;
  const list = body.conversations ?? body.forms ?? body.deals ?? body.tickets ?? [];
  return list.map((r) => r.id);
}

describe('search ignores case and accents', () => {
  it('conversations: the answers, whatever their accents and case, newest first', async () => {
    const [jose, angela, soren, zoe] = ids.conversations;
    for (const q of ['ibanez', 'IBANEZ', 'Ibáñez', 'ibÁñez'])
      expect(await found('/api/conversations', q)).toEqual([angela, jose]);
    expect(await found('/api/conversations', 'soren')).toEqual([soren]);
    expect(await found('/api/conversations', 'oeuvre')).toEqual([zoe]);
    expect(await found('/api/conversations', 'ZOE')).toEqual([zoe]);
    // Numbers as written; question keys are not searched.
    expect(await found('/api/conversations', '12')).toEqual([zoe]);
    expect(await found('/api/conversations', 'email')).toEqual([]);
    // Two answers never join into one match.
    expect(await found('/api/conversations', 'ibanez jose')).toEqual([]);
  });

  it('forms by name', async () => {
    expect(await found('/api/forms', 'penalolen')).toEqual([ids.forms[0]]);
    expect(await found('/api/forms', 'PEÑALOLÉN')).toEqual([ids.forms[0]]);
    expect(await found('/api/forms', 'strasse')).toEqual([ids.forms[1]]);
  });

  it('deals by title, contact name and contact e-mail', async () => {
    const [renovacion, website, cafe] = ids.deals;
    expect(await found(`/api/pipelines/${pipelineId}/deals`, 'IBANEZ')).toEqual([website, renovacion]);
    expect(await found(`/api/pipelines/${pipelineId}/deals`, 'renovacion')).toEqual([renovacion]);
    expect(await found(`/api/pipelines/${pipelineId}/deals`, 'cafe de nunoa')).toEqual([cafe]);
  });

  it('tickets by subject, contact name and contact e-mail', async () => {
    const [sesion, factura] = ids.tickets;
    expect(await found('/api/tickets', 'ibáñez')).toEqual([factura, sesion]);
    expect(await found('/api/tickets', 'SESION')).toEqual([sesion]);
  });

  it("never finds another owner's rows", async () => {
    const res = await as(t, stranger)({ method: 'GET', url: '/api/conversations?search=ibanez' });
    expect(res.json().pagination.total).toBe(1);
    expect(await found('/api/forms', 'penalolen')).toHaveLength(1);
    expect(await found('/api/tickets', 'ibanez')).toHaveLength(2);
  });
});
