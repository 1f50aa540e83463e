import type { Redis } from 'ioredis';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RedisOptions {
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  log?: Logger;
  /** Names the connection in logs (`commands`, `subscriber`). */
  role?: string;
}

/** How long Redis is bypassed after a command timed out before a probe tries it again. */
const TRIP_MS = 2000;

/**
 * A Redis connection that is an accelerator, never a single point of failure: commands fail at once while
 * it is disconnected (no offline queue), within `commandTimeoutMs` while it hangs, and callers fall back to
 * per-instance behaviour while `usable` is false. A command that timed out bypasses Redis for a moment, then a
 * PING decides. Both transitions are logged once, not per request.
 */
export class RedisLink {
  private tripped = false;
  private wasUsable = false;
  private everReady = false;
  private startFailureLogged = false;
  private probe?: NodeJS.Timeout;

  constructor(
    readonly client: Redis,
    private readonly opts: RedisOptions,
  ) {
    // It reconnects by itself; `usable` tells callers meanwhile. Unreachable at start: say so once.
    client.on('error', () => {
      if (this.everReady || this.startFailureLogged) return;
      this.startFailureLogged = true;
      this.opts.log?.warn(
        { redis: 'down', role: this.opts.role ?? 'commands' },
        'Redis unreachable at start: per-instance rate limits until it answers',
      );
    });
    client.on('ready', () => {
      this.everReady = true;
      this.update();
    });
    client.on('close', () => this.update());
    client.on('end', () => this.update());
  }

  /** True while commands can be expected to answer. */
  get usable(): boolean {
    return this.client.status === 'ready' && !this.tripped;
  }

  /** What /readyz reports. */
  get state(): 'up' | 'down' {
    return this.usable ? 'up' : 'down';
  }

  /** Pings now (for /readyz): a hanging server is noticed even when no request has used it lately. */
  async check(): Promise<'up' | 'down'> {
    if (this.client.status !== 'ready') return 'down';
    await this.client.ping().catch((err) => this.reportFailure(err));
    return this.state;
  }

  /** A caller's command failed: a timeout means a hanging server, so stop waiting on it for a while. */
  reportFailure(err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    if (!message.includes('timed out') || this.tripped) return;
    this.tripped = true;
    this.update();
    this.scheduleProbe();
  }

  private scheduleProbe() {
    clearTimeout(this.probe);
    this.probe = setTimeout(() => {
      this.client
        .ping()
        .then(() => {
          this.tripped = false;
          this.update();
        })
        .catch(() => this.scheduleProbe());
    }, TRIP_MS);
    this.probe.unref();
  }

  private update() {
    const now = this.usable;
    if (now === this.wasUsable) return;
    this.wasUsable = now;
    const role = this.opts.role ?? 'commands';
    if (now)
      this.opts.log?.info(
        { redis: 'up', role },
        'Redis reachable: shared rate limits and cache invalidation',
      );
    else if (this.everReady)
      this.opts.log?.warn(
        { redis: 'down', role },
        'Redis unreachable: per-instance rate limits, form cache bounded by its TTL',
      );
  }

  async close() {
    clearTimeout(this.probe);
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

/** Opens a Redis connection with timeouts and no offline queue (commands never wait for a reconnect). */
export async function createRedis(url: string, opts: RedisOptions): Promise<RedisLink> {
  // Loaded on demand: most single-instance setups never need it (start-up time).
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    connectTimeout: opts.connectTimeoutMs,
    commandTimeout: opts.commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect forever, at most every 2 s, so recovery is noticed quickly.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  return new RedisLink(client, opts);
}
