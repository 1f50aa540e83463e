import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, mergePlans } from '../src/contract/plans';
import { conversation, event, message } from '../src/server/db/schema';
import { createTestApp, makeForm, makeUser, type TestApp } from './helpers/app';
import { makePublishedForm, nextIp, visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ plans: mergePlans(DEFAULT_PLANS, { PRO: { conversationsPerMonth: 1 } }) });
});
afterAll(() => t.close());

const classic = {
  formType: 'CLASSIC',
  language: 'EN',
  questions: [
    { order: 1, text: 'Name', type: 'text', required: true },
    { order: 2, text: 'Email', type: 'email', required: true },
    { order: 3, text: 'Phone', type: 'phone', required: false },
    { order: 4, text: 'Guests', type: 'number', required: false },
    { order: 5, text: 'Date', type: 'date', required: false },
    { order: 6, text: 'Plan', type: 'select', required: false, options: ['Basic', 'Premium'] },
  ],
};

describe('POST /api/forms/:id/submit', () => {
  it('stores one COMPLETED conversation with normalised answers, Q/A message pairs and the outbox event', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, classic);
    const res = await visitor(t).submit(form.id, {
      Name: '  Ana García ',
      Email: 'Ana@Example.COM',
      Phone: '+34 600 12 34 56',
      Guests: '4',
      Date: '2026-12-24',
      Plan: 'premium',
      'Not a question': 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json();
    expect(body).toEqual({
      success: true,
      conversationId: expect.stringMatching(/^cnv_/),
      message: form.goodbyeMessage,
      redirectUrl: null,
    });
    const [c] = await t.db.select().from(conversation).where(eq(conversation.id, body.conversationId));
    expect(c!.status).toBe('COMPLETED');
    expect(c!.completedAt).toBeInstanceOf(Date);
    // Stored by question key (derived from each text).
    expect(c!.collectedData).toEqual({
      name: 'Ana García',
      email: 'Ana@example.com',
      phone: '+34600123456',
      guests: 4,
      date: '2026-12-24',
      plan: 'Premium',
    });
    const msgs = await t.db
      .select()
      .from(message)
      .where(eq(message.conversationId, c!.id))
      .orderBy(message.seq);
    expect(msgs.map((m) => [m.role, m.content]).slice(0, 4)).toEqual([
      ['ASSISTANT', 'Name'],
      ['VISITOR', 'Ana García'],
      ['ASSISTANT', 'Email'],
      ['VISITOR', 'Ana@Example.COM'],
    ]);
    expect(msgs).toHaveLength(12);
    const events = await t.db.select().from(event).where(eq(event.conversationId, c!.id));
    expect(events.map((e) => e.type)).toEqual(['conversation.completed']);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/conversations?formId=${form.id}`,
      headers: owner.auth,
    });
    expect(list.json().conversations[0]).toMatchObject({
      id: c!.id,
      status: 'COMPLETED',
      _count: { messages: 12 },
    });
  });

  it('answers 400 Missing required field naming the question', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, classic);
    const res = await visitor(t).submit(form.id, { Name: 'Ana', Email: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Missing required field: Email');
  });

  it('answers 400 Invalid data naming each invalid answer, and stores nothing', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, classic);
    const res = await visitor(t).submit(form.id, {
      Name: 'Ana',
      Email: 'nope',
      Guests: 'many',
      Plan: 'Gold',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid data');
    const paths = (res.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(['Email', 'Guests', 'Plan']);
    expect(await t.db.select().from(conversation).where(eq(conversation.formId, form.id))).toHaveLength(0);
  });

  it('answers 400 Invalid data for a malformed body', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, classic);
    for (const payload of [{}, { answers: 'x' }, { answers: [1] }, { answers: { Name: { a: 1 } } }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/forms/${form.id}/submit`,
        headers: { 'x-forwarded-for': nextIp() },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid data');
    }
  });

  it('answers 400 for a CONVERSATIONAL form, 404 for a missing or unpublished one', async () => {
    const owner = await makeUser(t);
    const chatForm = await makePublishedForm(t, owner);
    const res = await visitor(t).submit(chatForm.id, { 'What is your name?': 'Ana' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This endpoint is only for classic forms');
    const draft = await makeForm(t, owner, classic);
    for (const id of [draft.id, 'frm_nope']) {
      const r = await visitor(t).submit(id, { Name: 'Ana' });
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe('Form not found');
    }
  });

  it('answers 403 Domain not allowed', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, { ...classic, allowedDomains: ['example.com'] });
    const res = await visitor(t, { origin: 'https://evil.example' }).submit(form.id, {
      Name: 'Ana',
      Email: 'a@b.co',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Domain not allowed');
    const ok = await visitor(t, { origin: 'https://shop.example.com' }).submit(form.id, {
      Name: 'Ana',
      Email: 'a@b.co',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 429 Too many submissions after 10 a minute from one IP', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, classic);
    const v = visitor(t);
    for (let i = 0; i < 10; i++) expect((await v.submit(form.id, { Name: 'Ana' })).statusCode).toBe(400);
    const res = await v.submit(form.id, { Name: 'Ana', Email: 'a@b.co' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'Too many submissions', code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 Capacity reached when the allowance is used up', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, classic);
    expect((await visitor(t).submit(form.id, { Name: 'Ana', Email: 'a@b.co' })).statusCode).toBe(200);
    const res = await visitor(t).submit(form.id, { Name: 'Bea', Email: 'b@b.co' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'Capacity reached', code: 'CONVERSATION_LIMIT_REACHED' });
  });
});
