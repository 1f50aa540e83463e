import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the stand-in received, with its form-encoded body decoded into nested objects. */
export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: the value for STRIPE_API_BASE. */
  url: string;
  requests: StripeRequest[];
  /** Requests to one path, e.g. `/v1/customers`. */
  calls(path: string): StripeRequest[];
  /** The next `n` requests answer this HTTP status with a Stripe error body. */
  failNext(status: number, n?: number): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** Decodes `a[b][0][c]=1&a[d]=2` (how the SDK encodes parameters) into `{a: {b: [{c: '1'}], d: '2'}}`. */
export function decodeStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const last = i === parts.length - 1;
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
      } else {
        if (container[slot] === undefined) container[slot] = /^\d+$/.test(parts[i + 1]!) ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    }
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, message: string, type = 'invalid_request_error') {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify({ error: { type, message } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server standing in for the three Stripe API calls Charla makes (customers, checkout
 * sessions, billing-portal sessions). It checks the secret key, honours Idempotency-Key like Stripe
 * (same key, same answer), records every request and answers realistic objects.
 */
export async function startFakeStripe(opts: { secretKey: string }): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  let failures: Array<number> = [];

  const routes: Record<string, (body: Record<string, unknown>) => unknown> = {
    '/v1/customers': (b) => ({
      id: id('cus'),
      object: 'customer',
      created: Math.floor(Date.now() / 1000),
      email: b.email ?? null,
      name: b.name ?? null,
      metadata: b.metadata ?? {},
      livemode: false,
    }),
    '/v1/checkout/sessions': (b) => {
      const sessionId = id('cs');
      return {
        id: sessionId,
        object: 'checkout.session',
        mode: b.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: b.customer ?? null,
        client_reference_id: b.client_reference_id ?? null,
        metadata: b.metadata ?? {},
        success_url: b.success_url,
        cancel_url: b.cancel_url,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        livemode: false,
      };
    },
    '/v1/billing_portal/sessions': (b) => {
      const sessionId = id('bps');
      return {
        id: sessionId,
        object: 'billing_portal.session',
        customer: b.customer,
        return_url: b.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${sessionId}`,
        livemode: false,
      };
    },
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0]!;
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const record: StripeRequest = {
      method: req.method ?? 'GET',
      path,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      stripeVersion: header('stripe-version'),
      body: decodeStripeForm(raw),
    };
    requests.push(record);
    if (record.authorization !== `Bearer ${opts.secretKey}`)
      return stripeError(res, 401, 'Invalid API Key provided', 'authentication_error');
    const failure = failures.shift();
    if (failure) return stripeError(res, failure, 'Simulated failure', 'api_error');
    const make = record.method === 'POST' ? routes[path] : undefined;
    if (!make) return stripeError(res, 404, `Unrecognized request URL (${record.method}: ${path})`);
    const key = record.idempotencyKey ? `${path} ${record.idempotencyKey}` : undefined;
    const reply = (key && replies.get(key)) || { status: 200, body: make(record.body) };
    if (key) replies.set(key, reply);
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (p) => requests.filter((r) => r.path === p),
    failNext(status, n = 1) {
      failures = [...failures, ...Array.from({ length: n }, () => status)];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Stripe event envelope around `object`, as Stripe would POST it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; created?: number } = {},
) {
  return {
    id: opts.id ?? id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: opts.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and the `Stripe-Signature` header for an event, signed by the SDK's own test helper. */
export function signEvent(event: unknown, secret: string, opts: { timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: opts.timestamp });
  return { payload, signature };
}

/** A subscription object as the current API version shapes it. */
export function subscriptionObject(opts: {
  id: string;
  customer: string;
  status: string;
  price: string;
  userId?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: opts.id,
    object: 'subscription',
    customer: opts.customer,
    status: opts.status,
    metadata: opts.userId ? { userId: opts.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          object: 'subscription_item',
          price: { id: opts.price, object: 'price', recurring: { interval: 'month' } },
          quantity: 1,
          current_period_start: now,
          current_period_end: now + 30 * 86400,
        },
      ],
    },
    cancel_at_period_end: false,
    created: now,
  };
}
