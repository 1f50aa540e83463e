import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeUser, nextIp, type TestApp, type TestUser } from './helpers/app';
import { openSse, type SseStream } from './helpers/sse';
import { makePublishedForm, visitor } from './helpers/widget';

// The visitor's and the owner's event streams over real HTTP: live messages, handler events, resume with
// Last-Event-ID, heartbeats, limits, CORS and the domain check, a clean end on shutdown.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { LIVE_STREAMS_PER_CONVERSATION: '2', LIVE_STREAMS_PER_ADDRESS: '3', LIVE_HEARTBEAT_MS: '1000' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const opened: SseStream[] = [];
afterAll(() => {
  for (const s of opened) s.close();
});

async function conversation(owner: TestUser, extra: Record<string, unknown> = {}) {
  const form = await makePublishedForm(t, owner, { language: 'EN', ...extra });
  const v = visitor(t);
  expect((await v.say(form.id, 'Ana')).statusCode).toBe(200);
  return { form, v, id: v.conversationId! };
}

async function stream(id: string, headers: Record<string, string> = {}, query = '') {
  const s = await openSse(`${base}/api/chat/${id}/stream${query}`, {
    origin: 'https://site.example',
    'x-forwarded-for': nextIp(),
    ...headers,
  });
  opened.push(s);
  return s;
}

const say = (owner: TestUser, id: string, content: string) =>
  as(t, owner)({ method: 'POST', url: `/api/conversations/${id}/messages`, payload: { content } });

describe('the visitor’s stream', () => {
  it('tells who leads first, then a person joining and their messages, live', async () => {
    const owner = await makeUser(t, { name: 'Marta' });
    const { id } = await conversation(owner);
    const s = await stream(id);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toContain('text/event-stream');
    expect(s.headers.get('access-control-allow-origin')).toBe('*');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    const first = await s.next(() => true);
    expect(first.event).toBe('handler');
    expect(JSON.parse(first.data)).toEqual({ conversationId: id, handler: 'BOT', authorName: null });

    const started = performance.now();
    const posted = (await say(owner, id, 'Hi, Marta here')).json();
    const joined = await s.next((e) => e.event === 'handler' && e.data.includes('HUMAN'), 2000);
    expect(JSON.parse(joined.data)).toEqual({ conversationId: id, handler: 'HUMAN', authorName: 'Marta' });
    const m = await s.next((e) => e.event === 'message', 2000);
    expect(m.at - started).toBeLessThan(2000);
    expect(m.id).toBe(posted.id);
    expect(JSON.parse(m.data)).toMatchObject({
      id: posted.id,
      sentBy: 'HUMAN',
      authorName: 'Marta',
      content: 'Hi, Marta here',
    });
    // The handler event came before the message.
    expect(s.events.indexOf(joined)).toBeLessThan(s.events.indexOf(m));

    const left = await as(t, owner)({ method: 'POST', url: `/api/conversations/${id}/release` });
    expect(left.statusCode).toBe(200);
    await s.next((e) => e.event === 'handler' && e.data.includes('"BOT"'), 2000);
    const question = await s.next((e) => e.event === 'message' && e.data.includes('"BOT"'), 2000);
    expect(JSON.parse(question.data).content).toContain('e-mail');
  });

  it('resumes after Last-Event-ID without duplicates, and from `after` on a first connection', async () => {
    const owner = await makeUser(t);
    const { id } = await conversation(owner);
    const s = await stream(id);
    const one = (await say(owner, id, 'one')).json();
    await s.next((e) => e.id === one.id, 2000);
    s.close();
    const two = (await say(owner, id, 'two')).json();
    const three = (await say(owner, id, 'three')).json();
    const resumed = await stream(id, { 'last-event-id': one.id });
    await resumed.next((e) => e.id === three.id, 2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([two.id, three.id]);
    resumed.close();
    const fromAfter = await stream(id, {}, `?after=${two.id}`);
    await fromAfter.next((e) => e.id === three.id, 2000);
    expect(fromAfter.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([three.id]);
    fromAfter.close();
  });

  it('ends when the owner deletes the conversation, and a new one is refused with 404', async () => {
    const owner = await makeUser(t);
    const { id } = await conversation(owner);
    const s = await stream(id);
    await s.next((e) => e.event === 'handler');
    const deleted = await as(t, owner)({ method: 'DELETE', url: `/api/conversations/${id}` });
    expect(deleted.statusCode).toBe(200);
    await s.next(() => false, 2000).catch(() => {});
    expect(s.ended()).toBe(true);
    expect((await stream(id)).status).toBe(404);
  });

  it('sends a comment line as a heartbeat', async () => {
    const owner = await makeUser(t);
    const { id } = await conversation(owner);
    const s = await stream(id);
    await new Promise((r) => setTimeout(r, 2500));
    expect(s.comments).toBeGreaterThanOrEqual(1);
    s.close();
  });

  it('refuses over the limits with 429 in the CONTRACT’s body, and a refused origin with chat’s 403', async () => {
    const owner = await makeUser(t);
    const { id } = await conversation(owner, { allowedDomains: ['site.example'] });
    const a = await stream(id);
    const b = await stream(id);
    const c = await stream(id);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(c.status).toBe(429);
    expect(JSON.parse(c.text)).toMatchObject({ error: 'Too many requests', code: 'RATE_LIMITED' });
    expect(c.headers.get('retry-after')).toBeTruthy();
    expect(c.headers.get('access-control-allow-origin')).toBe('*');
    a.close();
    await new Promise((r) => setTimeout(r, 200));
    const d = await stream(id);
    expect(d.status).toBe(200);
    b.close();
    d.close();
    // Per address: 3 at once, whatever the conversations.
    const ip = nextIp();
    const others = await Promise.all([1, 2].map(() => conversation(owner, { allowedDomains: [] })));
    const mine = [
      await stream(id, { 'x-forwarded-for': ip }),
      await stream(others[0]!.id, { 'x-forwarded-for': ip }),
      await stream(others[1]!.id, { 'x-forwarded-for': ip }),
    ];
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200]);
    expect((await stream(others[0]!.id, { 'x-forwarded-for': ip })).status).toBe(429);
    for (const s of mine) s.close();

    const refused = await stream(id, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error).toBe('Domain not allowed');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect((await stream('cnv_missing')).status).toBe(404);
  });
});

describe('the owner’s stream', () => {
  it('says ready, then conversations and messages of the owner’s only', async () => {
    const owner = await makeUser(t);
    const other = await makeUser(t);
    const s = await openSse(`${base}/api/conversations/stream`, {
      ...owner.auth,
      'x-forwarded-for': nextIp(),
    });
    opened.push(s);
    expect(s.status).toBe(200);
    expect((await s.next(() => true)).event).toBe('ready');
    const { form, v, id } = await conversation(owner);
    const c = await s.next((e) => e.event === 'conversation', 2000);
    expect(JSON.parse(c.data)).toMatchObject({ id, status: 'ACTIVE', handler: 'BOT', form: { id: form.id } });
    const first = await s.next((e) => e.event === 'message' && e.data.includes('"VISITOR"'), 2000);
    expect(JSON.parse(first.data)).toMatchObject({ conversationId: id, message: { content: 'Ana' } });
    await v.say(form.id, 'can I talk to someone?');
    await s.next((e) => e.event === 'conversation' && JSON.parse(e.data).needsHuman === true, 2000);
    await conversation(other);
    await new Promise((r) => setTimeout(r, 300));
    expect(s.events.every((e) => e.event === 'ready' || e.data.includes(id))).toBe(true);
    expect((await openSse(`${base}/api/conversations/stream`)).status).toBe(401);
  });
});

describe('shutdown', () => {
  it('ends open streams cleanly when the server closes', async () => {
    const x = await createTestApp();
    await x.app.listen({ port: 0, host: '127.0.0.1' });
    const xBase = `http://127.0.0.1:${(x.app.server.address() as { port: number }).port}`;
    const owner = await makeUser(x);
    const s = await openSse(`${xBase}/api/conversations/stream`, owner.auth);
    await s.next(() => true);
    const closing = performance.now();
    await x.close();
    expect(performance.now() - closing).toBeLessThan(5000);
    await s.next(() => false, 2000).catch(() => {});
    expect(s.ended()).toBe(true);
  });
});
