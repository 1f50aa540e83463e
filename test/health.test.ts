import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  const redisUrl = process.env.REDIS_URL;
  t = await createTestApp(redisUrl ? { env: { REDIS_URL: redisUrl } } : {});
  // Redis connects in the background: wait until the instance reports it (it serves meanwhile).
  for (let i = 0; i < 50 && process.env.REDIS_URL; i++) {
    const body = (await t.app.inject({ method: 'GET', url: '/readyz' })).json() as { redis: string };
    if (body.redis === 'up') break;
    await new Promise((r) => setTimeout(r, 100));
  }
});
afterAll(() => t.close());

describe('health and metrics', () => {
  it('/healthz answers while listening; /readyz says which dependency is up', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: process.env.REDIS_URL ? 'up' : 'unused',
      live: 'up',
    });
  });

  it('/metrics has what an operator alerts on', async () => {
    await t.app.jobs.runOnce('outbox');
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^charla_database_up 1$/m);
    expect(text).toMatch(/^charla_background_job_consecutive_failures\{job="outbox"\} 0$/m);
    expect(text).toMatch(/^charla_process_faults_total\{kind="unhandledRejection"\} 0$/m);
    if (process.env.REDIS_URL) expect(text).toMatch(/^charla_redis_up 1$/m);
    expect(text).toMatch(/^charla_live_up 1$/m);
    expect(text).toMatch(/^charla_live_streams\{kind="visitor"\} 0$/m);
  });
});
