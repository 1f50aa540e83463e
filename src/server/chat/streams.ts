import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/** A reply sent whole. */
export function textStream(text: string): Readable {
  const out = new PassThrough();
  out.end(text);
  return out;
}

/** Streams `source` to the visitor; falls back to `fallback` on error; stores the full reply even if the visitor left. */
export function relay(
  source: AsyncIterable<string>,
  fallback: string,
  log: FastifyBaseLogger | undefined,
  store: (text: string) => Promise<void>,
): Readable {
  const out = new PassThrough();
  out.on('error', () => {});
  const write = (s: string) => {
    if (!out.destroyed && !out.writableEnded) out.write(s);
  };
  void (async () => {
    let text = '';
    try {
      for await (const chunk of source) {
        text += chunk;
        write(chunk);
      }
      if (!text.trim()) throw new Error('empty reply');
    } catch (err) {
      log?.warn({ err }, 'AI reply failed; sending the local reply');
      const rest = text ? `\n\n${fallback}` : fallback;
      text += rest;
      write(rest);
    }
    try {
      await store(text);
    } catch (err) {
      log?.error({ err }, 'storing the assistant reply failed');
    }
    out.end();
  })();
  return out;
}
