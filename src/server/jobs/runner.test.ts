import { describe, expect, it } from 'vitest';
import { backoffMs, JobRunner, MAX_BACKOFF_MS } from './runner';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('backoffMs', () => {
  it.each([
    [1000, 0, 1000],
    [1000, 1, 1000],
    [1000, 2, 2000],
    [1000, 6, 32_000],
    [1000, 7, MAX_BACKOFF_MS],
    [60_000, 1, 5000],
    [60_000, 3, 20_000],
    [3_600_000, 1, 5000],
    [3_600_000, 20, MAX_BACKOFF_MS],
  ])('interval %i ms after %i failures waits %i ms', (interval, failures, expected) => {
    expect(backoffMs(interval, failures)).toBe(expected);
  });
});

describe('JobRunner', () => {
  const logs: string[] = [];
  const log = {
    error: (_o: object, m: string) => logs.push(`error ${m}`),
    info: (_o: object, m: string) => logs.push(`info ${m}`),
  } as never;

  it('a job that throws or rejects is logged and counted, and its schedule goes on', async () => {
    const runner = new JobRunner(log);
    let runs = 0;
    runner.add('flaky', 20, async () => {
      runs += 1;
      if (runs === 1) throw new Error('sync-looking throw');
      if (runs === 2) return Promise.reject(new Error('rejection'));
    });
    await runner.runOnce('flaky');
    expect(runner.failureCounts()).toEqual({ flaky: 1 });
    await runner.runOnce('flaky');
    expect(runner.failureCounts()).toEqual({ flaky: 2 });
    await runner.runOnce('flaky');
    expect(runner.failureCounts()).toEqual({ flaky: 0 });
    expect(logs.filter((l) => l === 'error background job failed')).toHaveLength(2);
    expect(logs).toContain('info background job recovered');
  });

  it('waits while it may not run, and runs the queues at once when nudged', async () => {
    let open = false;
    const runner = new JobRunner(log, () => open);
    let runs = 0;
    runner.add('worker', 10_000, async () => {
      runs += 1;
    });
    runner.start();
    await sleep(30);
    expect(runs).toBe(0);
    open = true;
    runner.nudgeAll();
    await sleep(30);
    expect(runs).toBe(1);
    await runner.stop();
  });
});
