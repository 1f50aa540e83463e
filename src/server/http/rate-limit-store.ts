import { createRequire } from 'node:module';
import type { RedisLink } from '../redis';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;

interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// @fastify/rate-limit's own stores: the shared one (Lua on Redis) and the per-instance one (an LRU).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Uses `shared` while Redis is usable, `local` otherwise or when a Redis command fails. */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly link: RedisLink,
  ) {}

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    const local = this.local[method]?.bind(this.local);
    const shared = this.shared[method]?.bind(this.shared);
    if (!local || !shared) return cb(new Error(`rate-limit store has no ${method}`));
    if (!this.link.usable) return local(key, cb, timeWindow, max);
    shared(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.link.reportFailure(err);
        local(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('read', key, cb, timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }
}

/**
 * The `store` for @fastify/rate-limit: one budget shared by every instance through Redis, falling back to
 * a per-instance budget while Redis is down or hanging (each instance then allows the full limit), and back
 * to the shared one by itself when Redis answers again.
 */
export function fallbackRateLimitStore(link: RedisLink, nameSpace: string) {
  return class implements Store {
    private readonly inner: FallbackStore;
    constructor(params: StoreParams) {
      this.inner = new FallbackStore(
        new RedisStore(!!params.continueExceeding, !!params.exponentialBackoff, link.client, nameSpace),
        new LocalStore(!!params.continueExceeding, !!params.exponentialBackoff),
        link,
      );
    }
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.inner.incr(key, cb, timeWindow, max);
    }
    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.inner.read(key, cb, timeWindow, max);
    }
    child(routeOptions: unknown) {
      return this.inner.child(routeOptions);
    }
  };
}
