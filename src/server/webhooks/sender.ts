import type { Dispatcher } from 'undici';
import { guardedFetch, NetGuardError } from '../http/net-guard';
import { webhookHeaders } from './signing';

/** A delivery counts as failed without a complete 2xx answer within this time (CONTRACT). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read (only a snippet is kept for the log). */
const MAX_RESPONSE_BYTES = 16 * 1024;
/** Longest Retry-After honoured; a receiver cannot park a delivery for longer than the schedule's longest step. */
const MAX_RETRY_AFTER_MS = 10 * 3600_000;

export interface AttemptResult {
  ok: boolean;
  /** The receiver's HTTP status, or null when there was no answer (timeout, refused, blocked address). */
  statusCode: number | null;
  /** Why the attempt failed, for the delivery log; null on success. */
  error: string | null;
  /** The receiver's Retry-After, in ms (capped), when it sent one with a failure. */
  retryAfterMs: number | null;
  /** 410 Gone: the receiver asks for this webhook to be turned off. */
  gone: boolean;
}

/** Parses Retry-After: delay-seconds or an HTTP date. */
export function parseRetryAfter(value: unknown, now: number = Date.now()): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const v = value.trim();
  let ms: number;
  if (/^\d+$/.test(v)) ms = Number(v) * 1000;
  else {
    const at = Date.parse(v);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

function snippet(body: Buffer): string {
  const text = body.subarray(0, 200).toString('utf8').replace(/\s+/g, ' ').trim();
  return text ? `: ${text}` : '';
}

/**
 * One delivery attempt: POSTs `body` with the Standard Webhooks headers through the private-address guard
 * (checked again on the connected socket, so a DNS answer that changed since save cannot reach an internal
 * address), without following redirects, within `timeoutMs`.
 */
export async function sendWebhook(opts: {
  url: string;
  eventId: string;
  body: string;
  secret: string | null;
  allowPrivate: boolean;
  timeoutMs?: number;
  /** A kept-alive agent from createOutboundAgent (the worker's); by default one per call. */
  dispatcher?: Dispatcher;
  /** A shared signal that aborts when `timeoutMs` has passed (createDeadlines); by default a timer per call. */
  deadline?: AbortSignal;
}): Promise<AttemptResult> {
  const timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  // The signed timestamp is the wall clock of this attempt: receivers compare it with their own.
  const headers = webhookHeaders({
    id: opts.eventId,
    timestamp: Math.floor(Date.now() / 1000),
    body: opts.body,
    secret: opts.secret,
  });
  try {
    const res = await guardedFetch(opts.url, {
      allowPrivate: opts.allowPrivate,
      timeoutMs,
      maxBytes: MAX_RESPONSE_BYTES,
      overflow: 'truncate',
      method: 'POST',
      headers,
      body: opts.body,
      redirect: 'manual',
      dispatcher: opts.dispatcher,
      deadline: opts.deadline,
    });
    const status = res.status;
    if (status >= 200 && status < 300)
      return { ok: true, statusCode: status, error: null, retryAfterMs: null, gone: false };
    const error =
      status >= 300 && status < 400
        ? `HTTP ${status} (redirects are not followed)`
        : `HTTP ${status}${snippet(res.body)}`.slice(0, 300);
    const retryAfter = res.headers['retry-after'];
    return {
      ok: false,
      statusCode: status,
      error,
      retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter),
      gone: status === 410,
    };
  } catch (err) {
    let error: string;
    if (err instanceof NetGuardError && err.reason === 'TIMEOUT')
      error = `No complete answer within ${timeoutMs / 1000} s`;
    else if (err instanceof NetGuardError) error = err.message;
    else error = `Request failed: ${(err as Error).message}`;
    return { ok: false, statusCode: null, error: error.slice(0, 300), retryAfterMs: null, gone: false };
  }
}

function pick(obj: unknown, order: string[], inner: Record<string, (v: unknown) => unknown> = {}): unknown {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj;
  const src = obj as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // Plain loops: this runs for every delivery, and filter/includes chains showed in its profile.
  for (const k of order) if (Object.hasOwn(src, k)) out[k] = inner[k] ? inner[k](src[k]) : src[k];
  for (const k of Object.keys(src)) if (!Object.hasOwn(out, k)) out[k] = inner[k] ? inner[k](src[k]) : src[k];
  return out;
}

/**
 * Stored payloads keep the answers' key order beside them under this key (jsonb does not keep key order);
 * the body sent has `collectedData` in that order and never this key.
 */
export const ANSWER_ORDER = '_answerOrder';
/** The same for `hiddenFields` (the form's declared order). */
export const HIDDEN_ORDER = '_hiddenOrder';

function inOrder(data: unknown, order: unknown) {
  if (!Array.isArray(order) || !data || typeof data !== 'object') return data;
  const src = data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of order) if (typeof k === 'string' && Object.hasOwn(src, k)) out[k] = src[k];
  for (const k of Object.keys(src)) if (!Object.hasOwn(out, k)) out[k] = src[k];
  return out;
}

function orderedAnswers(c: Record<string, unknown>) {
  const { [ANSWER_ORDER]: order, [HIDDEN_ORDER]: hiddenOrder, ...rest } = c;
  const out: Record<string, unknown> = { ...rest, collectedData: inOrder(rest.collectedData, order) };
  if (Object.hasOwn(rest, 'hiddenFields')) out.hiddenFields = inOrder(rest.hiddenFields, hiddenOrder);
  return out;
}

/**
 * The exact bytes POSTed for a stored payload, keys in the documented order (jsonb storage reorders them).
 * The same payload always gives the same bytes, so every retry carries the same body.
 */
export function deliveryBody(payload: Record<string, unknown>): string {
  const message = (m: unknown) => pick(m, ['id', 'role', 'content', 'createdAt']);
  const conversation = (c: unknown) =>
    pick(
      c && typeof c === 'object' && !Array.isArray(c) ? orderedAnswers(c as Record<string, unknown>) : c,
      ['id', 'formId', 'status', 'collectedData', 'hiddenFields', 'createdAt', 'completedAt', 'messages'],
      {
        messages: (ms) => (Array.isArray(ms) ? ms.map(message) : ms),
      },
    );
  const data = (d: unknown) =>
    pick(d, ['conversation', 'form'], { conversation, form: (f) => pick(f, ['id', 'name', 'formType']) });
  return JSON.stringify(pick(payload, ['type', 'timestamp', 'test', 'data'], { data }));
}
