import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify's own `true` trusts every hop (the left-most, client-written
 * X-Forwarded-For entry wins) and its numeric form trusts none, so a hop count becomes a function: the socket
 * peer and the next n-1 entries from the right are proxies, the entry before them is the client.
 */
export function trustProxyOption(tp: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (tp === false) return false;
  if (typeof tp === 'number') return (_addr: string, hop: number) => hop < tp;
  return tp;
}
