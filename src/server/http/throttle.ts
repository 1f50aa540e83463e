import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import { ErrorCode } from '../../contract/errors';
import type { RedisLink } from '../redis';
import { AppError } from './errors';

/** A fixed-window counter: how many hits a key had in its current window, and when that window ends. */
export interface CounterStore {
  /** Counts one hit on `key`; a key's window starts with its first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Forgets the key (a successful sign-in clears its account's count). */
  reset(key: string): Promise<void>;
}

/** Counters in this process: right for one instance, and the fallback while a shared store is away. */
export function memoryCounterStore(opts: { maxEntries?: number; now?: () => number } = {}): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const max = opts.maxEntries ?? 100_000;
  const now = () => opts.now?.() ?? Date.now();
  function prune(at: number) {
    for (const [k, e] of entries) if (e.resetAt <= at) entries.delete(k);
    // Still full of live keys: the oldest go (a flood of distinct keys cannot grow memory without bound).
    for (const k of entries.keys()) {
      if (entries.size < max) break;
      entries.delete(k);
    }
  }
  return {
    async hit(key, windowMs) {
      const at = now();
      let e = entries.get(key);
      if (!e || e.resetAt <= at) {
        if (entries.size >= max) prune(at);
        e = { count: 0, resetAt: at + windowMs };
        entries.delete(key);
        entries.set(key, e);
      }
      e.count += 1;
      return { count: e.count, resetAt: e.resetAt };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

// INCR and the window's expiry in one step: no key is ever left without an expiry.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/** Counters shared by every instance through the app's Redis client (atomic with a Lua script). */
export function redisCounterStore(redis: Redis, prefix = 'charla-throttle:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Shared counters through Redis while it answers, this process's own while it does not (down, or a command
 * failed or timed out): a Redis outage makes throttles per instance for a while, never an error.
 */
export function resilientCounterStore(link: RedisLink, prefix?: string): CounterStore {
  const shared = redisCounterStore(link.client, prefix);
  const local = memoryCounterStore();
  return {
    async hit(key, windowMs) {
      if (!link.usable) return local.hit(key, windowMs);
      try {
        return await shared.hit(key, windowMs);
      } catch (err) {
        link.reportFailure(err);
        return local.hit(key, windowMs);
      }
    },
    async reset(key) {
      await local.reset(key);
      if (link.usable) await shared.reset(key).catch((err) => link.reportFailure(err));
    },
  };
}

/** One throttled budget: at most `max` hits per `windowMs`. */
export interface Limit {
  /** Names the budget in keys and logs, e.g. `signin-ip`. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every throttle's figures (docs/self-hosting.md, "Security", lists them). */
export const LIMITS = {
  signInPerAddress: { name: 'signin-ip', max: 30, windowMs: 15 * MINUTE },
  signInPerAccount: { name: 'signin-account', max: 10, windowMs: 15 * MINUTE },
  signInPerDevice: { name: 'signin-device', max: 10, windowMs: 15 * MINUTE },
  signUpPerAddress: { name: 'signup-ip', max: 10, windowMs: HOUR },
  resetPerAddress: { name: 'reset-ip', max: 10, windowMs: HOUR },
  resetPerAccount: { name: 'reset-account', max: 5, windowMs: HOUR },
  generatePerAccount: { name: 'generate-account', max: 30, windowMs: HOUR },
  apiKeyPerAccount: { name: 'apikey-account', max: 10, windowMs: HOUR },
  botChallengePerAddress: { name: 'pow-ip', max: 60, windowMs: MINUTE },
} satisfies Record<string, Limit>;

/**
 * The key of a client address: an IPv6 client is counted by its /64 (one host usually holds a whole /64, so
 * rotating addresses inside it must not escape a limit).
 */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':')}::/64`;
}

/** An account's key: the e-mail as typed means the same account in any case and spacing; hashed to a fixed length. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

export interface Throttle {
  /**
   * Counts one attempt against each budget in order and answers 429 (with Retry-After and the RateLimit-*
   * headers) at the first one that is spent; later budgets are not counted then.
   */
  take(budgets: { limit: Limit; key: string }[], message: string): Promise<void>;
  reset(limit: Limit, key: string): Promise<void>;
}

export function createThrottle(store: CounterStore): Throttle {
  return {
    async take(budgets, message) {
      for (const { limit, key } of budgets) {
        const { count, resetAt } = await store.hit(`${limit.name}:${key}`, limit.windowMs);
        if (count <= limit.max) continue;
        const seconds = String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
        throw new AppError(429, message, ErrorCode.RATE_LIMITED, undefined, {
          'retry-after': seconds,
          'ratelimit-limit': String(limit.max),
          'ratelimit-remaining': '0',
          'ratelimit-reset': seconds,
        });
      }
    },
    reset: (limit, key) => store.reset(`${limit.name}:${key}`),
  };
}
