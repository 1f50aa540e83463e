/** One Server-Sent Event as a client reads it. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The body of a refusal (not 200). */
  text: string;
  events: SseEvent[];
  /** Comment lines received (heartbeats). */
  comments: number;
  /** Whether the server ended the stream. */
  ended(): boolean;
  /** The first event (from `from` on) that satisfies `ok`, waiting up to `ms`. */
  next(ok: (e: SseEvent) => boolean, ms?: number, from?: number): Promise<SseEvent>;
  close(): void;
}

/** Opens an event stream over real HTTP and parses it as EventSource does (id, event, data, comments). */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let comments = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
  };
  const stream: SseStream = {
    status: res.status,
    headers: res.headers,
    text: '',
    events,
    get comments() {
      return comments;
    },
    ended: () => ended,
    async next(ok, ms = 5000, from = 0) {
      const started = Date.now();
      for (;;) {
        const found = events.slice(from).find(ok);
        if (found) return found;
        if (ended || Date.now() - started > ms)
          throw new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events.map((e) => e.event))}`);
        await new Promise<void>((r) => {
          const w = () => {
            waiters.delete(w);
            r();
          };
          waiters.add(w);
          setTimeout(w, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
  if (res.status !== 200) {
    stream.text = await res.text();
    ended = true;
    return stream;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { event: 'message', data: '', at: performance.now() };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments++;
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              e.data += (isEvent ? '\n' : '') + line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) events.push(e);
          cut = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    wake();
  })();
  return stream;
}
