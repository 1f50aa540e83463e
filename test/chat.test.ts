import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, mergePlans } from '../src/contract/plans';
import { conversation, event, message } from '../src/server/db/schema';
import { sweepIdle } from '../src/server/jobs/idle-sweeper';
import { createTestApp, makeForm, makeUser, type TestApp } from './helpers/app';
import { makePublishedForm, nextIp, visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    plans: mergePlans(DEFAULT_PLANS, { PRO: { conversationsPerMonth: 2, messagesPerConversation: 3 } }),
  });
});
afterAll(() => t.close());

const messagesOf = (id: string) =>
  t.db.select().from(message).where(eq(message.conversationId, id)).orderBy(message.seq);
const conversationRow = async (id: string) =>
  (await t.db.select().from(conversation).where(eq(conversation.id, id)))[0]!;

describe('POST /api/chat: a conversation', () => {
  it('streams replies, stores the opening first, and completes with the goodbye and one outbox event', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, { language: 'EN' });
    const v = visitor(t);
    const first = await v.say(form.id, 'Ana García');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['access-control-expose-headers']).toBe(
      'X-Conversation-Id, X-Conversation-Status, X-Redirect-Url, X-Conversation-Handler, X-Message-Id, X-Reply-Id',
    );
    expect(first.headers['x-conversation-status']).toBe('ACTIVE');
    expect(first.headers['transfer-encoding']).toBe('chunked');
    expect(first.body).toContain('What is your e-mail?');
    const id = v.conversationId!;
    expect(id).toMatch(/^cnv_/);
    expect((await conversationRow(id)).status).toBe('ACTIVE');

    const last = await v.say(form.id, 'ana@Example.COM');
    expect(last.statusCode).toBe(200);
    expect(last.body).toBe('Thanks, we will be in touch.');
    expect(last.headers['x-conversation-status']).toBe('COMPLETED');
    const c = await conversationRow(id);
    expect(c.status).toBe('COMPLETED');
    expect(c.completedAt).toBeInstanceOf(Date);
    expect(c.userId).toBe(owner.id);
    // Stored by question key; the API shows them under the question texts.
    expect(c.collectedData).toEqual({
      what_is_your_name: 'Ana García',
      what_is_your_e_mail: 'ana@example.com',
    });

    const msgs = await messagesOf(id);
    expect(msgs.map((m) => m.role)).toEqual(['ASSISTANT', 'VISITOR', 'ASSISTANT', 'VISITOR', 'ASSISTANT']);
    expect(msgs[0]!.content.startsWith('Hi! A few quick questions.')).toBe(true);
    expect(msgs[0]!.content).toContain('What is your name?');
    expect(msgs[1]!.content).toBe('Ana García');
    expect(msgs[4]!.content).toBe('Thanks, we will be in touch.');

    const events = await t.db.select().from(event).where(eq(event.conversationId, id));
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('conversation.completed');
    const payload = events[0]!.payload as { data: { conversation: { messages: unknown[]; status: string } } };
    expect(payload.data.conversation.status).toBe('COMPLETED');
    expect(payload.data.conversation.messages).toHaveLength(5);

    // A message to a completed conversation: a closing reply, nothing stored or changed.
    const after = await v.say(form.id, 'one more thing');
    expect(after.statusCode).toBe(200);
    expect(after.body.length).toBeGreaterThan(0);
    expect(await messagesOf(id)).toHaveLength(5);
    expect((await conversationRow(id)).collectedData).toEqual(c.collectedData);
  });

  it('re-asks after an invalid answer and keeps nothing invalid', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, { language: 'EN' });
    const v = visitor(t);
    await v.say(form.id, 'Bob');
    const bad = await v.say(form.id, 'not an email');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('What is your e-mail?');
    const c = await conversationRow(v.conversationId!);
    expect(c.status).toBe('ACTIVE');
    expect(c.collectedData).toEqual({ what_is_your_name: 'Bob' });
  });

  it('lets an idle conversation become ABANDONED and a new message make it ACTIVE again', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, { language: 'EN' });
    const v = visitor(t);
    await v.say(form.id, 'Carla');
    const id = v.conversationId!;
    expect(await sweepIdle(t.db, 30, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect((await conversationRow(id)).status).toBe('ACTIVE');
    expect(await sweepIdle(t.db, 30, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await conversationRow(id)).status).toBe('ABANDONED');
    const res = await v.say(form.id, 'carla@example.com');
    expect(res.statusCode).toBe(200);
    expect((await conversationRow(id)).status).toBe('COMPLETED');
  });
});

describe('POST /api/chat: the way out and what the owner sees', () => {
  it('offers to skip a required question after two failed attempts; the note and the skip show in the detail', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS' });
    const form = await makePublishedForm(t, owner, {
      language: 'EN',
      questions: [
        { order: 1, text: 'What is your name?', type: 'text', required: true },
        { order: 2, text: 'What is your phone number?', type: 'phone', required: true },
        { order: 3, text: 'Company?', type: 'text', required: false },
      ],
    });
    const v = visitor(t);
    await v.say(form.id, 'Marta Ruiz here');
    const first = await v.say(form.id, "I'd rather not say");
    expect(first.body).toContain('What is your phone number?');
    expect(first.body).not.toContain('skip');
    const second = await v.say(form.id, 'no');
    expect(second.body).toContain('"skip"');
    expect(second.body).toContain('leave a note');
    const note = await v.say(form.id, 'Please e-mail me instead, I never answer calls');
    expect(note.body).toContain('Company?');
    const done = await v.say(form.id, 'skip');
    expect(done.body).toBe('Thanks, we will be in touch.');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${v.conversationId}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.status).toBe('COMPLETED');
    expect(detail.collectedData).toEqual({ 'What is your name?': 'Marta Ruiz' });
    expect(detail.skipped).toEqual([
      { question: 'What is your phone number?', note: 'Please e-mail me instead, I never answer calls' },
      { question: 'Company?', note: null },
    ]);
  });

  it('resolves relative dates against the conversation’s own day and says the date back', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS' });
    const form = await makePublishedForm(t, owner, {
      language: 'EN',
      questions: [
        { order: 1, text: 'Which day?', type: 'date', required: true },
        { order: 2, text: 'Name?', type: 'text', required: true },
      ],
    });
    const v = visitor(t);
    const reply = await v.say(form.id, 'tomorrow');
    const c = await conversationRow(v.conversationId!);
    const tomorrow = new Date(c.createdAt.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(c.collectedData).toEqual({ which_day: tomorrow });
    const said = new Date(`${tomorrow}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    expect(reply.body).toContain(said);
  });
});

describe('POST /api/chat: errors', () => {
  it('400 Invalid data for missing or invalid fields', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner);
    for (const payload of [
      {},
      { formId: form.id },
      { formId: form.id, message: '' },
      { formId: form.id, message: 'x'.repeat(5001) },
      { formId: 5, message: 'hi' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'x-forwarded-for': nextIp(), origin: 'https://a.example' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid data');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('400 for a CLASSIC form', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, { formType: 'CLASSIC' });
    const res = await visitor(t).say(form.id, 'hola');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Classic forms do not support chat');
  });

  it('403 Domain not allowed unless the Origin or Referer host is allowed', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, { allowedDomains: ['example.com', '*.shop.test'] });
    const allowed = ['https://example.com', 'https://www.example.com:8443', 'http://a.shop.test'];
    for (const origin of allowed)
      expect((await visitor(t, { origin }).say(form.id, 'Ana')).statusCode).toBe(200);
    for (const origin of [
      'https://evil.com',
      'https://example.com.evil.com',
      'https://shop.test',
      null,
      'null',
    ]) {
      const res = await visitor(t, { origin }).say(form.id, 'Ana');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Domain not allowed');
    }
    const viaReferer = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { referer: 'https://blog.example.com/post/1', 'x-forwarded-for': nextIp() },
      payload: { formId: form.id, message: 'Ana' },
    });
    expect(viaReferer.statusCode).toBe(200);
  });

  it('404 for a missing or unpublished form, and for a conversation of another form', async () => {
    const owner = await makeUser(t);
    const draft = await makeForm(t, owner);
    for (const id of [draft.id, 'frm_nope']) {
      const res = await visitor(t).say(id, 'hi');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Form not found');
    }
    const a = await makePublishedForm(t, owner);
    const b = await makePublishedForm(t, owner);
    const v = visitor(t);
    await v.say(a.id, 'Ana');
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: 'https://x.example', 'x-forwarded-for': nextIp() },
      payload: { formId: b.id, conversationId: v.conversationId, message: 'hi' },
    });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error).toBe('Conversation not found');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: 'https://x.example', 'x-forwarded-for': nextIp() },
      payload: { formId: a.id, conversationId: 'cnv_nope', message: 'hi' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Conversation not found');
  });

  it('403 SUBSCRIPTION_INACTIVE for an inactive paid owner', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS', subscriptionStatus: 'CANCELED' });
    const form = await makePublishedForm(t, owner);
    const res = await visitor(t).say(form.id, 'hola');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Account inactive', code: 'SUBSCRIPTION_INACTIVE' });
  });

  it('429 RATE_LIMITED after 30 requests a minute that start a conversation from one IP, with Retry-After; other IPs unaffected', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner);
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'x-forwarded-for': ip },
        payload: {},
      });
      expect(res.statusCode).toBe(400);
    }
    const limited = await visitor(t, { ip }).say(form.id, 'hola');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'Too many requests', code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-limit']).toBe('30');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(limited.headers['ratelimit-reset']).toBeDefined();
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect((await visitor(t).say(form.id, 'hola')).statusCode).toBe(200);
  });

  it('429 CONVERSATION_LIMIT_REACHED when a new conversation would pass the monthly allowance', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner);
    expect((await visitor(t).say(form.id, 'Ana')).statusCode).toBe(200);
    const v2 = visitor(t);
    expect((await v2.say(form.id, 'Ana')).statusCode).toBe(200);
    const third = await visitor(t).say(form.id, 'Ana');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'Capacity reached', code: 'CONVERSATION_LIMIT_REACHED' });
    // An existing conversation goes on.
    expect((await v2.say(form.id, 'ana@example.com')).statusCode).toBe(200);
    const usage = await t.app.inject({ method: 'GET', url: '/api/usage', headers: owner.auth });
    expect(usage.json().conversations).toEqual({ used: 2, limit: 2 });
  });

  it('lets only one of two simultaneous first messages through at the edge of the allowance', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner);
    expect((await visitor(t).say(form.id, 'Ana')).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 4 }, () => visitor(t).say(form.id, 'Ana')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
    const rows = await t.db.select().from(conversation).where(eq(conversation.formId, form.id));
    expect(rows).toHaveLength(2);
  });

  it('429 MESSAGE_LIMIT_REACHED past the per-conversation cap', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, {
      questions: [
        { order: 1, text: 'Age?', type: 'number', required: true },
        { order: 2, text: 'Email?', type: 'email', required: true },
      ],
    });
    const v = visitor(t);
    for (const m of ['no sé', 'tampoco', 'nada']) expect((await v.say(form.id, m)).statusCode).toBe(200);
    const res = await v.say(form.id, 'otra');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'Message limit', code: 'MESSAGE_LIMIT_REACHED' });
    expect((await messagesOf(v.conversationId!)).filter((m) => m.role === 'VISITOR')).toHaveLength(3);
  });
});
