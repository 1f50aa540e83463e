import type { Registry } from 'prom-client';
import { z } from 'zod';
import { ErrorResponse } from '../../contract/common';
import type { Database } from '../db/open';
import { requireBearer } from '../http/bearer';
import { mediaResponse, type ZodApp } from '../http/route-kit';
import type { RedisLink } from '../redis';
import { VERSION } from '../version';

const Health = z.object({ status: z.literal('ok'), version: z.string().describe("Charla's version") });
const Readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'unused']),
  /** The live streams' channel between instances; `down`: streams poll the database (a few seconds late). */
  live: z.enum(['up', 'down']),
});

export function healthRoutes(
  app: ZodApp,
  {
    database,
    redis,
    registry,
    metricsToken,
    live,
  }: {
    database: Database;
    redis?: RedisLink;
    live: { state: 'up' | 'down' };
    registry: Registry;
    metricsToken?: string;
  },
) {
  const tags = ['Operations'];
  app.get('/healthz', {
    schema: {
      tags,
      summary: 'Liveness: answers while the process serves',
      security: [],
      response: { 200: Health },
    },
    config: { noDatabase: true },
    handler: async () => ({ status: 'ok' as const, version: VERSION }),
  });
  // Ready while the database answers (a live ping, at most 1.5 s) and migrations are done. Redis down does
  // not make the instance unready: it falls back to per-instance limits (docs/self-hosting.md, Failures); nor
  // does the live channel: the streams poll meanwhile.
  app.get('/readyz', {
    schema: {
      tags,
      summary: 'Readiness: 200 while the database answers',
      security: [],
      response: { 200: Readiness, 503: Readiness.describe('Not ready: the database does not answer') },
    },
    handler: async (_req, reply) => {
      const [answered, redisState] = await Promise.all([
        database.monitor.check(),
        redis ? redis.check() : Promise.resolve('unused' as const),
      ]);
      const ready = answered && database.monitor.state === 'up';
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ok' : 'unavailable',
        database: answered ? 'up' : 'down',
        redis: redisState,
        live: live.state,
      });
    },
  });
  app.get('/metrics', {
    schema: {
      tags,
      summary: 'Prometheus metrics',
      security: [{}, { metricsToken: [] }],
      response: {
        200: mediaResponse('The Prometheus text format', { 'text/plain': z.string() }),
        401: ErrorResponse.describe('Unauthorized: METRICS_TOKEN is set and was not sent'),
      },
    },
    config: { noDatabase: true },
    ...(metricsToken ? { onRequest: requireBearer(metricsToken) } : {}),
    handler: async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  });
}
