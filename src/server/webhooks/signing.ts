import { createHmac } from 'node:crypto';

const WHSEC = 'whsec_';

/** True when a secret can be used as a signing key (a `whsec_` secret must carry base64 key bytes). */
export function isValidSecret(secret: string): boolean {
  if (!secret.startsWith(WHSEC)) return secret.length > 0;
  const rest = secret.slice(WHSEC.length);
  return /^[A-Za-z0-9+/]+={0,2}$/.test(rest) && rest.length % 4 === 0 && signingKey(secret).length > 0;
}

/** Standard Webhooks key: the base64-decoded rest of a `whsec_` secret, otherwise the secret's UTF-8 bytes. */
export function signingKey(secret: string): Buffer {
  return secret.startsWith(WHSEC)
    ? Buffer.from(secret.slice(WHSEC.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, the Standard Webhooks signature. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one delivery attempt: webhook-id, webhook-timestamp and, with a secret, webhook-signature. */
export function webhookHeaders(opts: { id: string; timestamp: number; body: string; secret: string | null }) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Charla-Webhooks/1.0',
    'webhook-id': opts.id,
    'webhook-timestamp': String(opts.timestamp),
  };
  if (opts.secret) headers['webhook-signature'] = sign(opts.secret, opts.id, opts.timestamp, opts.body);
  return headers;
}
