import { EventEmitter } from 'node:events';

export type DatabaseState = 'starting' | 'up' | 'down';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DatabaseMonitorOptions {
  /** One round trip on a connection of its own (never the request pool, which may be saturated). */
  ping: () => Promise<void>;
  /** Forgets the ping's connection after a failure, so the next ping connects afresh. */
  resetPing?: () => void;
  /** Budget of one ping: /readyz must answer within 2 s. */
  timeoutMs?: number;
  /** Background ping period while up, and while down (how fast recovery is noticed). */
  upIntervalMs?: number;
  downIntervalMs?: number;
  log?: Logger;
}

/** Resolves with the promise, or rejects after `ms` (the promise keeps running and its result is dropped). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Knows whether the database answers. It pings on a schedule (faster while down), on demand (/readyz),
 * and right after a request met a connection error. While it is down, the pool refuses new work at once
 * (a quick 503) instead of letting every request wait for its timeout; the first good ping reopens it.
 * `starting` means not migrated yet. Emits `up` and `down` on each transition, logged once.
 */
export class DatabaseMonitor extends EventEmitter {
  private current: DatabaseState = 'starting';
  private inFlight?: Promise<boolean>;
  private timer?: NodeJS.Timeout;
  private running = false;
  private downSince = 0;
  private readonly timeoutMs: number;
  private readonly upIntervalMs: number;
  private readonly downIntervalMs: number;

  constructor(private opts: DatabaseMonitorOptions) {
    super();
    this.timeoutMs = opts.timeoutMs ?? 1500;
    this.upIntervalMs = opts.upIntervalMs ?? 2000;
    this.downIntervalMs = opts.downIntervalMs ?? 1000;
  }

  get state(): DatabaseState {
    return this.current;
  }

  /** True while requests may use the database. */
  get available(): boolean {
    return this.current === 'up';
  }

  /** Where transitions are logged (the app's logger, known only once the app is built). */
  setLogger(log: Logger) {
    this.opts.log = log;
  }

  /** Migrations are done and the database answered: open for requests. */
  markReady() {
    this.transition('up');
  }

  /** Pings now (a ping already under way is shared); resolves whether the database answered in time. */
  check(): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    const run = withTimeout(this.opts.ping(), this.timeoutMs, 'database ping')
      .then(() => true)
      .catch(() => {
        this.opts.resetPing?.();
        return false;
      })
      .then((ok) => {
        if (this.current !== 'starting') this.transition(ok ? 'up' : 'down');
        return ok;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    this.inFlight = run;
    return run;
  }

  /** A request met a connection-class error: find out now rather than at the next scheduled ping. */
  reportFailure() {
    if (this.current === 'up') void this.check();
  }

  /** Starts the background pings. */
  start() {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  stop() {
    this.running = false;
    clearTimeout(this.timer);
  }

  private schedule() {
    if (!this.running) return;
    const wait = this.current === 'up' ? this.upIntervalMs : this.downIntervalMs;
    this.timer = setTimeout(() => {
      void this.check().finally(() => this.schedule());
    }, wait);
    this.timer.unref();
  }

  private transition(next: DatabaseState) {
    if (next === this.current) return;
    const previous = this.current;
    this.current = next;
    if (next === 'down') {
      this.downSince = Date.now();
      this.opts.log?.warn({ database: 'down' }, 'database unreachable: requests answer 503 until it is back');
    } else if (next === 'up' && previous === 'down') {
      this.opts.log?.info(
        { database: 'up', downForMs: Date.now() - this.downSince },
        'database reachable again',
      );
    }
    this.emit(next);
  }
}
