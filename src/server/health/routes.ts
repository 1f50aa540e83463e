import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/open';
import type { ZodApp } from '../http/route-kit';

const Status = z.object({ status: z.string() });

export function healthRoutes(
  app: ZodApp,
  { database, registry }: { database: Database; registry: Registry },
) {
  const tags = ['Operations'];
  app.get('/healthz', {
    schema: { tags, response: { 200: Status } },
    handler: async () => ({ status: 'ok' }),
  });
  app.get('/readyz', {
    schema: { tags, response: { 200: Status, 503: Status } },
    handler: async (_req, reply) => {
      try {
        await database.ping();
        return { status: 'ok' };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  });
  app.get('/metrics', {
    schema: { tags, hide: true },
    handler: async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  });
}
