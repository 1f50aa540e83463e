import type { Pool, PoolConfig } from 'pg';
import { DatabaseUnavailableError } from './unavailable';

export interface PgTimeouts {
  /** Opening a connection (TCP + start-up). */
  connectTimeoutMs: number;
  /** Waiting for a free pooled connection. */
  poolTimeoutMs: number;
  /** One statement: server-side statement_timeout, and a client-side read timeout a little longer. */
  statementTimeoutMs: number;
}

/** Slack for the server to cancel a statement itself before the client gives up on the socket. */
const READ_TIMEOUT_SLACK_MS = 2000;

/**
 * A node-postgres pool that never hangs and never crashes the process:
 * - every connection has a connect timeout, a statement timeout and a client-side read timeout (a server
 *   that accepts connections but never answers is noticed), and TCP keep-alive;
 * - a connection whose read timed out is destroyed (a late answer must not reach the next query);
 * - a connection error with no query waiting is absorbed here (the next query on it fails instead);
 * - while `isOpen()` is false (database known unreachable, or not migrated yet) new work fails at once
 *   with DatabaseUnavailableError instead of queueing behind the timeouts.
 */
export async function createGuardedPool(opts: {
  url: string;
  max: number;
  timeouts: PgTimeouts;
  isOpen: () => boolean;
}): Promise<Pool> {
  const { default: pg } = await import('pg');
  const { connectTimeoutMs, poolTimeoutMs, statementTimeoutMs } = opts.timeouts;

  class SafeClient extends pg.Client {
    constructor(config: PoolConfig = {}) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
      this.on('error', () => {});
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only observes the result
    override query(...args: any[]): any {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      const result = (super.query as (...a: any[]) => any)(...args);
      if (result && typeof result.then === 'function')
        (result as Promise<unknown>).catch((err: Error) => {
          if (err?.message === 'Query read timeout')
            (
              this as unknown as { connection?: { stream?: { destroy(): void } } }
            ).connection?.stream?.destroy();
        });
      return result;
    }
  }

  class GuardedPool extends pg.Pool {
    // biome-ignore lint/suspicious/noExplicitAny: mirrors pg-pool's overloads (callback or promise)
    override connect(callback?: any): any {
      if (!opts.isOpen()) {
        const err = new DatabaseUnavailableError();
        if (callback) {
          process.nextTick(() => callback(err));
          return undefined;
        }
        return Promise.reject(err);
      }
      return callback ? super.connect(callback) : super.connect();
    }
  }

  const pool = new GuardedPool({
    connectionString: opts.url,
    max: opts.max,
    connectionTimeoutMillis: poolTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + READ_TIMEOUT_SLACK_MS,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    keepAlive: true,
    application_name: 'charla',
    Client: SafeClient,
  });
  pool.on('error', () => {}); // idle-client errors surface on the next query instead of crashing
  return pool;
}

/** A single connection for health pings, opened on demand and dropped after any failure. */
export async function createPinger(url: string, timeoutMs: number) {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | undefined;
  let connecting: Promise<InstanceType<typeof pg.Client>> | undefined;

  const connect = () => {
    connecting ??= (async () => {
      const c = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeoutMs,
        query_timeout: timeoutMs,
        keepAlive: true,
        application_name: 'charla-health',
      });
      c.on('error', () => {});
      try {
        await c.connect();
      } catch (err) {
        (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        throw err;
      }
      client = c;
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    async ping() {
      const c = client ?? (await connect());
      await c.query('select 1');
    },
    reset() {
      const c = client;
      client = undefined;
      (c as unknown as { connection?: { stream?: { destroy(): void } } })?.connection?.stream?.destroy();
    },
    async close() {
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
