import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { RedisLink } from '../redis';

/** A doorbell: conversation `c` of owner `u` changed (a message, its handler, needsHuman, its status). */
export interface Doorbell {
  c: string;
  u: string;
}

/** How instances tell each other that a conversation changed. Only a doorbell travels: readers read the rows. */
export interface LiveChannel {
  readonly name: 'postgres' | 'redis';
  /** True while doorbells from other instances are being received. */
  readonly up: boolean;
  /** Rings every instance, this one included; never throws (a lost doorbell is caught by the polling). */
  publish(d: Doorbell): void;
  /** `ring` for each doorbell; `recovered` after the channel came back (catch up on what was missed). */
  start(handlers: { ring(d: Doorbell): void; recovered(): void }): Promise<void>;
  close(): Promise<void>;
}

/** The PostgreSQL (and PGlite) channel name and the Redis one. */
export const PG_CHANNEL = 'charla_live';
export const REDIS_CHANNEL = 'charla-live';

interface Logger {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

export function parseDoorbell(payload: string | undefined): Doorbell | null {
  try {
    const d = JSON.parse(payload ?? '') as Partial<Doorbell>;
    return typeof d.c === 'string' && typeof d.u === 'string' ? { c: d.c, u: d.u } : null;
  } catch {
    return null;
  }
}

/** The embedded database's own LISTEN/NOTIFY: in process, always up. */
export function pgliteChannel(client: PGlite): LiveChannel {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    name: 'postgres',
    up: true,
    publish(d) {
      if (client.closed) return;
      client.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(d)]).catch(() => {});
    },
    async start({ ring }) {
      unlisten = await client.listen(PG_CHANNEL, (payload) => {
        const d = parseDoorbell(payload);
        if (d) ring(d);
      });
    },
    async close() {
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

/** Between reconnect attempts of the listening connection: 0.5 s doubling to 5 s. */
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 5000;
/** How often the listening connection is checked (a dropped socket is not always noticed by itself). */
const CHECK_MS = 5000;

/**
 * PostgreSQL LISTEN on a dedicated connection (application_name `charla-live`), reconnected with backoff
 * whenever it drops or stops answering; NOTIFY goes through the pool.
 */
export function postgresChannel(opts: {
  url: string;
  connectTimeoutMs: number;
  notify: (payload: string) => Promise<unknown>;
  log?: Logger;
}): LiveChannel {
  let client: pg.Client | null = null;
  let up = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let checker: NodeJS.Timeout | undefined;
  let handlers: { ring(d: Doorbell): void; recovered(): void } | null = null;
  let everUp = false;

  const setDown = (why: string) => {
    if (up)
      opts.log?.warn({ live: 'down', why }, 'live channel (LISTEN) lost: streams poll until it is back');
    up = false;
  };
  const drop = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = null;
    setDown(why);
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  const connect = async () => {
    if (closed || client) return;
    const { default: pgLib } = await import('pg');
    const c = new pgLib.Client({
      connectionString: opts.url,
      connectionTimeoutMillis: opts.connectTimeoutMs,
      keepAlive: true,
      application_name: 'charla-live',
    });
    client = c;
    c.on('error', (err) => drop(c, err.message));
    c.on('end', () => drop(c, 'connection ended'));
    c.on('notification', (n) => {
      const d = parseDoorbell(n.payload);
      if (d) handlers?.ring(d);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${PG_CHANNEL}`);
    } catch (err) {
      drop(c, err instanceof Error ? err.message : String(err));
      return;
    }
    if (client !== c || closed) return;
    up = true;
    retryMs = RETRY_MIN_MS;
    if (everUp) opts.log?.info({ live: 'up' }, 'live channel (LISTEN) back: catching up');
    everUp = true;
    handlers?.recovered();
  };
  const check = async () => {
    const c = client;
    if (!c || !up) return;
    const deadline = new Promise((_, reject) => setTimeout(() => reject(new Error('check timed out')), 2000));
    await Promise.race([c.query('select 1'), deadline]).catch((err: Error) => {
      // A hanging server: drop the socket, reconnect.
      (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      drop(c, err.message);
    });
  };
  return {
    name: 'postgres',
    get up() {
      return up;
    },
    publish(d) {
      opts.notify(JSON.stringify(d)).catch(() => {});
    },
    async start(h) {
      handlers = h;
      checker = setInterval(() => void check(), CHECK_MS);
      checker.unref();
      await connect();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(checker);
      const c = client;
      client = null;
      up = false;
      if (c) await c.end().catch(() => {});
    },
  };
}

/**
 * Redis pub/sub: publishing on the command connection, receiving on the subscriber connection the form
 * cache already holds (ioredis subscribes again after every reconnect).
 */
export function redisChannel(commands: RedisLink, subscriber: RedisLink): LiveChannel {
  let wasUp = false;
  return {
    name: 'redis',
    get up() {
      return subscriber.usable;
    },
    publish(d) {
      if (!commands.usable) return;
      commands.client.publish(REDIS_CHANNEL, JSON.stringify(d)).catch((err) => commands.reportFailure(err));
    },
    async start({ ring, recovered }) {
      const { client } = subscriber;
      client.on('message', (channel: string, payload: string) => {
        if (channel !== REDIS_CHANNEL) return;
        const d = parseDoorbell(payload);
        if (d) ring(d);
      });
      const subscribe = () => {
        client
          .subscribe(REDIS_CHANNEL)
          .then(() => {
            if (wasUp) recovered();
            wasUp = true;
          })
          .catch(() => {});
      };
      // Subscribed again after a reconnect: what was published meanwhile is caught up by the hub.
      client.on('ready', subscribe);
      if (client.status === 'ready') subscribe();
    },
    async close() {},
  };
}
