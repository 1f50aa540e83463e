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
  // The interface's X-Conversation-Id, and the third round's status, redirect and handler (CONTRACT), and the
  // ids of the message and its reply (a live client skips them on the streams).
  'access-control-expose-headers':
    'X-Conversation-Id, X-Conversation-Status, X-Redirect-Url, X-Conversation-Handler, X-Message-Id, X-Reply-Id',
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

/** The page is Charla's own (the share page at PUBLIC_URL/f/:id): every form's domain check lets it through. */
export const OWN_PAGE = Symbol('own page');
/** The host of the embedding page, or OWN_PAGE, or null when the request names none. */
export type PageHost = string | null | typeof OWN_PAGE;

/**
 * The host of the embedding page: Origin, or Referer when Origin is absent; null for `Origin: null` or neither;
 * OWN_PAGE when that origin is exactly Charla's own (scheme, host and port of `publicUrl`).
 */
export function requestHost(req: FastifyRequest, publicUrl?: string): PageHost {
  const origin = req.headers.origin;
  const source = origin ?? req.headers.referer;
  if (!source || source === 'null') return null;
  try {
    const url = new URL(source);
    if (publicUrl && url.origin === new URL(publicUrl).origin) return OWN_PAGE;
    return url.hostname || null;
  } catch {
    return null;
  }
}
