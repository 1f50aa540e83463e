/**
 * POST /api/forms/:id/events (a widget view, as the widget sends it: text/plain JSON) per second, against a
 * bare Fastify route serving the form's config JSON and against Charla's own config endpoint, all three in
 * the same run from the same load generator (a separate process, each request from its own address), median
 * of 3 alternating rounds. Aim: events ≥ 0.3 of the bare route (each is a database write; config is cached).
 * Run: [BENCH_DATABASE_URL=postgres://…] npx tsx bench/events-throughput.ts [seconds] [connections]
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { startCharla } from './harness';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
if (!process.env.BENCH_DATABASE_URL) console.log('note: no BENCH_DATABASE_URL, measuring on PGlite');

const charla = await startCharla({ poolSize: connections });
const formId = await charla.publishForm({
  name: 'Bench form',
  welcomeMessage: 'Hello',
  goodbyeMessage: 'Bye',
  questions: [
    { order: 1, text: 'Name?', type: 'text', required: true },
    { order: 2, text: 'E-mail?', type: 'email', required: true },
  ],
});
const configUrl = `${charla.base}/api/forms/${formId}/config`;
const eventsUrl = `${charla.base}/api/forms/${formId}/events`;
const json = await (await fetch(configUrl)).text();

const bare = Fastify({ logger: false });
bare.get('/config', async (_req, reply) =>
  reply.header('access-control-allow-origin', '*').type('application/json; charset=utf-8').send(json),
);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/config`;

const loader = fileURLToPath(new URL('./post-load.ts', import.meta.url));
async function load(url: string, body: string, contentType?: string) {
  const args = ['--import', 'tsx', loader, url, body, String(seconds), String(connections)];
  if (contentType) args.push(contentType);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1_000_000 });
  const r = JSON.parse(stdout) as { requests: number; failed: number; firstError: string };
  if (r.failed) throw new Error(`${url}: ${r.failed} failed, first: ${r.firstError}`);
  return r.requests;
}
let sent = 0;
const view = async () => {
  const n = await load(eventsUrl, '{"type":"view"}', 'text/plain;charset=UTF-8');
  sent += n;
  return n / seconds;
};
const get = async (url: string) => (await load(url, '-')) / seconds;

await get(bareUrl); // warm-up
await get(configUrl);
await view();
const rounds: Array<{ bare: number; config: number; events: number }> = [];
for (let i = 0; i < 3; i++) {
  const r = { bare: await get(bareUrl), config: await get(configUrl), events: await view() };
  rounds.push(r);
  console.log(
    `round ${i + 1}: bare config route ${Math.round(r.bare)}/s; config endpoint ${Math.round(r.config)}/s; events ${Math.round(r.events)}/s`,
  );
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
const counted = await fetch(`${charla.base}/api/forms/${formId}/analytics`, { headers: charla.auth });
const views = ((await counted.json()) as { views: number }).views;
console.log(
  `ratio (median of 3): events / bare ${median(rounds.map((r) => r.events / r.bare)).toFixed(2)}, config / bare ${median(rounds.map((r) => r.config / r.bare)).toFixed(2)}, events / config ${median(rounds.map((r) => r.events / r.config)).toFixed(2)}; ${connections} connections, ${seconds} s each, database: ${charla.database.kind}; views counted ${views} of ${sent} answered`,
);
await bare.close();
await charla.close();
