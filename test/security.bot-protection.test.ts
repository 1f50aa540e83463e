import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation } from '../src/server/db/schema';
import { POW_MAX_NUMBER, POW_TTL_MS } from '../src/server/widget/bot-check';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { makePublishedForm, nextIp } from './helpers/widget';

let clock = Date.now();
let t: TestApp;
let base: string;
let owner: TestUser;
/** The solver exactly as the widget imports it: the module GET /api/widget/pow.js serves. */
let solve: (base: string, formId: string) => Promise<string>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('[::1]', '127.0.0.1');
  owner = await makeUser(t, { plan: 'PRO' });
  const res = await t.app.inject({ method: 'GET', url: '/api/widget/pow.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/javascript/);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const mod = await import(`data:text/javascript;base64,${Buffer.from(res.body).toString('base64')}`);
  solve = mod.solve;
});
afterAll(() => t.close());

const chat = (formId: string, message: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { origin: 'https://site.example', 'x-forwarded-for': nextIp() },
    payload: { formId, message, ...extra },
  });

const conversationsOf = async (formId: string) =>
  (await t.db.select().from(conversation).where(eq(conversation.formId, formId))).length;

describe('the form setting', () => {
  it('is off by default, settable on create and update, and in the widget config', async () => {
    const plain = await makePublishedForm(t, owner);
    expect(plain.botProtection).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/forms/${plain.id}/config` })).json(),
    ).toMatchObject({
      botProtection: false,
    });
    // Off: the plain API works as the interface says, and there is no challenge to ask for.
    expect((await chat(plain.id, 'Hola')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/forms/${plain.id}/challenge` })).statusCode).toBe(
      404,
    );

    const on = await as(
      t,
      owner,
    )({ method: 'PUT', url: `/api/forms/${plain.id}`, payload: { botProtection: true } });
    expect(on.json().botProtection).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/forms/${plain.id}/config` })).json(),
    ).toMatchObject({
      botProtection: true,
    });
    expectErrorBody(
      await as(t, owner)({ method: 'PUT', url: `/api/forms/${plain.id}`, payload: { botProtection: 'yes' } }),
      400,
      'Invalid data',
    );
  });
});

describe('a form with bot protection', () => {
  it('answers a first chat message without a valid solution 403 Bot check failed, and opens nothing', async () => {
    const form = await makePublishedForm(t, owner, { botProtection: true });
    const challenge = (await t.app.inject({ method: 'GET', url: `/api/forms/${form.id}/challenge` })).json();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: POW_MAX_NUMBER });
    const wrongNumber = Buffer.from(JSON.stringify({ ...challenge, number: -1 })).toString('base64');
    for (const botProof of [undefined, '', 'not base64 json', wrongNumber]) {
      const res = await chat(form.id, 'Hola', botProof === undefined ? {} : { botProof });
      const body = expectErrorBody(res, 403, 'Bot check failed') as { code?: string };
      expect(body.code).toBe('BOT_CHECK_FAILED');
    }
    expect(await conversationsOf(form.id)).toBe(0);
  });

  it('opens a conversation for a solved challenge, once; later messages need none', async () => {
    const form = await makePublishedForm(t, owner, { botProtection: true });
    const botProof = await solve(base, form.id);
    const first = await chat(form.id, 'Hola', { botProof });
    expect(first.statusCode, first.body).toBe(200);
    const conversationId = first.headers['x-conversation-id'];
    expect((await chat(form.id, 'Ana', { conversationId })).statusCode).toBe(200);
    // The same solution again: refused (replay).
    expectErrorBody(await chat(form.id, 'Hola otra vez', { botProof }), 403, 'Bot check failed');
    expect(await conversationsOf(form.id)).toBe(1);
  });

  it('refuses a solution for another form, a forged signature and an expired challenge', async () => {
    const a = await makePublishedForm(t, owner, { botProtection: true });
    const b = await makePublishedForm(t, owner, { botProtection: true });
    expectErrorBody(await chat(b.id, 'Hola', { botProof: await solve(base, a.id) }), 403, 'Bot check failed');
    const forged = JSON.parse(Buffer.from(await solve(base, a.id), 'base64').toString());
    forged.signature = forged.signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const forgedProof = Buffer.from(JSON.stringify(forged)).toString('base64');
    expectErrorBody(await chat(a.id, 'Hola', { botProof: forgedProof }), 403, 'Bot check failed');
    const late = await solve(base, a.id);
    const start = clock;
    try {
      clock = start + POW_TTL_MS + 1000;
      expectErrorBody(await chat(a.id, 'Hola', { botProof: late }), 403, 'Bot check failed');
      // Spent challenges are forgotten once they would have expired anyway.
      await t.app.jobs.runOnce('pow-cleanup');
    } finally {
      clock = start;
    }
    expect(await conversationsOf(a.id)).toBe(0);
  });

  it('classic submit: refused without a solution, accepted with one, after the answers are valid', async () => {
    const form = await makePublishedForm(t, owner, {
      formType: 'CLASSIC',
      botProtection: true,
      questions: [{ order: 1, text: 'Name', type: 'text', required: true }],
    });
    const submit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/forms/${form.id}/submit`,
        headers: { origin: 'https://site.example', 'x-forwarded-for': nextIp() },
        payload,
      });
    expectErrorBody(await submit({ answers: { Name: 'Ana' } }), 403, 'Bot check failed');
    const botProof = await solve(base, form.id);
    // A missing answer is reported first and does not spend the solution.
    expectErrorBody(await submit({ answers: {}, botProof }), 400, 'Missing required field: Name');
    const ok = await submit({ answers: { Name: 'Ana' }, botProof });
    expect(ok.statusCode, ok.body).toBe(200);
    expectErrorBody(await submit({ answers: { Name: 'Ana' }, botProof }), 403, 'Bot check failed');
  });

  it('a solution takes about maxnumber / 2 hashes (printed, not asserted: speed belongs in benchmarks)', async () => {
    const form = await makePublishedForm(t, owner, { botProtection: true });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await solve(base, form.id);
      times.push(performance.now() - started);
    }
    console.log(
      `bot challenge solved in ${times.map((x) => x.toFixed(0)).join(', ')} ms (maxnumber ${POW_MAX_NUMBER})`,
    );
    expect(times).toHaveLength(5);
  });
});
