/**
 * Classic submits and first chat messages per second through the real app, each as a ratio of a bare
 * transaction that writes the same rows (one conversation and its messages) on the same database in the
 * same run (aim ≥ 0.3). Load comes from a separate process over `connections` connections; the bare
 * transactions run on a pool of the same size. Median of 3 alternating rounds.
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/widget-throughput.ts [seconds] [connections]
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEFAULT_PLANS, mergePlans } from '../src/contract/plans';
import { newId } from '../src/server/db/ids';
import { startCharla } from './harness';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 10);
if (!process.env.BENCH_DATABASE_URL) console.log('note: no BENCH_DATABASE_URL, measuring on PGlite');

// A monthly allowance that the run cannot use up, so every creation takes the allowance path.
const plans = mergePlans(DEFAULT_PLANS, { BUSINESS: { conversationsPerMonth: 100_000_000 } });
const charla = await startCharla({ plans, poolSize: connections });
const questions = [
  { order: 1, text: 'What is your name?', type: 'text', required: true },
  { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
  { order: 3, text: 'How many people?', type: 'number', required: true },
];
const common = { welcomeMessage: 'Hello! A few questions.', goodbyeMessage: 'Thanks!', language: 'EN' };
const classicId = await charla.publishForm({ name: 'Classic', formType: 'CLASSIC', questions, ...common });
const chatId = await charla.publishForm({ name: 'Chat', questions, ...common });

const loader = fileURLToPath(new URL('./post-load.ts', import.meta.url));
async function load(url: string, body: unknown) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', loader, url, JSON.stringify(body), String(seconds), String(connections)],
    { maxBuffer: 1_000_000 },
  );
  const r = JSON.parse(stdout) as { requests: number; failed: number; firstError: string };
  if (r.failed) throw new Error(`${url}: ${r.failed} failed, first: ${r.firstError}`);
  return r.requests / seconds;
}

const submitBody = {
  answers: { 'What is your name?': 'Ana', 'What is your e-mail?': 'ana@x.io', 'How many people?': '4' },
};
const chatBody = { formId: chatId, message: 'Ana' };

/** The same rows a request writes, as one transaction per unit on a pool of `connections`. */
async function bare(kind: 'submit' | 'chat') {
  const pool = charla.databaseUrl
    ? new pg.Pool({ connectionString: charla.databaseUrl, max: connections })
    : null;
  if (!pool) return Number.NaN;
  const formId = kind === 'submit' ? classicId : chatId;
  const messages = kind === 'submit' ? 6 : 3;
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < until) {
          const id = newId('cnv');
          const now = new Date();
          await client.query('begin');
          await client.query(
            `insert into conversation (id, form_id, user_id, status, collected_data, state, created_at, updated_at, last_visitor_message_at, completed_at)
             values ($1, $2, $3, $4, $5, '{}', $6, $6, $6, $7)`,
            [
              id,
              formId,
              charla.userId,
              kind === 'submit' ? 'COMPLETED' : 'ACTIVE',
              JSON.stringify(submitBody.answers),
              now,
              kind === 'submit' ? now : null,
            ],
          );
          const values = Array.from(
            { length: messages },
            (_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`,
          );
          const params = Array.from({ length: messages }, (_, i) => [
            newId('msg'),
            id,
            i % 2 ? 'VISITOR' : 'ASSISTANT',
            `message ${i}`,
          ]).flat();
          await client.query(
            `insert into message (id, conversation_id, role, content) values ${values.join(', ')}`,
            params,
          );
          await client.query('commit');
          done += 1;
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return done / seconds;
}

const submitUrl = `${charla.base}/api/forms/${classicId}/submit`;
const chatUrl = `${charla.base}/api/chat`;
await load(submitUrl, submitBody); // warm-up
await load(chatUrl, chatBody);
await bare('submit');

const rounds: Array<{ submit: number; chat: number; bareSubmit: number; bareChat: number }> = [];
for (let i = 0; i < 3; i++) {
  const bareSubmit = await bare('submit');
  const submit = await load(submitUrl, submitBody);
  const bareChat = await bare('chat');
  const chat = await load(chatUrl, chatBody);
  rounds.push({ submit, chat, bareSubmit, bareChat });
  console.log(
    `round ${i + 1}: submits ${Math.round(submit)}/s vs bare ${Math.round(bareSubmit)}/s; first chat messages ${Math.round(chat)}/s vs bare ${Math.round(bareChat)}/s`,
  );
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const submitRatio = median(rounds.map((r) => r.submit / r.bareSubmit));
const chatRatio = median(rounds.map((r) => r.chat / r.bareChat));
console.log(
  `ratio (median of 3): submits ${submitRatio.toFixed(2)}, first chat messages ${chatRatio.toFixed(2)} (aim >= 0.30); ${connections} connections, ${seconds} s each, database: ${charla.database.kind}`,
);
await charla.close();
