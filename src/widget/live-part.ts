// The live part of the chat (GET /api/widget/live.js), imported once the visitor has sent a first message:
// the owner's messages as they are written, a notice when a person joins or leaves, and the interviewer's
// next question after the hand-back. Server-Sent Events, or polling `messages?after=` where a stream
// cannot stay open (a proxy that cuts it, EventSource blocked).
import type { Ctx } from './api';
import { h, session } from './dom';

/** A stored message as the visitor endpoints send it (CONTRACT "A human in the conversation"). */
export interface LiveMessage {
  id: string;
  content: string;
  sentBy: 'VISITOR' | 'BOT' | 'HUMAN';
  authorName: string | null;
}

/** Who has the conversation, as the stream's `handler` event (and the polled list, when it says) tell. */
export interface LiveHandler {
  handler: 'BOT' | 'HUMAN';
  authorName?: string | null;
}

/** An entry of the chat's log: 0 the interviewer or a person (with their name), 1 the visitor, 2 a notice. */
export type Entry = [0 | 1 | 2, string, string?];

/** What the chat lends its live part. */
export interface LiveHooks {
  /** The conversation. */
  id: string;
  /** Whether a message of the visitor is on its way (its reply is not in the log yet). */
  busy(): boolean;
  /** The log's last entry. */
  last(): Entry | undefined;
  /** Shows an entry, keeps it for a reload, and announces it. */
  add(...entry: Entry): void;
  /** The "talk to a person" button: hidden while a person has the conversation. */
  ask: HTMLElement;
  panel: HTMLElement;
}

const EN = { joined: '{n} joined the conversation', left: '{n} left the conversation', person: 'A person' };
const ES: typeof EN = {
  joined: '{n} se ha unido a la conversación',
  left: '{n} ha salido de la conversación',
  person: 'Una persona',
};

/** How often the fallback asks for new messages. */
export const POLL_MS = 3000;
/** How long the fallback polls before it tries a stream again. */
const RETRY_MS = 60_000;

const CSS =
  '.b small{display:block;font-size:12px;font-weight:600;color:var(--m)}.n{align-self:center;text-align:center}';

/** What the live part keeps across a reload: the last message seen, who has it, and the person's name. */
export interface LiveState {
  a?: string;
  h?: 'BOT' | 'HUMAN';
  n?: string | null;
}

/** A message or a change of handler, in the order they came. */
export type LiveItem = { m: LiveMessage } | { h: LiveHandler };

/**
 * What the log shows for an item (and the state after it): a person's message with their name, a notice
 * when a person joins or leaves (their first message, or the interviewer's, says so where no `handler` event
 * came), and the
 * interviewer's messages that are not already the log's last entry (its reply to this tab streamed in).
 */
export function entriesFor(item: LiveItem, state: LiveState, last: Entry | undefined, T = EN): Entry[] {
  const out: Entry[] = [];
  const turn = (to: 'BOT' | 'HUMAN', name?: string | null) => {
    if (to === (state.h ?? 'BOT')) return;
    if (to === 'HUMAN' && name) state.n = name;
    out.push([2, (to === 'HUMAN' ? T.joined : T.left).replace('{n}', name || state.n || T.person)]);
    state.h = to;
  };
  if ('h' in item) turn(item.h.handler, item.h.authorName);
  else if (item.m.sentBy === 'HUMAN') {
    turn('HUMAN', item.m.authorName);
    out.push([0, item.m.content, item.m.authorName || state.n || T.person]);
  } else if (item.m.sentBy === 'BOT') {
    // The interviewer speaks again only once handed back: where no `handler` event came (polling), say so.
    turn('BOT');
    const prev = out[out.length - 1] ?? last;
    if (!(prev && prev[0] === 0 && !prev[2] && prev[1] === item.m.content)) out.push([0, item.m.content]);
  }
  return out;
}

/** Starts the live part of a conversation; returns a function that stops it. */
export function live(ctx: Ctx, k: LiveHooks): () => void {
  const T = ctx.config.language === 'EN' ? EN : ES;
  const url = `${ctx.base}/api/chat/${encodeURIComponent(k.id)}`;
  const key = `charla:${ctx.config.id}:live`;
  const saved = session.get<LiveState & { c?: string }>(key);
  const state: LiveState = saved?.c === k.id ? saved : {};
  const seen = new Set<string>();
  const queue: LiveItem[] = [];
  let es: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  let stopped = false;
  // A constructed sheet as main.ts adds its own: a page's CSP without 'unsafe-inline' allows it.
  const root = k.panel.getRootNode() as ShadowRoot;
  if (root.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else k.panel.append(h('style', { text: CSS }));
  k.ask.hidden = state.h === 'HUMAN';

  const keep = () => session.set(key, { ...state, c: k.id });

  // Messages wait while the visitor's own message is on its way, so its reply is in the log to compare.
  function flush() {
    if (stopped) return;
    if (k.busy()) {
      if (!waiting) {
        waiting = true;
        setTimeout(() => {
          waiting = false;
          flush();
        }, 200);
      }
      return;
    }
    const had = state.h;
    while (queue.length) for (const e of entriesFor(queue.shift()!, state, k.last(), T)) k.add(...e);
    // Asking for a person again makes sense once the person has left (the chat hides it when clicked).
    if (state.h !== had) k.ask.hidden = state.h === 'HUMAN';
    keep();
  }

  function take(m: LiveMessage, quiet?: boolean) {
    if (seen.has(m.id)) return;
    seen.add(m.id);
    state.a = m.id;
    if (!quiet) queue.push({ m });
  }

  /** Reads what came after the last message seen; the first time, notes where the log is. */
  async function catchUp(): Promise<boolean> {
    const first = !state.a;
    const res = await fetch(`${url}/messages${first ? '' : `?after=${encodeURIComponent(state.a!)}`}`);
    if (!res.ok) {
      // The conversation is gone (expired, deleted) or the site refused: nothing more will come.
      if (res.status === 404 || res.status === 403) stop();
      return false;
    }
    const body = (await res.json()) as { messages: LiveMessage[] } & Partial<LiveHandler>;
    // The first read only learns where the log stands, but a person's message is never in it yet.
    for (const m of body.messages) take(m, first && m.sentBy !== 'HUMAN');
    if (body.handler) queue.push({ h: body as LiveHandler });
    flush();
    return true;
  }

  function poll() {
    clearTimeout(timer);
    if (stopped || es) return;
    catchUp()
      .catch(() => {})
      .finally(() => {
        if (!stopped && !es) timer = setTimeout(poll, POLL_MS);
      });
  }

  function stream() {
    if (stopped) return;
    if (typeof EventSource !== 'function') return poll();
    // From the last message seen: the server replays what came after it, once (ids dedupe the rest).
    const s = new EventSource(`${url}/stream${state.a ? `?after=${encodeURIComponent(state.a)}` : ''}`);
    es = s;
    s.addEventListener('message', (e) => {
      take(JSON.parse((e as MessageEvent).data));
      flush();
    });
    s.addEventListener('handler', (e) => {
      queue.push({ h: JSON.parse((e as MessageEvent).data) });
      flush();
    });
    // A stream that cannot stay open (a proxy, a limit, a network change): ask every few seconds instead,
    // and try a stream again a minute later.
    s.onerror = () => {
      s.close();
      es = undefined;
      poll();
      retry = setTimeout(stream, RETRY_MS);
    };
  }

  function stop() {
    stopped = true;
    es?.close();
    clearTimeout(timer);
    clearTimeout(retry);
  }

  // The first time, learn where the log stands; after a reload, the stream replays from the last one seen.
  if (state.a) stream();
  else
    catchUp()
      .catch(() => {})
      .finally(stream);
  return stop;
}
