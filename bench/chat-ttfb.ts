/**
 * POST /api/chat time to first byte with the local provider, against a bare Fastify route streaming a
 * reply of the same size in the same run; then the built-in engine's turn alone (no database), replaying
 * every visitor message of the tuned corpus. Run: npx tsx bench/chat-ttfb.ts [requests]
 */
import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { DEFAULT_PLANS, mergePlans } from '../src/contract/plans';
import { engineTurnTimes } from './engine-turns';
import { percentile, startCharla } from './harness';

const n = Number(process.argv[2] ?? 300);

let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `10.9.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

function ttfb(url: string, body: string, ip = nextIp()): Promise<{ ms: number; conversationId?: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://site.example',
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        res.once('data', () => {
          const ms = performance.now() - started;
          res.resume();
          res.on('end', () =>
            resolve({ ms, conversationId: res.headers['x-conversation-id'] as string | undefined }),
          );
        });
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const plans = mergePlans(DEFAULT_PLANS, {
  BUSINESS: { conversationsPerMonth: null, messagesPerConversation: null },
});
const charla = await startCharla({ plans });
const formId = await charla.publishForm({
  name: 'Bench chat',
  welcomeMessage: 'Hello! A few questions.',
  goodbyeMessage: 'Thanks!',
  language: 'EN',
  questions: [
    { order: 1, text: 'What is your name?', type: 'text', required: true },
    { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
    { order: 3, text: 'How many people?', type: 'number', required: true },
  ],
});

const bare = Fastify({ logger: false });
bare.post('/chat', async (_req, reply) => {
  const out = new PassThrough();
  out.end('Thanks, Ana. What is your e-mail?');
  return reply.type('text/plain; charset=utf-8').send(out);
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const addr = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/chat`;

// Each sample is a visitor's second message (a turn of an existing conversation); first messages
// (which also create the conversation and spend the allowance) are measured separately.
const first: number[] = [];
const turn: number[] = [];
const base: number[] = [];
for (let i = 0; i < n; i++) {
  const a = await ttfb(`${charla.base}/api/chat`, JSON.stringify({ formId, message: 'Ana' }));
  first.push(a.ms);
  const b = await ttfb(
    `${charla.base}/api/chat`,
    JSON.stringify({ formId, conversationId: a.conversationId, message: 'ana@example.com' }),
  );
  turn.push(b.ms);
  base.push((await ttfb(bareUrl, '{}')).ms);
}
for (const xs of [first, turn, base]) xs.sort((x, y) => x - y);
const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(2)} ms, p95 ${percentile(xs, 95).toFixed(2)} ms, p99 ${percentile(xs, 99).toFixed(2)} ms`;
console.log(`chat TTFB, first message (creates the conversation): ${fmt(first)}`);
console.log(`chat TTFB, later turn: ${fmt(turn)} (aim p50 < 10 ms)`);
console.log(`bare Fastify streaming route: ${fmt(base)}`);
console.log(
  `ratio of p50 (later turn / bare): ${(percentile(turn, 50) / percentile(base, 50)).toFixed(1)}x, ${n} samples each`,
);
await bare.close();
await charla.close();

// The engine alone: every visitor message of the tuned corpus, replayed in its dialogue, three times.
const engine = engineTurnTimes(3).sort((x, y) => x - y);
console.log(`engine turn alone (tuned corpus, ${engine.length} turns): ${fmt(engine)}`);
