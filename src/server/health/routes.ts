import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/open';
import { requireBearer } from '../http/bearer';
import type { ZodApp } from '../http/route-kit';
import type { RedisLink } from '../redis';
import { VERSION } from '../version';

const Health = z.object({ status: z.literal('ok'), version: z.string().describe("Charla's version") });
const Readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'unused']),
});

export function healthRoutes(
  app: ZodApp,
  {
    database,
    redis,
    registry,
    metricsToken,
  }: { database: Database; redis?: RedisLink; registry: Registry; metricsToken?: string },
) {
  const tags = ['Operations'];
  app.get('/healthz', {
    schema: { tags, response: { 200: Health } },
    handler: async () => ({ status: 'ok' as const, version: VERSION }),
  });
  // Ready while the database answers (a live ping, at most 1.5 s) and migrations are done. Redis down does
  // not make the instance unready: it falls back to per-instance limits (docs/self-hosting.md, Failures).
  app.get('/readyz', {
    schema: { tags, response: { 200: Readiness, 503: Readiness } },
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
      });
    },
  });
  app.get('/metrics', {
    schema: { tags, hide: true },
    ...(metricsToken ? { onRequest: requireBearer(metricsToken) } : {}),
    handler: async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  });
}
