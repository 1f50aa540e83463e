import { promises as dns, lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, type Dispatcher, request } from 'undici';

/** Why an outbound request was refused or failed. */
export type NetGuardReason =
  | 'INVALID_URL'
  | 'BLOCKED_ADDRESS'
  | 'UNRESOLVABLE'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'NETWORK';

/** The typed error of this module: `reason` says what went wrong. */
export class NetGuardError extends Error {
  constructor(
    readonly reason: NetGuardReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'NetGuardError';
  }
}

// IPv4 ranges that are not the public internet: [network, prefix length].
const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

function v4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

const V4_RANGES = V4_BLOCKED.map(([net, bits]) => {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return { base: (v4ToInt(net)! & mask) >>> 0, mask };
});

function isPrivateV4(n: number): boolean {
  return V4_RANGES.some((r) => (n & r.mask) >>> 0 === r.base);
}

/** Parses an IPv6 literal into 8 hextets (accepts an embedded dotted IPv4 tail), or null. */
function v6ToHextets(ip: string): number[] | null {
  let s = ip.toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(':');
  if (s.includes('.', lastColon)) {
    const v4 = v4ToInt(s.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4 >>> 16, v4 & 0xffff];
    s = `${s.slice(0, lastColon + 1)}0`; // placeholder hextet, replaced below
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const groups = [...head, ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const total = groups.length + (tail.length ? 1 : 0);
  if (halves.length === 1 && total !== 8) return null;
  if (halves.length === 2 && total > 7) return null;
  const fill = new Array<string>(8 - total).fill('0');
  let out = (halves.length === 2 ? [...head, ...fill, ...rest] : head).map((g) => Number.parseInt(g, 16));
  if (tail.length) out = [...out.slice(0, 6), ...tail];
  return out.length === 8 ? out : null;
}

function isPrivateV6(h: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0] = h;
  const embedded = ((g << 16) | k) >>> 0;
  const zeroTo = (n: number) => h.slice(0, n).every((x) => x === 0);
  if (zeroTo(5) && f === 0xffff) return isPrivateV4(embedded); // ::ffff:a.b.c.d (IPv4-mapped)
  if (zeroTo(6)) return true; // ::, ::1 and deprecated IPv4-compatible ::a.b.c.d
  if (zeroTo(4) && e === 0xffff && f === 0) return isPrivateV4(embedded); // ::ffff:0:a.b.c.d (SIIT)
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return isPrivateV4(embedded); // NAT64
  if (a === 0x64 && b === 0xff9b && c === 1) return true; // local-use NAT64
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return true; // discard-only
  if (a === 0x2001 && b === 0xdb8) return true; // documentation
  if (a === 0x2002) return isPrivateV4(((b << 16) | c) >>> 0); // 6to4 embeds an IPv4 address
  if (a === 0x3fff && (b & 0xf000) === 0) return true; // 3fff::/20 documentation
  if ((a & 0xfe00) === 0xfc00) return true; // unique-local fc00::/7 (fd00:ec2::254 metadata)
  if ((a & 0xffc0) === 0xfe80) return true; // link-local
  if ((a & 0xffc0) === 0xfec0) return true; // deprecated site-local
  if ((a & 0xff00) === 0xff00) return true; // multicast
  return false;
}

/** True when `ip` is not a public internet address (loopback, private, link-local, metadata, reserved…); a non-address counts as private. */
export function isPrivateAddress(ip: string): boolean {
  const addr = parseHostAddress(ip);
  if (addr === null) return true;
  if (isIP(addr) === 4) return isPrivateV4(v4ToInt(addr)!);
  const h = v6ToHextets(addr);
  return h === null ? true : isPrivateV6(h);
}

/** Parses one inet_aton number part: decimal, octal (leading 0) or hex (0x). */
function atonPart(p: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(p)) return p.length === 2 ? 0 : Number.parseInt(p.slice(2), 16);
  if (/^0[0-7]*$/.test(p)) return Number.parseInt(p, 8);
  if (/^[1-9]\d*$/.test(p)) return Number(p);
  return null;
}

/**
 * The IP address a host string means, canonically spelled, or null for a host name. IPv4 accepts every
 * inet_aton spelling (`2130706433`, `0177.0.0.1`, `0x7f000001`, `127.1`); IPv6 may be bracketed.
 */
export function parseHostAddress(host: string): string | null {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  if (h.includes(':')) {
    const hextets = v6ToHextets(h);
    return hextets ? hextets.map((x) => x.toString(16)).join(':') : null;
  }
  if (h.endsWith('.')) h = h.slice(0, -1);
  const parts = h.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const nums = parts.map(atonPart);
  if (nums.some((n) => n === null || !Number.isSafeInteger(n))) return null;
  const values = nums as number[];
  const last = values[values.length - 1]!;
  const lead = values.slice(0, -1);
  if (lead.some((n) => n > 255) || last >= 256 ** (4 - lead.length)) return null;
  let n = last;
  lead.forEach((v, i) => {
    n += v * 256 ** (3 - i);
  });
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Parses and checks an http(s) URL; throws NetGuardError('INVALID_URL'). */
function parseHttpUrl(url: string | URL): URL {
  let u: URL;
  try {
    u = new URL(String(url));
  } catch {
    throw new NetGuardError('INVALID_URL', 'The URL is not valid');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new NetGuardError('INVALID_URL', 'Only http and https URLs are allowed');
  if (u.username || u.password)
    throw new NetGuardError('INVALID_URL', 'URLs with credentials are not allowed');
  return u;
}

const blocked = (what: string) =>
  new NetGuardError('BLOCKED_ADDRESS', `The address ${what} is not allowed (private or local network)`);

const unresolvable = (host: string, cause?: unknown) =>
  new NetGuardError('UNRESOLVABLE', `The host ${host} cannot be resolved`, { cause });

// getaddrinfo's answers for a name that does not resolve (now or at all).
const DNS_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL']);

/** The host of a DNS failure found in an error's causes, or null. */
function dnsFailureHost(err: unknown): string | null {
  for (let e = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const { code, hostname } = e as { code?: string; hostname?: string };
    if (code && DNS_FAILURES.has(code)) return hostname ?? '';
  }
  return null;
}

/** Checks that a URL is http(s) and that every address its host resolves to is public; returns the parsed URL. */
export async function assertPublicUrl(url: string | URL, opts: { allowPrivate: boolean }): Promise<URL> {
  const u = parseHttpUrl(url);
  if (opts.allowPrivate) return u;
  const literal = parseHostAddress(u.hostname);
  if (literal) {
    if (isPrivateAddress(literal)) throw blocked(u.hostname);
    return u;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(u.hostname, { all: true, verbatim: true });
  } catch (err) {
    throw unresolvable(u.hostname, err);
  }
  if (addresses.length === 0) throw unresolvable(u.hostname);
  if (addresses.some((a) => isPrivateAddress(a.address))) throw blocked(u.hostname);
  return u;
}

/** A DNS lookup for sockets that fails when any resolved address is private. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(
    hostname,
    { family: options.family, hints: options.hints, all: true, verbatim: true },
    (err, addresses) => {
      if (err) return callback(unresolvable(hostname, err), '', 0);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad || addresses.length === 0) return callback(blocked(bad?.address ?? hostname), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    },
  );
};

/** An undici Agent whose sockets only ever reach public addresses: checked at DNS time and again on the connected socket. */
function createGuardedAgent(connectTimeoutMs: number): Agent {
  const base = buildConnector({ lookup: guardedLookup, timeout: connectTimeoutMs });
  return new Agent({
    connect: (options, callback) => {
      const literal = parseHostAddress(options.hostname);
      if (literal && isPrivateAddress(literal)) return callback(blocked(options.hostname), null);
      base(options, (err, socket) => {
        if (err || !socket) return callback(err ?? new NetGuardError('NETWORK', 'Connection failed'), null);
        const remote = socket.remoteAddress;
        if (!remote || isPrivateAddress(remote)) {
          socket.destroy();
          return callback(blocked(remote ?? options.hostname), null);
        }
        callback(null, socket);
      });
    },
  });
}

export interface GuardedFetchOptions {
  allowPrivate: boolean;
  /** Whole operation: connect, redirects, headers and body. */
  timeoutMs: number;
  maxBytes: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** 'manual' returns 3xx as is (webhooks); 'follow-guarded' follows up to 3 redirects, each re-checked. */
  redirect?: 'manual' | 'follow-guarded';
  /** 'error' (default) throws TOO_LARGE past maxBytes; 'truncate' stops reading and keeps the first maxBytes. */
  overflow?: 'error' | 'truncate';
  signal?: AbortSignal;
  /**
   * Instead of a timer of its own: a signal shared by many requests (createDeadlines) that aborts once
   * `timeoutMs` has passed for each of them, maybe a little later. Its abort is reported as TIMEOUT, and so is
   * an answer completed after `timeoutMs` but before the signal fired. Not combined with `signal`.
   */
  deadline?: AbortSignal;
  /**
   * A long-lived agent from createOutboundAgent (same allowPrivate), reused across calls so connections are
   * kept alive; it is not closed here. Without it each call uses, then destroys, its own agent.
   */
  dispatcher?: Dispatcher;
}

/**
 * A reusable agent for guardedFetch's `dispatcher` (webhook deliveries). With allowPrivate false every new
 * socket is checked as in guardedFetch; a kept-alive socket was checked when it connected.
 */
export function createOutboundAgent(opts: { allowPrivate: boolean; connectTimeoutMs: number }): Agent {
  return opts.allowPrivate
    ? new Agent({ connect: { timeout: opts.connectTimeoutMs } })
    : createGuardedAgent(opts.connectTimeoutMs);
}

export interface GuardedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The URL finally answered (after redirects). */
  url: string;
  truncated: boolean;
}

const MAX_REDIRECTS = 3;

function findGuardError(err: unknown): NetGuardError | undefined {
  for (let e = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++)
    if (e instanceof NetGuardError) return e;
  return undefined;
}

/** Drops a response body without reading it (destroying undici's body emits an error nobody needs). */
function discard(body: { on(event: 'error', fn: () => void): unknown; destroy(): void }) {
  body.on('error', () => {});
  body.destroy();
}

/** Reads a body up to maxBytes; past it, destroys the stream and throws or truncates. */
function readCapped(
  body: NodeJS.ReadableStream & Parameters<typeof discard>[0],
  maxBytes: number,
  overflow: 'error' | 'truncate',
): Promise<{ body: Buffer; truncated: boolean }> {
  // Events rather than `for await`: cheaper per response, which counts at thousands of deliveries a second.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      if (size + chunk.length <= maxBytes) {
        size += chunk.length;
        chunks.push(chunk);
        return;
      }
      body.removeListener('data', onData);
      body.removeListener('end', onEnd);
      discard(body);
      if (overflow === 'error')
        reject(new NetGuardError('TOO_LARGE', `The response is larger than ${maxBytes} bytes`));
      else {
        chunks.push(chunk.subarray(0, maxBytes - size));
        resolve({ body: Buffer.concat(chunks), truncated: true });
      }
    };
    const onEnd = () => resolve({ body: Buffer.concat(chunks), truncated: false });
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', reject);
  });
}

/** fetch for user-supplied URLs: public addresses only (unless allowPrivate), checked on the connected socket, with size cap and timeout. */
export async function guardedFetch(url: string | URL, opts: GuardedFetchOptions): Promise<GuardedResponse> {
  // Made only when it fires: an Error captures a stack trace, a cost every webhook delivery would pay.
  const timedOut = () => new NetGuardError('TIMEOUT', `No complete response within ${opts.timeoutMs} ms`);
  let timeoutError: NetGuardError | undefined;
  let signal = opts.deadline;
  const started = signal ? performance.now() : 0;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  if (!signal) {
    const controller = new AbortController();
    timer = setTimeout(() => {
      timeoutError = timedOut();
      controller.abort(timeoutError);
    }, opts.timeoutMs);
    onAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    signal = controller.signal;
  }
  const agent = opts.dispatcher
    ? opts.dispatcher
    : opts.allowPrivate
      ? new Agent({ connect: { timeout: opts.timeoutMs } })
      : createGuardedAgent(opts.timeoutMs);
  const redirect = opts.redirect ?? 'manual';
  let current = parseHttpUrl(url);
  let method = (opts.method ?? 'GET').toUpperCase();
  let body = opts.body;
  try {
    for (let hop = 0; ; hop++) {
      if (!opts.allowPrivate) {
        const literal = parseHostAddress(current.hostname);
        if (literal && isPrivateAddress(literal)) throw blocked(current.hostname);
      }
      const res = await request(current, {
        dispatcher: agent,
        method: method as Dispatcher.HttpMethod,
        headers: opts.headers,
        body,
        signal,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
      });
      const location = res.headers.location;
      if (
        redirect === 'follow-guarded' &&
        res.statusCode >= 300 &&
        res.statusCode < 400 &&
        typeof location === 'string'
      ) {
        discard(res.body);
        if (hop >= MAX_REDIRECTS)
          throw new NetGuardError('TOO_MANY_REDIRECTS', `More than ${MAX_REDIRECTS} redirects`);
        current = parseHttpUrl(new URL(location, current));
        if (
          res.statusCode === 303 ||
          ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      const declared = Number(res.headers['content-length']);
      if ((opts.overflow ?? 'error') === 'error' && Number.isFinite(declared) && declared > opts.maxBytes) {
        discard(res.body);
        throw new NetGuardError('TOO_LARGE', `The response is larger than ${opts.maxBytes} bytes`);
      }
      const read = await readCapped(res.body, opts.maxBytes, opts.overflow ?? 'error');
      // A shared deadline fires up to a slot late: the time allowed is still exactly timeoutMs.
      if (opts.deadline && performance.now() - started > opts.timeoutMs) throw timedOut();
      return { status: res.statusCode, headers: res.headers, url: current.toString(), ...read };
    }
  } catch (err) {
    if (timeoutError && signal.reason === timeoutError) throw timeoutError;
    if (opts.deadline?.aborted) throw timedOut();
    const guard = findGuardError(err);
    if (guard) throw guard;
    if (signal.aborted) throw err;
    const host = dnsFailureHost(err);
    if (host !== null) throw unresolvable(host || current.hostname, err);
    throw new NetGuardError('NETWORK', `Request failed: ${(err as Error).message}`, { cause: err });
  } finally {
    clearTimeout(timer);
    if (onAbort) opts.signal?.removeEventListener('abort', onAbort);
    if (!opts.dispatcher) agent.destroy().catch(() => {});
  }
}
