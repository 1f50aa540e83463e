import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Widget endpoints answer any origin (their own domain check happens in the service). */
    widgetCors?: boolean;
  }
}

/** Adds `Access-Control-Allow-Origin: *` to every answer of a widget route, errors and 429s included. */
export function installWidgetCors(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (!req.routeOptions.config?.widgetCors) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'X-Conversation-Id'); // exactly as the interface states
  });
}

/** The answer to a widget route's CORS preflight. */
export function preflight(methods: string) {
  return async (_req: FastifyRequest, reply: import('fastify').FastifyReply) =>
    reply
      .status(204)
      .header('access-control-allow-methods', methods)
      .header('access-control-allow-headers', 'Content-Type')
      .header('access-control-max-age', '86400')
      .send();
}

/** The host of the embedding page: Origin, or Referer when Origin is absent; null for `Origin: null` or neither. */
export function requestHost(req: FastifyRequest): string | null {
  const origin = req.headers.origin;
  const source = origin ?? req.headers.referer;
  if (!source || source === 'null') return null;
  try {
    return new URL(source).hostname || null;
  } catch {
    return null;
  }
}
