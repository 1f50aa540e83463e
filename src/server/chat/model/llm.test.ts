import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../../test/helpers/fake-llm';
import type { Question } from '../../../contract/forms';
import type { InterviewForm, TurnOutcome } from '../types';
import { createAiInterviewer, createLanguageModel, extractJson, LlmError } from './llm';

const questions: Question[] = [
  { order: 1, text: '¿Cómo te llamas?', type: 'text', required: true },
  { order: 2, text: '¿Cuántas personas seréis?', type: 'number', required: true },
  { order: 3, text: '¿Qué turno prefieres?', type: 'select', required: false, options: ['Comida', 'Cena'] },
];

const form: InterviewForm = {
  name: 'Reservas La Trattoria',
  businessDescription: 'Restaurante italiano en Valencia',
  objective: 'Conseguir reservas de mesa',
  welcomeMessage: '¡Hola!',
  goodbyeMessage: '¡Gracias!',
  tone: 'FRIENDLY',
  language: 'ES',
  questions,
};

const outcome = (over: Partial<TurnOutcome> = {}): TurnOutcome => ({
  state: { asking: questions[1]!.text, attempts: {}, skipped: [] },
  collected: { [questions[0]!.text]: 'Ana' },
  accepted: [questions[0]!.text],
  invalid: [],
  skipped: [],
  corrected: [],
  clarify: null,
  wayOut: false,
  replyLanguage: 'ES',
  ask: questions[1]!.text,
  answeredKeys: [questions[0]!.text],
  skippedKeys: [],
  reasked: [],
  visitorQuestions: [],
  needsHuman: false,
  redirectUrl: null,
  next: questions[1]!,
  completed: false,
  reply: 'Gracias, Ana. ¿Cuántas personas seréis?',
  ...over,
});

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of it) out.push(piece);
  return out;
}

let llm: FakeLlm;
const interviewer = (timeoutMs = 2_000) =>
  createAiInterviewer({
    model: createOpenAICompatible({ name: 'fake', baseURL: llm.url, supportsStructuredOutputs: true })(
      'fake-model',
    ),
    timeoutMs,
  });

beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => llm.close());
afterEach(() => {
  for (const k of Object.keys(llm.options)) delete llm.options[k as keyof typeof llm.options];
  llm.requests.length = 0;
});

describe('createLanguageModel', () => {
  it('is null for local and a model for each provider', async () => {
    expect(await createLanguageModel({ AI_PROVIDER: 'local' })).toBeNull();
    expect(await createLanguageModel({ AI_PROVIDER: 'openai', AI_API_KEY: 'k' })).toMatchObject({
      modelId: 'gpt-4.1-mini',
    });
    expect(
      await createLanguageModel({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_MODEL: 'claude-x' }),
    ).toMatchObject({
      modelId: 'claude-x',
    });
    const compatible = await createLanguageModel({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.url,
      AI_MODEL: 'llama',
    });
    expect(compatible).toMatchObject({ modelId: 'llama' });
  });
});

describe('streamReply', () => {
  it('streams the tokens in order and sends a prompt built from the outcome', async () => {
    llm.options.chunks = ['¡Genial', ', Ana', '! ¿Cuántas', ' personas seréis?'];
    const pieces = await collect(interviewer().streamReply({ form, history: [], outcome: outcome() }));
    expect(pieces).toEqual(['¡Genial', ', Ana', '! ¿Cuántas', ' personas seréis?']);
    const sent = JSON.stringify(llm.requests[0]!.body.messages);
    expect(llm.requests[0]!.body.stream).toBe(true);
    expect(sent).toContain('Restaurante italiano en Valencia');
    expect(sent).toContain('Conseguir reservas de mesa');
    expect(sent).toContain('¿Cuántas personas seréis?');
    expect(sent).toContain('Spanish');
  });

  it('mentions the reason of an invalid answer and appends the question when the model left it out', async () => {
    llm.options.reply = 'Vaya, eso no parece un número.';
    const o = outcome({
      accepted: [],
      invalid: [{ question: questions[1]!.text, reason: 'Escribe un número' }],
    });
    const text = (await collect(interviewer().streamReply({ form, history: [], outcome: o }))).join('');
    expect(text).toBe('Vaya, eso no parece un número.\n\n¿Cuántas personas seréis?');
    expect(JSON.stringify(llm.requests[0]!.body.messages)).toContain('Escribe un número');
  });

  it('throws LlmError when the provider answers 500', async () => {
    llm.options.status = 500;
    await expect(
      collect(interviewer().streamReply({ form, history: [], outcome: outcome() })),
    ).rejects.toBeInstanceOf(LlmError);
  });

  it('aborts with a timeout when the provider sends nothing for longer than timeoutMs', async () => {
    llm.options.delayMs = 1_500;
    const started = Date.now();
    const err = await collect(interviewer(200).streamReply({ form, history: [], outcome: outcome() })).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('aborts when the stream stalls after the first token', async () => {
    llm.options.chunks = ['Hola', ' otra vez'];
    llm.options.chunkDelayMs = 1_000;
    const err = await collect(interviewer(200).streamReply({ form, history: [], outcome: outcome() })).catch(
      (e) => e,
    );
    expect((err as LlmError).kind).toBe('timeout');
  });

  it("honours the caller's abort signal", async () => {
    llm.options.delayMs = 1_000;
    const err = await collect(
      interviewer().streamReply({ form, history: [], outcome: outcome() }, AbortSignal.timeout(100)),
    ).catch((e) => e);
    expect((err as LlmError).kind).toBe('aborted');
  });
});

describe('proposeValues', () => {
  const ctx = {
    form,
    history: [{ role: 'ASSISTANT' as const, content: '¡Hola! ¿Cómo te llamas?' }],
    collected: {},
    pending: questions,
    message: 'Soy Ana y vendremos 4 a cenar',
  };

  const sure = (value: string) => ({ value, evidence: null, confidence: 1 });

  it('maps the answer back to question texts and sends the whole conversation', async () => {
    llm.options.json = {
      values: {
        q1: { value: 'Ana', evidence: 'Soy Ana', confidence: 0.95 },
        q2: { value: 4, evidence: 'vendremos 4', confidence: 0.9 },
        q3: { value: 'Cena', evidence: 'a cenar', confidence: 0.8 },
      },
      answers: {},
    };
    const { values } = await interviewer().proposeValues(ctx);
    expect(values).toEqual({
      '¿Cómo te llamas?': { value: 'Ana', evidence: 'Soy Ana', confidence: 0.95 },
      '¿Cuántas personas seréis?': { value: '4', evidence: 'vendremos 4', confidence: 0.9 },
      '¿Qué turno prefieres?': { value: 'Cena', evidence: 'a cenar', confidence: 0.8 },
    });
    const sent = JSON.stringify(llm.requests[0]!.body.messages);
    expect(sent).toContain('Soy Ana y vendremos 4 a cenar');
    expect(sent).toContain('Restaurante italiano en Valencia');
    expect(llm.requests[0]!.body.stream).toBeFalsy();
    expect(llm.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('salvages fenced JSON, question-text keys and numbers, and drops unknown keys', async () => {
    llm.options.reply =
      'Claro:\n```json\n{"¿Cómo te llamas?": "Ana", "q2": 4, "hacker": "x", "q3": null}\n```';
    const { values } = await interviewer().proposeValues(ctx);
    expect(values).toEqual({
      '¿Cómo te llamas?': sure('Ana'),
      '¿Cuántas personas seréis?': sure('4'),
      '¿Qué turno prefieres?': null,
    });
  });

  it('asks for an answer to each visitor question from the given facts only, with a schema per question type', async () => {
    llm.options.json = {
      values: { q1: null, q2: null, q3: null },
      answers: { a1: 'Cerramos los lunes.' },
    };
    const turn = await interviewer().proposeValues({
      ...ctx,
      message: '¿abrís los lunes?',
      asks: ['¿abrís los lunes?'],
      facts: 'Cerramos los lunes.',
    });
    expect(turn.answers).toEqual({ '¿abrís los lunes?': 'Cerramos los lunes.' });
    const body = llm.requests[0]!.body;
    const sent = JSON.stringify(body.messages);
    expect(sent).toContain('a1: \\"¿abrís los lunes?\\"');
    expect(sent).toContain('Cerramos los lunes.');
    const schema = JSON.stringify(body.response_format);
    // The number question's value is a number; the select's one of its options.
    expect(schema).toContain('{"type":"number","description":"a single figure"}');
    expect(schema).toContain('"enum":["Comida","Cena"]');
  });

  it('throws LlmError(invalid_output) on malformed output', async () => {
    llm.options.reply = 'Lo siento, no puedo ayudarte con eso {';
    const err = await interviewer()
      .proposeValues(ctx)
      .catch((e) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe('invalid_output');
  });

  it('throws LlmError on a provider error and on a slow provider', async () => {
    llm.options.status = 500;
    await expect(interviewer().proposeValues(ctx)).rejects.toBeInstanceOf(LlmError);
    llm.options.status = 200;
    llm.options.delayMs = 1_000;
    const err = await interviewer(100)
      .proposeValues(ctx)
      .catch((e) => e);
    expect((err as LlmError).kind).toBe('timeout');
  });
});

describe('extractJson', () => {
  it('finds an object in prose and rejects text without one', () => {
    expect(extractJson('Here: {"a": 1} done')).toEqual({ a: 1 });
    expect(() => extractJson('nothing here')).toThrow(LlmError);
  });
});
