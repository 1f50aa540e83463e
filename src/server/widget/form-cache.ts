import type { Redis } from 'ioredis';
import type { RedisLink } from '../redis';

const CHANNEL = 'charla:form-changed';
/** Messages on the channel: a form id, or this prefix and a user id for all of that owner's forms. */
const OWNER_PREFIX = 'owner:';

/** Tells every instance listening on Redis that an owner's plan or subscription changed (used by the CLI too). */
export async function publishOwnerChanged(redis: Redis, userId: string): Promise<void> {
  await redis.publish(CHANNEL, OWNER_PREFIX + userId);
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** The owner, once the load resolved (null while loading or for a missing form). */
  owner: string | null;
}

/**
 * The in-process cache of widget forms. Entries live `ttlMs` (the bound on staleness across instances
 * without Redis); an update or delete drops the entry here at once and, through Redis pub/sub, on
 * every other instance.
 */
export class FormCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private subscriber?: RedisLink;

  constructor(
    private readonly load: (id: string) => Promise<T>,
    private readonly opts: {
      ttlMs: number;
      maxEntries: number;
      redis?: RedisLink;
      now?: () => number;
      /** The owner of a loaded value, so an owner's plan change can drop all their forms. */
      ownerOf?: (value: T) => string | undefined;
    },
  ) {}

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  /**
   * Listens for invalidations from other instances (needs a dedicated Redis connection). It subscribes
   * whenever the connection becomes ready, so Redis may be down at start; while it is down, entries
   * changed elsewhere live at most the TTL.
   */
  listen(subscriber: RedisLink) {
    this.subscriber = subscriber;
    const { client } = subscriber;
    client.on('message', (channel, id) => {
      if (channel !== CHANNEL) return;
      if (id.startsWith(OWNER_PREFIX)) this.dropOwner(id.slice(OWNER_PREFIX.length));
      else this.entries.delete(id);
    });
    const subscribe = () => void client.subscribe(CHANNEL).catch(() => {});
    client.on('ready', subscribe);
    if (client.status === 'ready') subscribe();
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
    const entry: Entry<T> = { value, expires: this.now() + this.opts.ttlMs, owner: null };
    value.then(
      (v) => {
        entry.owner = this.opts.ownerOf?.(v) ?? null;
      },
      () => {},
    );
    this.entries.delete(id);
    this.entries.set(id, entry);
    return value;
  }

  /** Drops the owner's forms, and every load under way (it may have read the owner's old plan). */
  private dropOwner(userId: string) {
    for (const [id, e] of this.entries) if (e.owner === userId || e.owner === null) this.entries.delete(id);
  }

  /** An owner's plan or subscription changed: their forms are dropped here and on every other instance. */
  invalidateOwner(userId: string) {
    this.dropOwner(userId);
    const link = this.opts.redis;
    if (link?.usable) publishOwnerChanged(link.client, userId).catch((err) => link.reportFailure(err));
  }

  invalidate(id: string) {
    this.entries.delete(id);
    const link = this.opts.redis;
    if (link?.usable) link.client.publish(CHANNEL, id).catch((err) => link.reportFailure(err));
  }

  async close() {
    await this.subscriber?.close();
  }
}
