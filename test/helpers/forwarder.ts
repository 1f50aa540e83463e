import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

export type ForwarderMode = 'up' | 'refuse' | 'hang';

/**
 * A TCP forwarder between Charla and a real service (PostgreSQL, Redis) that tests can break:
 * - `refuse()`: stops listening and resets every connection (the service is down: ECONNREFUSED);
 * - `hang()`: keeps accepting connections but forwards nothing either way (a server that never answers);
 * - `restore()`: forwards again on the same port (connections held during a hang are reset).
 */
export interface Forwarder {
  port: number;
  mode: ForwarderMode;
  /** The target URL with host and port replaced by the forwarder's. */
  url(target: string): string;
  refuse(): Promise<void>;
  hang(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startForwarder(target: { host: string; port: number }): Promise<Forwarder> {
  const sockets = new Set<Socket>();
  let mode: ForwarderMode = 'up';
  let server: Server;
  let port = 0;

  const track = (s: Socket) => {
    sockets.add(s);
    s.on('error', () => {});
    s.on('close', () => sockets.delete(s));
  };

  const onConnection = (client: Socket) => {
    track(client);
    if (mode !== 'up') return; // hang: accepted, never answered
    const upstream = tcpConnect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });

  const resetAll = () => {
    for (const s of sockets) s.resetAndDestroy?.() ?? s.destroy();
    sockets.clear();
  };

  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen();

  return {
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    url(targetUrl: string) {
      const u = new URL(targetUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async refuse() {
      mode = 'refuse';
      const closed = stopListening();
      resetAll();
      await closed;
    },
    hang() {
      mode = 'hang';
      // Existing connections stop flowing both ways; data already sent stays unanswered.
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    async restore() {
      const wasRefused = mode === 'refuse';
      resetAll();
      mode = 'up';
      if (wasRefused) await listen();
    },
    async close() {
      mode = 'refuse';
      const closed = server.listening ? stopListening() : Promise.resolve();
      resetAll();
      await closed;
    },
  };
}
