import type { FastifyBaseLogger } from 'fastify';

interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  running?: Promise<unknown>;
  again?: boolean;
  timer?: NodeJS.Timeout;
  /** Failed runs in a row: the next run waits longer (backoff); a success resets it. */
  failures: number;
}

/** The longest wait between runs of a failing job. */
export const MAX_BACKOFF_MS = 60_000;

/** How long a job waits after `failures` failed runs in a row: doubling from min(interval, 5 s), at most a minute. */
export function backoffMs(intervalMs: number, failures: number): number {
  if (failures <= 0) return intervalMs;
  const base = Math.min(intervalMs, 5000);
  return Math.min(MAX_BACKOFF_MS, base * 2 ** (failures - 1));
}

const SWEEP_DELAY_MS = 60_000;

/**
 * Background jobs of one instance: each runs every `intervalMs`, never twice at once, and can be
 * nudged to run now (e.g. right after a conversation completes). A job that throws is logged and tried
 * again with backoff; nothing a job does can end the process. While `canRun()` is false (the database is
 * down) jobs wait instead of failing; `nudgeAll()` wakes them when it is back. Tests call `runOnce`.
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private started = false;

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly canRun: () => boolean = () => true,
  ) {}

  add(name: string, intervalMs: number, run: () => Promise<unknown>) {
    this.jobs.set(name, { name, intervalMs, run, failures: 0 });
  }

  /** Runs a job now and waits for it (a run already under way is awaited, then run again). Never rejects. */
  async runOnce(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    while (job.running) await job.running.catch(() => {});
    job.running = Promise.resolve()
      .then(() => job.run())
      .then(() => {
        if (job.failures > 0) this.log?.info({ job: name, after: job.failures }, 'background job recovered');
        job.failures = 0;
      })
      .catch((err) => {
        job.failures += 1;
        this.log?.error(
          { err, job: name, failures: job.failures, retryInMs: backoffMs(job.intervalMs, job.failures) },
          'background job failed',
        );
      })
      .finally(() => {
        job.running = undefined;
      });
    await job.running;
  }

  /** Asks a started job to run as soon as possible. */
  nudge(name: string) {
    const job = this.jobs.get(name);
    if (!job || !this.started) return;
    if (job.running) {
      job.again = true;
      return;
    }
    void this.tick(job);
  }

  /** Failed runs in a row, per job (for /metrics). */
  failureCounts(): Record<string, number> {
    return Object.fromEntries([...this.jobs.values()].map((j) => [j.name, j.failures]));
  }

  /** The database is back: queued work runs now, and every job's backoff is forgotten. */
  nudgeAll() {
    for (const job of this.jobs.values()) {
      job.failures = 0;
      // Queues (outbox, deliveries) run now; sweeps keep their own schedule (at most a minute away).
      if (job.intervalMs < SWEEP_DELAY_MS) this.nudge(job.name);
    }
  }

  private async tick(job: Job) {
    if (!this.started) return;
    clearTimeout(job.timer);
    if (this.canRun()) {
      do {
        job.again = false;
        await this.runOnce(job.name);
      } while (job.again && this.started && job.failures === 0);
    }
    if (this.started) {
      job.timer = setTimeout(() => void this.tick(job), backoffMs(job.intervalMs, job.failures));
      job.timer.unref();
    }
  }

  /**
   * Queues (intervals under a minute: outbox, deliveries) run at once, so a restart resumes them; sweeps and
   * upkeep wait a minute first, so they do not queue on the database ahead of the first requests.
   */
  start() {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) {
      if (job.intervalMs < SWEEP_DELAY_MS) void this.tick(job);
      else {
        job.timer = setTimeout(() => void this.tick(job), SWEEP_DELAY_MS);
        job.timer.unref();
      }
    }
  }

  /** Stops the timers and waits for runs under way. */
  async stop() {
    this.started = false;
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    await Promise.all([...this.jobs.values()].map((j) => j.running?.catch(() => {})));
  }
}
