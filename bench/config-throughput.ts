/**
 * GET /api/forms/:id/config throughput, as a ratio of a bare Fastify route serving the same JSON in the
 * same run (aim ≥ 0.6). Run: npx tsx bench/config-throughput.ts [seconds] [connections]
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { startCharla } from './harness';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Load from a separate process, so the client does not share the servers' event loop. */
async function load(url: string) {
  const args = [autocannonBin, '-j', '-c', String(connections), '-d', String(seconds)];
  args.push('-H', 'origin=https://site.example', url);
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 10_000_000 });
  const result = JSON.parse(stdout) as { non2xx: number; errors: number; requests: { average: number } };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const charla = await startCharla();
const formId = await charla.publishForm({
  name: 'Bench form',
  welcomeMessage: 'Hello',
  goodbyeMessage: 'Bye',
  questions: [
    { order: 1, text: 'Name?', type: 'text', required: true },
    { order: 2, text: 'E-mail?', type: 'email', required: true },
    { order: 3, text: 'Plan?', type: 'select', required: false, options: ['Basic', 'Pro', 'Business'] },
  ],
});
const configUrl = `${charla.base}/api/forms/${formId}/config`;
const json = await (await fetch(configUrl)).text();

const bare = Fastify({ logger: false });
bare.get('/config', async (_req, reply) =>
  reply.header('access-control-allow-origin', '*').type('application/json; charset=utf-8').send(json),
);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/config`;

await load(bareUrl); // warm-up both, then measure in alternating rounds (the median ratio is reported)
await load(configUrl);
const rounds: { measured: number; baseline: number }[] = [];
for (let i = 0; i < 3; i++) rounds.push({ baseline: await load(bareUrl), measured: await load(configUrl) });
const ratios = rounds.map((r) => r.measured / r.baseline).sort((a, b) => a - b);
for (const r of rounds)
  console.log(
    `config endpoint: ${Math.round(r.measured)} req/s; bare Fastify, same JSON: ${Math.round(r.baseline)} req/s`,
  );
console.log(
  `ratio (median of ${rounds.length} rounds): ${ratios[1]!.toFixed(2)} (aim >= 0.60); rounds ${ratios.map((x) => x.toFixed(2)).join(', ')}; ${connections} connections, ${seconds} s each`,
);
await bare.close();
await charla.close();
