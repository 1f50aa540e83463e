import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, message } from '../src/server/db/schema';
import { createTestApp, makeUser, type TestApp } from './helpers/app';
import { type FakeLlm, type FakeLlmRequest, startFakeLlm } from './helpers/fake-llm';
import { makePublishedForm, visitor } from './helpers/widget';

// The AI path through the real @ai-sdk/openai-compatible client against a fake provider over HTTP.
let t: TestApp;
let llm: FakeLlm;
let proposals: Record<string, string | null> = {};
const isReply = (req: FakeLlmRequest) => req.body.stream === true;

beforeAll(async () => {
  llm = await startFakeLlm({});
  t = await createTestApp({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.url,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '400',
    },
  });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

/** Replaces the fake provider's live options (the server reads the same object). */
function setLlm(options: FakeLlm['options']) {
  for (const k of Object.keys(llm.options)) delete (llm.options as Record<string, unknown>)[k];
  Object.assign(llm.options, options);
}

function answer(reply: string) {
  setLlm({ reply: (req) => (isReply(req) ? reply : JSON.stringify(proposals)) });
}

const rows = async (id: string) => ({
  c: (await t.db.select().from(conversation).where(eq(conversation.id, id)))[0]!,
  m: await t.db.select().from(message).where(eq(message.conversationId, id)).orderBy(message.seq),
});

const emailForm = {
  language: 'EN',
  businessDescription: 'A bakery in Seville',
  objective: 'Collect catering leads',
  questions: [
    { order: 1, text: 'What is your name?', type: 'text', required: true },
    { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
  ],
};

describe('POST /api/chat with an AI provider', () => {
  it('streams the model reply token by token and stores it whole; the prompt carries the business context', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    proposals = { q1: 'Ana', q2: null };
    answer('Lovely to meet you, Ana! What is your e-mail?');
    const v = visitor(t);
    const res = await v.say(form.id, 'Ana');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Lovely to meet you, Ana! What is your e-mail?');
    const { c, m } = await rows(v.conversationId!);
    expect(c.collectedData).toEqual({ what_is_your_name: 'Ana' });
    expect(m.at(-1)).toMatchObject({
      role: 'ASSISTANT',
      content: 'Lovely to meet you, Ana! What is your e-mail?',
    });
    const prompts = JSON.stringify(llm.requests.map((r) => r.body.messages));
    expect(prompts).toContain('A bakery in Seville');
    expect(prompts).toContain('Collect catering leads');
    expect(llm.requests.some((r) => r.body.stream === true)).toBe(true);
  });

  it('takes a value the model extracted that the local engine could not, after validating it', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    const v = visitor(t);
    proposals = { q1: 'Ana', q2: null };
    answer('Thanks Ana. What is your e-mail?');
    await v.say(form.id, 'Ana');
    proposals = { q1: 'ana@Example.org' };
    answer('unused: the goodbye is the form’s own');
    // Words the local engine cannot read as an address, but that hold every part of it.
    const res = await v.say(form.id, 'it is ana, and the domain is example.org');
    expect(res.body).toBe('Thanks, we will be in touch.');
    const { c } = await rows(v.conversationId!);
    expect(c.status).toBe('COMPLETED');
    expect(c.collectedData).toEqual({ what_is_your_name: 'Ana', what_is_your_e_mail: 'ana@example.org' });
  });

  it('rejects an invalid value the model proposes', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    const v = visitor(t);
    proposals = { q1: 'Ana', q2: 'definitely-not-an-email' };
    answer('Thanks! What is your e-mail?');
    await v.say(form.id, 'Ana');
    const { c } = await rows(v.conversationId!);
    expect(c.collectedData).toEqual({ what_is_your_name: 'Ana' });
    expect(c.status).toBe('ACTIVE');
  });

  it('falls back to the local engine when the provider fails, and nothing is lost', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    setLlm({ status: 500 });
    const v = visitor(t);
    const res = await v.say(form.id, 'Ana');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('What is your e-mail?');
    const { c, m } = await rows(v.conversationId!);
    expect(c.collectedData).toEqual({ what_is_your_name: 'Ana' });
    expect(m.map((x) => x.role)).toEqual(['ASSISTANT', 'VISITOR', 'ASSISTANT']);
    expect(m[2]!.content).toBe(res.body);
  });

  it('falls back when the provider is too slow', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    setLlm({ delayMs: 3000, reply: 'too late' });
    const v = visitor(t);
    const res = await v.say(form.id, 'Ana');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('What is your e-mail?');
    expect(res.body).not.toContain('too late');
    const { c } = await rows(v.conversationId!);
    expect(c.collectedData).toEqual({ what_is_your_name: 'Ana' });
  });

  it('falls back when the model answers garbage for extraction, still streaming its reply', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    setLlm({ reply: (req) => (isReply(req) ? 'Hi Ana! What is your e-mail?' : 'this is {not json') });
    const v = visitor(t);
    const res = await v.say(form.id, 'Ana');
    expect(res.body).toBe('Hi Ana! What is your e-mail?');
    const { c } = await rows(v.conversationId!);
    expect(c.collectedData).toEqual({ what_is_your_name: 'Ana' });
  });
});

describe('the model proposes, the server decides', () => {
  const setTurn = (turn: unknown, reply = 'OK') =>
    setLlm({ reply: (req) => (isReply(req) ? reply : JSON.stringify(turn)) });

  it('keeps a proposal only when the model is sure and the words it names are the visitor’s', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    const v = visitor(t);
    // Unsure, and then sure but resting on words the visitor never wrote: neither is stored.
    setTurn({ values: { q1: { value: 'Ana', evidence: 'Ana', confidence: 0.3 }, q2: null }, answers: {} });
    await v.say(form.id, 'hmm, well, Ana I guess? not sure');
    expect((await rows(v.conversationId!)).c.collectedData).toEqual({});
    setTurn({
      values: { q1: { value: 'Ana', evidence: 'my name is Ana', confidence: 0.9 }, q2: null },
      answers: {},
    });
    await v.say(form.id, 'hmm, maybe… I guess Ana?');
    expect((await rows(v.conversationId!)).c.collectedData).toEqual({});
  });

  it('answers a visitor’s question with the model’s words only when they come from the knowledge', async () => {
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, {
      ...emailForm,
      businessDescription: 'A bakery in Seville. We deliver cakes within Seville on weekdays.',
    });
    const v = visitor(t);
    setTurn(
      { values: { q1: null, q2: null }, answers: { a1: 'We deliver cakes within Seville on weekdays.' } },
      'unused',
    );
    const grounded = await v.say(form.id, 'do you deliver to Cádiz?');
    expect(grounded.statusCode).toBe(200);
    setTurn(
      { values: { q1: null, q2: null }, answers: { a1: 'Yes, we deliver everywhere in Spain for free!' } },
      '',
    );
    const madeUp = await v.say(form.id, 'do you deliver to Madrid?');
    const { c, m } = await rows(v.conversationId!);
    expect(c.collectedData).toEqual({});
    const replies = m.filter((x) => x.role === 'ASSISTANT').map((x) => x.content);
    // The made-up answer never reaches the visitor: the built-in reply stands (the model's reply was empty).
    expect(madeUp.body).not.toContain('everywhere in Spain');
    expect(replies.at(-1)).not.toContain('everywhere in Spain');
    expect(replies.at(-1)).toContain('What is your name?');
  });
});

describe('a visitor who leaves mid-stream', () => {
  it('loses nothing: the visitor message and the whole reply are stored', async () => {
    const { request } = await import('node:http');
    const owner = await makeUser(t);
    const form = await makePublishedForm(t, owner, emailForm);
    proposals = { q1: 'Ana', q2: null };
    setLlm({
      reply: (req) =>
        isReply(req) ? 'One two three four five six. What is your e-mail?' : JSON.stringify(proposals),
      chunkDelayMs: 40,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const conversationId = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/chat',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.once('data', () => {
            resolve(String(res.headers['x-conversation-id']));
            req.destroy(); // the visitor closes the tab after the first words
          });
        },
      );
      req.on('error', () => {});
      req.end(JSON.stringify({ formId: form.id, message: 'Ana' }));
      setTimeout(() => reject(new Error('no first chunk')), 5000);
    });
    let m = (await rows(conversationId)).m;
    for (let i = 0; i < 100 && m.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 50));
      m = (await rows(conversationId)).m;
    }
    expect(m.map((x) => [x.role, x.content])).toEqual([
      ['ASSISTANT', expect.stringContaining('What is your name?')],
      ['VISITOR', 'Ana'],
      ['ASSISTANT', 'One two three four five six. What is your e-mail?'],
    ]);
  });
});
