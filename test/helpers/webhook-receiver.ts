import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as sent (what a signature covers). */
  body: string;
  at: number;
}

/** What the receiver answers: a status (with optional headers, body and delay), or 'hang' (never answers). */
export type Reply =
  | { status: number; headers?: Record<string, string>; body?: string; delayMs?: number }
  | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 recording every request. `reply` decides each answer (default 200);
 * change it at any time.
 */
export async function startReceiver(reply: (req: Received, n: number) => Reply = () => ({ status: 200 })) {
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters: Array<() => void> = [];
  const state = { reply };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(r);
      for (const w of waiters.splice(0)) w();
      const answer = state.reply(r, received.length);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(answer.status, answer.headers ?? {});
        res.end(answer.body ?? 'ok');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    setReply(fn: (req: Received, n: number) => Reply) {
      state.reply = fn;
    },
    /** Resolves once at least `n` requests arrived (rejects after timeoutMs). */
    async waitFor(n: number, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`receiver got ${received.length} requests, expected ${n}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    /** webhook-id → how many times it arrived. */
    counts() {
      const out = new Map<string, number>();
      for (const r of received) {
        const id = String(r.headers['webhook-id']);
        out.set(id, (out.get(id) ?? 0) + 1);
      }
      return out;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
