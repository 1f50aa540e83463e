import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emptyResponse } from './route-kit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Widget endpoints answer any origin (their own domain check happens in the service). */
    widgetCors?: boolean;
  }
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-Conversation-Id', // exactly as the interface states
};

/**
 * Adds `Access-Control-Allow-Origin: *` to every answer of a widget route, errors and 429s included:
 * a first onRequest hook on just those routes (a global onSend hook cost every request its time).
 */
export function installWidgetCors(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.widgetCors) return;
    const setCors = (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(CORS_HEADERS);
      done();
    };
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [setCors, ...existing] as typeof route.onRequest;
  });
}

/** How the document shows a widget route's CORS preflight. */
export const preflightSchema = {
  tags: ['Widget'],
  summary: 'CORS preflight (browsers send it before a cross-origin call)',
  security: [],
  response: {
    204: emptyResponse('Allowed from any origin', {
      'Access-Control-Allow-Origin': { description: '*', required: true },
      'Access-Control-Allow-Methods': { description: 'The methods of this path', required: true },
      'Access-Control-Allow-Headers': { description: 'Content-Type' },
      'Access-Control-Max-Age': { description: '86400', schema: { type: 'integer' } },
    }),
  },
};

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
