import type { Redis } from 'ioredis';

const CHANNEL = 'charla:form-changed';

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * The in-process cache of widget forms. Entries live `ttlMs` (the bound on staleness across instances
 * without Redis); an update or delete drops the entry here at once and, through Redis pub/sub, on
 * every other instance.
 */
export class FormCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private subscriber?: Redis;

  constructor(
    private readonly load: (id: string) => Promise<T>,
    private readonly opts: { ttlMs: number; maxEntries: number; redis?: Redis; now?: () => number },
  ) {}

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  /** Listens for invalidations from other instances (needs a dedicated Redis connection). */
  async listen(subscriber: Redis) {
    this.subscriber = subscriber;
    subscriber.on('message', (channel, id) => {
      if (channel === CHANNEL) this.entries.delete(id);
    });
    await subscriber.subscribe(CHANNEL);
  }

  get(id: string): Promise<T> {
    const hit = this.entries.get(id);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = this.load(id);
    // A failed load is not cached; concurrent misses share one load.
    value.catch(() => this.entries.delete(id));
    if (this.entries.size >= this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(id);
    this.entries.set(id, { value, expires: this.now() + this.opts.ttlMs });
    return value;
  }

  invalidate(id: string) {
    this.entries.delete(id);
    this.opts.redis?.publish(CHANNEL, id).catch(() => {});
  }

  async close() {
    await this.subscriber?.quit().catch(() => {});
  }
}
