/**
 * GET /api/forms/:id/config throughput, as a ratio of a bare Fastify route serving the same JSON in the
 * same run (aim ≥ 0.6). Run: npx tsx bench/config-throughput.ts [seconds] [connections]
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startCharla } from './harness';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);

async function load(url: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { origin: 'https://site.example' },
  });
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

await load(bareUrl); // warm-up both, then measure alternately
await load(configUrl);
const baseline = await load(bareUrl);
const measured = await load(configUrl);
console.log(
  `config endpoint: ${Math.round(measured)} req/s; bare Fastify, same JSON: ${Math.round(baseline)} req/s`,
);
console.log(
  `ratio: ${(measured / baseline).toFixed(2)} (aim >= 0.60), ${connections} connections, ${seconds} s each`,
);
await bare.close();
await charla.close();
