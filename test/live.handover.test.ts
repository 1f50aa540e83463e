import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event, mail } from '../src/server/db/schema';
import { as, createTestApp, makeUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { deliveriesOf, putWebhook } from './helpers/webhooks';
import { makePublishedForm, visitor } from './helpers/widget';

// CONTRACT "A human in the conversation": takeover, release, the owner's messages, the silent interviewer,
// the call for a person (event, e-mail, live list), the visitor's reads, tickets from a conversation.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Charla <noreply@charla.test>',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  });
});
afterAll(() => t.close());

const EN_FORM = {
  language: 'EN',
  questions: [
    { order: 1, text: 'What is your name?', type: 'text', required: true },
    { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
    { order: 3, text: 'What do you need?', type: 'text', required: true },
  ],
};

async function started(owner: TestUser, extra: Record<string, unknown> = {}) {
  const form = await makePublishedForm(t, owner, { ...EN_FORM, ...extra });
  const v = visitor(t);
  expect((await v.say(form.id, 'Ana')).statusCode).toBe(200);
  return { form, v, id: v.conversationId! };
}

const detail = (owner: TestUser, id: string) =>
  as(t, owner)({ method: 'GET', url: `/api/conversations/${id}?messagesLimit=100` });
const post = (owner: TestUser, url: string, payload?: Record<string, unknown>) =>
  as(t, owner)({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

describe('takeover, release and the owner’s messages', () => {
  it('a person takes over, the interviewer is silent and extracts nothing, and on release asks its open question', async () => {
    const owner = await makeUser(t, { plan: 'PRO', name: 'Marta Ruiz' });
    const { form, v, id } = await started(owner);
    const taken = await post(owner, `/api/conversations/${id}/takeover`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ id, handler: 'HUMAN', needsHuman: false });
    // Idempotent.
    expect((await post(owner, `/api/conversations/${id}/takeover`)).json().handler).toBe('HUMAN');

    const said = await v.say(form.id, 'ana@example.com');
    expect(said.statusCode).toBe(200);
    expect(said.body).toBe('');
    expect(said.headers['x-conversation-handler']).toBe('HUMAN');
    expect(said.headers['x-message-id']).toMatch(/^msg_/);
    expect(said.headers['x-reply-id']).toBeUndefined();
    const during = (await detail(owner, id)).json();
    expect(during.collectedData).toEqual({ 'What is your name?': 'Ana' });
    expect(during.messages.at(-1)).toMatchObject({
      role: 'VISITOR',
      content: 'ana@example.com',
      sentBy: 'VISITOR',
    });

    const reply = await post(owner, `/api/conversations/${id}/messages`, {
      content: '  Hi Ana, Marta here.  ',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      role: 'ASSISTANT',
      content: 'Hi Ana, Marta here.',
      sentBy: 'HUMAN',
      authorName: 'Marta Ruiz',
    });

    const released = await post(owner, `/api/conversations/${id}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json().handler).toBe('BOT');
    const after = (await detail(owner, id)).json();
    // The open question (the e-mail, still unanswered: nothing was read while a person had it), as a BOT message.
    expect(after.messages.at(-1)).toMatchObject({
      sentBy: 'BOT',
      authorName: null,
      content: 'What is your e-mail?',
    });
    expect((await post(owner, `/api/conversations/${id}/release`)).json().handler).toBe('BOT');
    // The interviewer goes on.
    const next = await v.say(form.id, 'ana@example.com');
    expect(next.headers['x-conversation-handler']).toBe('BOT');
    expect(next.headers['x-reply-id']).toMatch(/^msg_/);
    expect(next.body).toContain('What do you need?');
  });

  it('an owner’s message takes over a conversation the interviewer had', async () => {
    const owner = await makeUser(t, { name: 'Leo' });
    const { id } = await started(owner);
    const res = await post(owner, `/api/conversations/${id}/messages`, { content: 'Hello' });
    expect(res.statusCode).toBe(201);
    expect((await detail(owner, id)).json()).toMatchObject({ handler: 'HUMAN' });
  });

  it('another owner’s conversation is 403 Forbidden, a missing one 404, a bad body 400, no key 401', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const { id } = await started(owner);
    for (const path of ['takeover', 'release', 'messages', 'ticket']) {
      const body = path === 'messages' ? { content: 'x' } : undefined;
      expectErrorBody(await post(other, `/api/conversations/${id}/${path}`, body), 403, 'Forbidden');
      expectErrorBody(
        await post(owner, `/api/conversations/cnv_missing/${path}`, body),
        404,
        'Conversation not found',
      );
      const anon = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/${path}`,
        payload: body,
      });
      expect(anon.statusCode).toBe(401);
    }
    for (const content of ['', '   ', 'x'.repeat(5001)])
      expectErrorBody(
        await post(owner, `/api/conversations/${id}/messages`, { content }),
        400,
        'Invalid data',
      );
    expect(
      (await post(owner, `/api/conversations/${id}/messages`, { content: 'x'.repeat(5000) })).statusCode,
    ).toBe(201);
    // Nothing changed hands on the refusals.
    expect((await detail(other, id)).statusCode).toBe(403);
  });
});

describe('a call for a person', () => {
  it('sets needsHuman, tells the webhook and the e-mail once per call, and is cleared by takeover or release', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const { form, v, id } = await started(owner, {
      notifications: { onCompleted: true, emails: ['desk@example.com'] },
    });
    const hook = await putWebhook(t, owner, form.id, {
      url: 'http://127.0.0.1:9/charla',
      events: ['conversation.completed', 'conversation.handoff_requested'],
    });
    const asked = await v.say(form.id, 'can I talk to someone?');
    expect(asked.statusCode).toBe(200);
    expect((await detail(owner, id)).json().needsHuman).toBe(true);
    await v.say(form.id, 'quiero hablar con una persona'); // still the same call
    const events = () =>
      t.db
        .select()
        .from(event)
        .where(and(eq(event.conversationId, id), eq(event.type, 'conversation.handoff_requested')));
    expect(await events()).toHaveLength(1);
    const [e] = await events();
    expect(e!.payload).toMatchObject({
      type: 'conversation.handoff_requested',
      data: { conversation: { id, formId: form.id, status: 'ACTIVE' }, form: { id: form.id } },
    });
    await t.app.jobs.runOnce('outbox');
    const deliveries = await deliveriesOf(t, hook.id);
    expect(deliveries.map((d) => d.type)).toEqual(['conversation.handoff_requested']);
    const mails = await t.db.select().from(mail).where(eq(mail.kind, 'conversation.handoff_requested'));
    expect(mails.filter((m) => m.to === 'desk@example.com')).toHaveLength(1);
    expect(mails[0]!.text).toContain('can I talk to someone?');

    // Released: cleared; a new call is a new event.
    expect((await post(owner, `/api/conversations/${id}/release`)).json().needsHuman).toBe(false);
    await v.say(form.id, 'can I talk to a person please?');
    expect(await events()).toHaveLength(2);
    expect((await post(owner, `/api/conversations/${id}/takeover`)).json()).toMatchObject({
      handler: 'HUMAN',
      needsHuman: false,
    });
  });

  it('a webhook subscribed to completions only is not told; the events list accepts either or both', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const { form, v } = await started(owner);
    const hook = await putWebhook(t, owner, form.id, {
      url: 'http://127.0.0.1:9/a',
      events: ['conversation.completed'],
    });
    await v.say(form.id, 'can I talk to someone?');
    await t.app.jobs.runOnce('outbox');
    expect(await deliveriesOf(t, hook.id)).toHaveLength(0);
    const only = await putWebhook(t, owner, form.id, { events: ['conversation.handoff_requested'] });
    expect(only.events).toEqual(['conversation.handoff_requested']);
    const bad = await as(
      t,
      owner,
    )({ method: 'PUT', url: `/api/forms/${form.id}/webhook`, payload: { events: ['nope'] } });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/conversations?live=true: ACTIVE ones only, those asking for a person first', async () => {
    const owner = await makeUser(t, { plan: 'BUSINESS' });
    const a = await started(owner);
    const b = await started(owner);
    const c = await started(owner);
    await b.v.say(b.form.id, 'can I talk to someone?');
    const done = await makePublishedForm(t, owner, {
      questions: [{ order: 1, text: 'Name?', type: 'text', required: true }],
    });
    const finished = visitor(t);
    await finished.say(done.id, 'Ana');
    await c.v.say(c.form.id, 'ana@example.com'); // c changed after a
    const res = await as(t, owner)({ method: 'GET', url: '/api/conversations?live=true' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.conversations.map((x: { id: string }) => x.id)).toEqual([b.id, c.id, a.id]);
    expect(list.conversations[0]).toMatchObject({ needsHuman: true, handler: 'BOT', status: 'ACTIVE' });
    expect(list.pagination.total).toBe(3);
    expectErrorBody(
      await as(t, owner)({ method: 'GET', url: '/api/conversations?live=yes' }),
      400,
      'Invalid query',
    );
  });
});

describe('the visitor’s reads', () => {
  it('GET /api/chat/:id/messages: oldest first, after a message id, CORS, the domain check', async () => {
    const owner = await makeUser(t);
    const { form, v, id } = await started(owner, { allowedDomains: ['site.example'] });
    await post(owner, `/api/conversations/${id}/messages`, { content: 'Hi from a person' });
    const read = (query = '', origin = 'https://site.example') =>
      t.app.inject({ method: 'GET', url: `/api/chat/${id}/messages${query}`, headers: { origin } });
    const all = await read();
    expect(all.statusCode).toBe(200);
    expect(all.headers['access-control-allow-origin']).toBe('*');
    const messages = all.json().messages as { id: string; sentBy: string; content: string }[];
    expect(messages.map((m) => m.sentBy)).toEqual(['BOT', 'VISITOR', 'BOT', 'HUMAN']);
    const later = (await read(`?after=${messages[1]!.id}`)).json().messages as { id: string }[];
    expect(later.map((m) => m.id)).toEqual(messages.slice(2).map((m) => m.id));
    expect((await read(`?after=${messages[3]!.id}`)).json().messages).toEqual([]);
    const refused = await read('', 'https://evil.example');
    expectErrorBody(refused, 403, 'Domain not allowed');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expectErrorBody(
      await read('', 'https://site.example').then(() =>
        t.app.inject({
          method: 'GET',
          url: '/api/chat/cnv_nope/messages',
          headers: { origin: 'https://site.example' },
        }),
      ),
      404,
      'Conversation not found',
    );
    const pre = await t.app.inject({ method: 'OPTIONS', url: `/api/chat/${id}/stream` });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toContain('Last-Event-ID');
    void v;
    void form;
  });
});

describe('a ticket from a conversation', () => {
  it('links the conversation and form, takes the contact from the answers, once per conversation', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const { form, v, id } = await started(owner);
    await v.say(form.id, 'ana@example.com');
    const res = await post(owner, `/api/conversations/${id}/ticket`, { priority: 'HIGH' });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      conversationId: id,
      formId: form.id,
      status: 'OPEN',
      priority: 'HIGH',
      contactName: 'Ana',
      contactEmail: 'ana@example.com',
      subject: `${form.name}: Ana`,
    });
    const again = await post(owner, `/api/conversations/${id}/ticket`, { subject: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(ticket.id);
    const got = await as(t, owner)({ method: 'GET', url: `/api/tickets/${ticket.id}` });
    expect(got.json().conversationId).toBe(id);
    expectErrorBody(
      await post(owner, `/api/conversations/${id}/ticket`, { priority: 'SOON' }),
      400,
      'Invalid data',
    );
  });

  it('needs the tickets feature of the plan, as POST /api/tickets', async () => {
    const owner = await makeUser(t, { plan: 'FREE' });
    const { id } = await started(owner);
    const res = await post(owner, `/api/conversations/${id}/ticket`, {});
    expectErrorBody(res, 403, 'Plan limit reached: maximum 0 tickets');
    expect(res.json().code).toBe('FEATURE_NOT_AVAILABLE');
  });
});
