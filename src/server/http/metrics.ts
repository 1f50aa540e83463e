import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { processFaults } from '../process-guard';

/** A registry per app (tests build several): process metrics plus request durations by route. */
export function installMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'charla_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    duration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  return registry;
}

/** What an operator alerts on: dependencies down, jobs failing, faults the process guard caught. */
export function installHealthMetrics(
  registry: Registry,
  sources: {
    databaseUp: () => boolean;
    redisUp?: () => boolean;
    jobFailures: () => Record<string, number>;
  },
) {
  new Gauge({
    name: 'charla_database_up',
    help: '1 while the database answers (and migrations are done), 0 otherwise',
    registers: [registry],
    collect() {
      this.set(sources.databaseUp() ? 1 : 0);
    },
  });
  if (sources.redisUp) {
    const redisUp = sources.redisUp;
    new Gauge({
      name: 'charla_redis_up',
      help: '1 while Redis answers (shared mode), 0 while the instance falls back to local limits',
      registers: [registry],
      collect() {
        this.set(redisUp() ? 1 : 0);
      },
    });
  }
  new Gauge({
    name: 'charla_background_job_consecutive_failures',
    help: 'Failed runs in a row of each background job (0 when its last run succeeded)',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      for (const [job, n] of Object.entries(sources.jobFailures())) this.set({ job }, n);
    },
  });
  new Counter({
    name: 'charla_process_faults_total',
    help: 'Unhandled promise rejections and uncaught exceptions caught by the process guard (bugs)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const f = processFaults();
      this.reset();
      this.inc({ kind: 'unhandledRejection' }, f.unhandledRejections);
      this.inc({ kind: 'uncaughtException' }, f.uncaughtExceptions);
    },
  });
}
