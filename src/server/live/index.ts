import fastifySse from '@fastify/sse';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Config } from '../config';
import { toConversationListItem } from '../conversations/service';
import { listRow } from '../conversations/store';
import type { Database } from '../db/open';
import type { RedisLink } from '../redis';
import { type LiveChannel, PG_CHANNEL, pgliteChannel, postgresChannel, redisChannel } from './channel';
import { LiveHub } from './hub';

/** While the channel is up the streams still poll this often (a doorbell lost between instances). */
const SAFETY_POLL_MS = 15_000;

/**
 * The channel between instances: Redis pub/sub when Redis is configured (it works behind a transaction
 * pooler, LISTEN does not), else the database's LISTEN/NOTIFY (PostgreSQL, or the embedded one in process).
 */
function chooseChannel(
  config: Config,
  database: Database,
  redis: { commands?: RedisLink; subscriber?: RedisLink },
  log: FastifyBaseLogger,
): LiveChannel {
  if (redis.commands && redis.subscriber) return redisChannel(redis.commands, redis.subscriber);
  if (database.pglite) return pgliteChannel(database.pglite);
  const url = database.url ?? config.DATABASE_URL;
  if (!url) throw new Error('live: a PostgreSQL database without its address');
  return postgresChannel({
    url,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    notify: (payload) => database.db.execute(sql`select pg_notify(${PG_CHANNEL}, ${payload})`),
    log,
  });
}

/**
 * The live streams' hub on this instance: the SSE plugin (heartbeats), the channel, polling; started when
 * the app is ready, its streams ended before the server closes (clients reconnect and resume elsewhere).
 */
export async function installLive(
  app: FastifyInstance,
  deps: { config: Config; database: Database; redis?: RedisLink; subscriber?: RedisLink; registry: Registry },
) {
  const { config, database } = deps;
  await app.register(fastifySse, { heartbeatInterval: config.LIVE_HEARTBEAT_MS });
  const hub = new LiveHub({
    db: database.db,
    channel: chooseChannel(config, database, { commands: deps.redis, subscriber: deps.subscriber }, app.log),
    limits: {
      perAddress: config.LIVE_STREAMS_PER_ADDRESS,
      perConversation: config.LIVE_STREAMS_PER_CONVERSATION,
    },
    pollMs: config.LIVE_POLL_MS,
    safetyPollMs: Math.max(SAFETY_POLL_MS, config.LIVE_POLL_MS),
    listItem: async (id) => {
      const row = await listRow(database.db, id);
      return row ? toConversationListItem(row) : null;
    },
    log: app.log,
  });
  new Gauge({
    name: 'charla_live_up',
    help: '1 while doorbells between instances arrive, 0 while the live streams poll the database',
    registers: [deps.registry],
    collect() {
      this.set(hub.state === 'up' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'charla_live_streams',
    help: 'Event streams open on this instance, by kind (visitor, owner)',
    labelNames: ['kind'] as const,
    registers: [deps.registry],
    collect() {
      const n = hub.counts;
      this.set({ kind: 'visitor' }, n.visitors);
      this.set({ kind: 'owner' }, n.owners);
    },
  });
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.close());
  return hub;
}
