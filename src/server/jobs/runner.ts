import type { FastifyBaseLogger } from 'fastify';

interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  running?: Promise<unknown>;
  again?: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * Background jobs of one instance: each runs every `intervalMs`, never twice at once, and can be
 * nudged to run now (e.g. right after a conversation completes). Tests call `runOnce` instead of starting.
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private started = false;

  constructor(private readonly log?: FastifyBaseLogger) {}

  add(name: string, intervalMs: number, run: () => Promise<unknown>) {
    this.jobs.set(name, { name, intervalMs, run });
  }

  /** Runs a job now and waits for it (a run already under way is awaited, then run again). */
  async runOnce(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    while (job.running) await job.running.catch(() => {});
    job.running = job
      .run()
      .catch((err) => this.log?.error({ err, job: name }, 'background job failed'))
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

  private async tick(job: Job) {
    if (!this.started) return;
    clearTimeout(job.timer);
    do {
      job.again = false;
      await this.runOnce(job.name);
    } while (job.again && this.started);
    if (this.started) {
      job.timer = setTimeout(() => void this.tick(job), job.intervalMs);
      job.timer.unref();
    }
  }

  start() {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) void this.tick(job);
  }

  /** Stops the timers and waits for runs under way. */
  async stop() {
    this.started = false;
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    await Promise.all([...this.jobs.values()].map((j) => j.running?.catch(() => {})));
  }
}
