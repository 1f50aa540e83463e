import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completions request the fake provider received. */
export interface FakeLlmRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    response_format?: unknown;
    [key: string]: unknown;
  };
}

export interface FakeLlmOptions {
  /** The assistant's text (or a function of the request); defaults to JSON.stringify(json) when json is set, else "OK". */
  reply?: string | ((req: FakeLlmRequest) => string);
  /** An object answered as the message content (for structured output). */
  json?: unknown;
  /** Wait this long before sending anything (headers included). */
  delayMs?: number;
  /** Wait this long between streamed chunks. */
  chunkDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body when not 200. */
  status?: number;
  /** Explicit streamed pieces; by default the reply is split into words. */
  chunks?: string[];
}

export interface FakeLlm {
  /** Base URL to give createOpenAICompatible / AI_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeLlmRequest[];
  /** The live options: change them between calls. */
  options: FakeLlmOptions;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const textOf = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content ?? ''));

/** A value-extraction request the interviewer sent: the questions it lists (key, text, type, options) and the latest visitor message. */
export function extractionRequest(req: FakeLlmRequest): {
  questions: { key: string; text: string; type: string; options: string[] }[];
  /** The visitor's own questions the interviewer asks the model to answer (a1, a2…). */
  asks: { key: string; text: string }[];
  latestMessage: string;
} | null {
  if (req.body.stream === true) return null;
  const system = textOf(req.body.messages?.find((m) => m.role === 'system')?.content);
  const user = textOf(req.body.messages?.find((m) => m.role === 'user')?.content);
  const questions = [...system.matchAll(/^(q\d+): "(.*)" \(type (\w+)[^;)]*(?:; options: ([^)]*))?\)/gm)].map(
    (m) => ({
      key: m[1]!,
      text: m[2]!,
      type: m[3]!,
      options: m[4] ? m[4].split(' | ') : [],
    }),
  );
  const asks = [...system.matchAll(/^(a\d+): "(.*)"$/gm)].map((m) => ({ key: m[1]!, text: m[2]! }));
  const latestMessage = /Visitor \(latest message\): ([\s\S]*)$/.exec(user)?.[1] ?? '';
  return questions.length || asks.length ? { questions, asks, latestMessage } : null;
}

function contentFor(opts: FakeLlmOptions, req: FakeLlmRequest): string {
  if (typeof opts.reply === 'function') return opts.reply(req);
  if (typeof opts.reply === 'string') return opts.reply;
  if (opts.json !== undefined) return JSON.stringify(opts.json);
  return 'OK';
}

const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };

function sendStream(res: ServerResponse, opts: FakeLlmOptions, content: string, model: string) {
  const pieces = opts.chunks ?? content.match(/\S+\s*|\s+/g) ?? [];
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const base = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const write = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
  return (async () => {
    write({
      ...base,
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    for (const piece of pieces) {
      if (opts.chunkDelayMs) await sleep(opts.chunkDelayMs);
      if (res.destroyed) return;
      write({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    }
    write({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage });
    res.end('data: [DONE]\n\n');
  })();
}

/** A tiny OpenAI-compatible provider on 127.0.0.1: POST …/chat/completions, streaming (SSE) and not. */
export async function startFakeLlm(initial: FakeLlmOptions = {}): Promise<FakeLlm> {
  const options: FakeLlmOptions = { ...initial };
  const requests: FakeLlmRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = req.url ?? '/';
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let body: FakeLlmRequest['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // recorded as empty
    }
    const record: FakeLlmRequest = { path, headers: req.headers, body };
    requests.push(record);
    if (options.delayMs) await sleep(options.delayMs);
    if (res.destroyed) return;
    const status = options.status ?? 200;
    if (status !== 200) {
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: { message: 'fake provider failure', type: 'server_error', code: null } }),
        );
      return;
    }
    const model = body.model ?? 'fake';
    const content = contentFor(options, record);
    if (body.stream) return sendStream(res, options, content, model);
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    options,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
