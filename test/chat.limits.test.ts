import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/server/config';
import { newId } from '../src/server/db/ids';
import { createTestApp, makeUser, type TestApp } from './helpers/app';
import { makePublishedForm, nextIp, visitor } from './helpers/widget';

// The defaults per conversation (20) and for new conversations per address (30); a lower ceiling per
// address (60 instead of 300) so that flooding it takes few requests.
const CEILING = 60;
let t: TestApp;
let formId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CHAT_REQUESTS_PER_ADDRESS_PER_MINUTE: String(CEILING) } });
  const owner = await makeUser(t, { plan: 'BUSINESS' });
  const form = await makePublishedForm(t, owner, {
    questions: [
      { order: 1, text: 'What is your name?', type: 'text', required: true },
      { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
      { order: 3, text: 'What is your phone number?', type: 'phone', required: true },
      { order: 4, text: 'How many people are in your team?', type: 'number', required: true },
      { order: 5, text: 'When would you like to start?', type: 'date', required: true },
      { order: 6, text: 'Which plan?', type: 'select', required: true, options: ['Basic', 'Pro'] },
    ],
  });
  formId = form.id;
});
afterAll(() => t.close());

const answers = (i: number) => [
  'hello',
  ['Ana García', 'Bruno Díaz', 'Carla Ruiz', 'Diego León', 'Elena Mora'][i]!,
  `visitor${i}@example.com`,
  `+34 600 000 00${i}`,
  `${i + 3}`,
  '2027-03-0' + String(i + 1),
  'Pro',
];

function expectRateLimited(res: Awaited<ReturnType<ReturnType<typeof visitor>['say']>>, limit: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ error: 'Too many requests', code: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.headers['ratelimit-limit']).toBe(String(limit));
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
  expect(res.headers['access-control-allow-origin']).toBe('*');
}

describe('POST /api/chat limits', () => {
  it('has documented defaults: 20 messages per conversation, 30 new conversations and 300 requests per address', () => {
    const env = parseEnv({});
    expect(env.CHAT_MESSAGES_PER_CONVERSATION_PER_MINUTE).toBe(20);
    expect(env.CHAT_NEW_CONVERSATIONS_PER_ADDRESS_PER_MINUTE).toBe(30);
    expect(env.CHAT_REQUESTS_PER_ADDRESS_PER_MINUTE).toBe(300);
    expect(() => parseEnv({ CHAT_MESSAGES_PER_CONVERSATION_PER_MINUTE: '0' })).toThrow(
      /^Invalid configuration: CHAT_MESSAGES_PER_CONVERSATION_PER_MINUTE /,
    );
  });

  it('five visitors behind one address each finish a conversation in the same minute (35 messages)', async () => {
    const ip = nextIp();
    const visitors = Array.from({ length: 5 }, () => visitor(t, { ip }));
    // Interleaved, as people in one office would type; each visitor's seventh message completes.
    for (let turn = 0; turn < 7; turn++) {
      for (const [i, v] of visitors.entries()) {
        const res = await v.say(formId, answers(i)[turn]!);
        expect(res.statusCode, `visitor ${i}, turn ${turn}: ${res.body}`).toBe(200);
        if (turn === 6) expect(res.headers['x-conversation-status']).toBe('COMPLETED');
      }
    }
  });

  it('one conversation sending more than 20 messages a minute after its first is refused; others from its address go on', async () => {
    const ip = nextIp();
    const flooder = visitor(t, { ip });
    // The first message starts the conversation (a start, counted per address); 20 more continue it.
    for (let i = 0; i < 21; i++) expect((await flooder.say(formId, 'hmm')).statusCode).toBe(200);
    expectRateLimited(await flooder.say(formId, 'hmm'), 20);
    const neighbour = visitor(t, { ip });
    expect((await neighbour.say(formId, 'Ana Neighbour')).statusCode).toBe(200);
    expect((await neighbour.say(formId, 'ana@example.com')).statusCode).toBe(200);
  });

  it('the same conversation from another address shares its budget', async () => {
    const first = visitor(t);
    expect((await first.say(formId, 'hello')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'x-forwarded-for': nextIp(), origin: 'https://site.example' },
        payload: { formId, conversationId: first.conversationId, message: 'hmm' },
      });
      expect(res.statusCode).toBe(200);
    }
    expectRateLimited(await first.say(formId, 'hmm'), 20);
  });

  it('more than 30 new conversations a minute from one address are refused; its conversations go on', async () => {
    const ip = nextIp();
    const started = visitor(t, { ip });
    expect((await started.say(formId, 'hello')).statusCode).toBe(200);
    for (let i = 1; i < 30; i++) expect((await visitor(t, { ip }).say(formId, 'hello')).statusCode).toBe(200);
    expectRateLimited(await visitor(t, { ip }).say(formId, 'hello'), 30);
    // Requests without a well-formed conversation id count as starts too.
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'x-forwarded-for': ip },
      payload: { formId, conversationId: 'not-a-conversation', message: 'hello' },
    });
    expectRateLimited(bogus, 30);
    expect((await started.say(formId, 'Ana Started')).statusCode).toBe(200);
    // Another address is not affected.
    expect((await visitor(t).say(formId, 'hello')).statusCode).toBe(200);
  });

  it('made-up conversation ids from one address stop at the ceiling per address', async () => {
    const ip = nextIp();
    const fake = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'x-forwarded-for': ip, origin: 'https://site.example' },
        payload: { formId, conversationId: newId('cnv'), message: 'hello' },
      });
    for (let i = 0; i < CEILING; i++) expect((await fake()).statusCode).toBe(404);
    expectRateLimited(await fake(), CEILING);
    expect((await visitor(t).say(formId, 'hello')).statusCode).toBe(200);
  });
});
