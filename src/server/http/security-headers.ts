import type { FastifyInstance } from 'fastify';

/**
 * The security headers (and x-request-id) every answer carries, set from one precomputed object (helmet's middleware chain
 * cost about 40% of the throughput of the widget config endpoint; see docs/decisions.md).
 * Cross-Origin-Resource-Policy is cross-origin because the widget script and config are loaded by other sites.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
  if (opts.hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', req.id);
    done();
  });
}
