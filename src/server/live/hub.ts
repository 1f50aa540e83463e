import type { FastifyBaseLogger } from 'fastify';
import type { ConversationListItem } from '../../contract/conversations';
import { ErrorCode, Msg } from '../../contract/errors';
import { LIVE_EVENTS } from '../../contract/live';
import { senderOf } from '../conversations/service';
import type { Db } from '../db/open';
import { AppError } from '../http/errors';
import type { Doorbell, LiveChannel } from './channel';
import * as store from './store';

/** One Server-Sent Event. */
export interface LiveEvent {
  id?: string;
  event: string;
  data: unknown;
  retry?: number;
}

/** An open stream as the hub sees it. */
export interface LiveClient {
  send(e: LiveEvent): void;
  close(): void;
}

interface VisitorSub {
  client: LiveClient;
  address: string;
  conversationId: string;
  /** The seq of the last message sent. */
  seq: number;
  /** The handler last told (null: none yet). */
  handler: string | null;
}

interface OwnerSub {
  client: LiveClient;
  address: string;
  userId: string;
  openedAt: number;
  /** Per conversation seen: the last message seq and the updatedAt sent (bounded, oldest dropped). */
  known: Map<string, { seq: number; updatedAt: number }>;
}

export interface LiveLimits {
  perAddress: number;
  perConversation: number;
}

export interface LiveHubDeps {
  db: Db;
  channel: LiveChannel;
  limits: LiveLimits;
  /** How often streams poll while the channel is down. */
  pollMs: number;
  /** How often they poll anyway while it is up (a doorbell lost between instances costs at most this). */
  safetyPollMs: number;
  /** A conversation as the list shows it (owner streams' `conversation` event). */
  listItem(id: string): Promise<ConversationListItem | null>;
  log?: FastifyBaseLogger;
}

/** Messages written this long before an owner stream opened still reach it (a transaction under way then). */
const OWNER_LOOKBACK_MS = 10_000;
/** Conversations one owner stream remembers. */
const OWNER_KNOWN_MAX = 1000;
/** Conversations one poll re-reads per owner stream (the most recently seen). */
const OWNER_POLL_KNOWN = 200;
const CHUNK = 500;

/** 429 in the CONTRACT's style (a stream is held, not counted per minute: retry once one has closed). */
const tooMany = (limit: number) =>
  new AppError(429, Msg.tooManyRequests, ErrorCode.RATE_LIMITED, undefined, {
    'retry-after': '10',
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': '0',
    'ratelimit-reset': '10',
  });

/**
 * The streams open on this instance and what they have been sent. Every change is read from the database
 * (a doorbell names the conversation, never carries its content), so a stream gets each message once, in
 * order, whichever instance wrote it; polling covers the time the channel is down.
 */
export class LiveHub {
  private readonly visitors = new Map<string, Set<VisitorSub>>();
  private readonly owners = new Map<string, Set<OwnerSub>>();
  private readonly perAddress = new Map<string, number>();
  private pending = new Map<string, string>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private timer?: NodeJS.Timeout;
  private lastFullPoll = Date.now();
  private closed = false;

  constructor(private readonly deps: LiveHubDeps) {}

  /** 'up' while doorbells arrive; 'down' while the streams poll. */
  get state(): 'up' | 'down' {
    return this.deps.channel.up ? 'up' : 'down';
  }

  get counts() {
    let visitors = 0;
    for (const s of this.visitors.values()) visitors += s.size;
    let owners = 0;
    for (const s of this.owners.values()) owners += s.size;
    return { visitors, owners };
  }

  async start() {
    await this.deps.channel.start({
      ring: (d) => this.enqueue(d),
      recovered: () => void this.fullPoll(),
    });
    this.timer = setInterval(() => this.tick(), Math.min(this.deps.pollMs, this.deps.safetyPollMs));
    this.timer.unref();
  }

  /** Tells every instance that a conversation changed (call after the change committed). */
  ring(conversationId: string, userId: string) {
    if (this.closed) return;
    this.deps.channel.publish({ c: conversationId, u: userId });
    // While the channel is down this instance's own streams need not wait for the next poll.
    if (!this.deps.channel.up) this.enqueue({ c: conversationId, u: userId });
  }

  /** A visitor's stream from `seq` (exclusive); throws 429 over a limit. Returns its release. */
  addVisitor(client: LiveClient, address: string, conversationId: string, seq: number, handler: string) {
    const subs = this.visitors.get(conversationId);
    if ((subs?.size ?? 0) >= this.deps.limits.perConversation)
      throw tooMany(this.deps.limits.perConversation);
    this.take(address);
    const sub: VisitorSub = { client, address, conversationId, seq, handler };
    if (subs) subs.add(sub);
    else this.visitors.set(conversationId, new Set([sub]));
    // Messages after its cursor (a resume) are read now.
    this.enqueue({ c: conversationId, u: '' });
    return () => {
      const set = this.visitors.get(conversationId);
      if (set?.delete(sub)) this.give(address);
      if (set?.size === 0) this.visitors.delete(conversationId);
    };
  }

  /** An owner's stream of all their conversations; throws 429 over the per-address limit. */
  addOwner(client: LiveClient, address: string, userId: string) {
    this.take(address);
    const sub: OwnerSub = { client, address, userId, openedAt: Date.now(), known: new Map() };
    const subs = this.owners.get(userId);
    if (subs) subs.add(sub);
    else this.owners.set(userId, new Set([sub]));
    return () => {
      const set = this.owners.get(userId);
      if (set?.delete(sub)) this.give(address);
      if (set?.size === 0) this.owners.delete(userId);
    };
  }

  /** Ends every stream (graceful shutdown: clients reconnect elsewhere and resume). */
  async close() {
    this.closed = true;
    clearInterval(this.timer);
    for (const set of this.visitors.values()) for (const s of set) s.client.close();
    for (const set of this.owners.values()) for (const s of set) s.client.close();
    this.visitors.clear();
    this.owners.clear();
    this.perAddress.clear();
    await this.deps.channel.close();
  }

  private take(address: string) {
    const n = this.perAddress.get(address) ?? 0;
    if (n >= this.deps.limits.perAddress) throw tooMany(this.deps.limits.perAddress);
    this.perAddress.set(address, n + 1);
  }

  private give(address: string) {
    const n = (this.perAddress.get(address) ?? 1) - 1;
    if (n <= 0) this.perAddress.delete(address);
    else this.perAddress.set(address, n);
  }

  private tick() {
    if (this.closed) return;
    const due = this.deps.channel.up ? this.deps.safetyPollMs : this.deps.pollMs;
    if (Date.now() - this.lastFullPoll >= due - 50) void this.fullPoll();
    else if (this.pending.size) this.schedule();
  }

  /** Every watched conversation is checked, and each owner's ACTIVE ones changed since the last poll. */
  private async fullPoll() {
    const since = new Date(this.lastFullPoll - OWNER_LOOKBACK_MS);
    this.lastFullPoll = Date.now();
    for (const c of this.visitors.keys()) this.pending.set(c, '');
    for (const [userId, subs] of this.owners)
      for (const s of subs)
        for (const c of [...s.known.keys()].slice(-OWNER_POLL_KNOWN)) this.pending.set(c, userId);
    try {
      const owners = [...this.owners.keys()];
      for (let i = 0; i < owners.length; i += CHUNK)
        for (const r of await store.changedActive(this.deps.db, owners.slice(i, i + CHUNK), since))
          this.pending.set(r.id, '');
    } catch (err) {
      this.deps.log?.warn({ err }, 'live: polling for changed conversations failed');
    }
    this.schedule();
  }

  private enqueue(d: Doorbell) {
    if (!this.visitors.has(d.c) && !(d.u && this.owners.has(d.u))) return;
    this.pending.set(d.c, d.u);
    this.schedule();
  }

  /** Doorbells arriving together are read together; one flush at a time. */
  private schedule() {
    if (this.flushing) {
      this.again = true;
      return;
    }
    this.flushing = new Promise<void>((r) => setImmediate(r))
      .then(() => this.flush())
      .catch((err) => this.deps.log?.warn({ err }, 'live: reading changes failed; the next poll retries'))
      .finally(() => {
        this.flushing = null;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
  }

  private async flush() {
    const ids = [...this.pending.keys()];
    this.pending = new Map();
    for (let i = 0; i < ids.length && !this.closed; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      try {
        const found = await store.pulses(this.deps.db, chunk);
        for (const p of found) await this.deliver(p);
        this.endGone(chunk, found);
      } catch (err) {
        // Checked again by the next poll: nothing is lost, only late.
        for (const c of chunk) if (!this.pending.has(c)) this.pending.set(c, '');
        throw err;
      }
    }
  }

  /** A conversation asked about and not found was deleted: its visitors' streams end (they would only beat). */
  private endGone(ids: string[], found: store.ConversationPulse[]) {
    if (found.length === ids.length) return;
    const present = new Set(found.map((p) => p.id));
    for (const id of ids) {
      if (present.has(id)) continue;
      for (const s of this.visitors.get(id) ?? []) s.client.close();
    }
  }

  private async deliver(p: store.ConversationPulse) {
    const visitors = this.visitors.get(p.id);
    if (visitors?.size) await this.deliverVisitors(p, visitors);
    const owners = this.owners.get(p.userId);
    if (owners?.size) await this.deliverOwners(p, owners);
  }

  private async deliverVisitors(p: store.ConversationPulse, subs: Set<VisitorSub>) {
    const authorName = p.handler === 'HUMAN' ? p.ownerName : null;
    let from = Number.MAX_SAFE_INTEGER;
    for (const s of subs) {
      if (s.handler !== p.handler) {
        s.handler = p.handler;
        s.client.send({
          event: LIVE_EVENTS.handler,
          data: { conversationId: p.id, handler: p.handler, authorName },
        });
      }
      from = Math.min(from, s.seq);
    }
    if (p.lastSeq <= from) return;
    const rows = await store.messagesAfter(this.deps.db, p.id, from);
    for (const s of subs) {
      for (const m of rows) {
        if (m.seq <= s.seq) continue;
        s.client.send({ id: m.id, event: LIVE_EVENTS.message, data: toMessage(m) });
        s.seq = m.seq;
      }
    }
  }

  private async deliverOwners(p: store.ConversationPulse, subs: Set<OwnerSub>) {
    let item: ConversationListItem | null | undefined;
    let rows: store.LiveMessageRow[] | undefined;
    let rowsFrom = Number.MAX_SAFE_INTEGER;
    for (const s of subs) {
      let k = s.known.get(p.id);
      if (!k) {
        const first = await store.firstSeqSince(this.deps.db, p.id, new Date(s.openedAt - OWNER_LOOKBACK_MS));
        k = { seq: Math.min(first - 1, p.lastSeq), updatedAt: 0 };
      } else s.known.delete(p.id); // re-inserted last: the map keeps the most recently seen at its end
      s.known.set(p.id, k);
      if (s.known.size > OWNER_KNOWN_MAX) s.known.delete(s.known.keys().next().value!);
      const changed = k.updatedAt !== p.updatedAt.getTime() || p.lastSeq > k.seq;
      if (!changed) continue;
      if (item === undefined) item = await this.deps.listItem(p.id);
      if (item) s.client.send({ event: LIVE_EVENTS.conversation, data: item });
      k.updatedAt = p.updatedAt.getTime();
      if (p.lastSeq <= k.seq) continue;
      if (!rows || k.seq < rowsFrom) {
        rowsFrom = k.seq;
        rows = await store.messagesAfter(this.deps.db, p.id, k.seq);
      }
      for (const m of rows) {
        if (m.seq <= k.seq) continue;
        s.client.send({
          id: m.id,
          event: LIVE_EVENTS.message,
          data: { conversationId: p.id, message: toMessage(m) },
        });
        k.seq = m.seq;
      }
    }
  }
}

/** A stored message as the API shows it (a file answer's marker stays as written on the streams). */
export function toMessage(m: store.LiveMessageRow) {
  return {
    id: m.id,
    role: m.role as 'VISITOR' | 'ASSISTANT',
    content: m.content,
    createdAt: m.createdAt.toISOString(),
    sentBy: senderOf(m),
    authorName: m.authorName,
  };
}
