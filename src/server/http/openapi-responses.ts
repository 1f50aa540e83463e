import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorResponse } from '../../contract/common';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never touches the database (health, widget script, the document): it cannot answer 503. */
    noDatabase?: boolean;
    /** Limited by the app's own throttle (a preHandler), not by the rate-limit plugin: it can answer 429. */
    throttled?: boolean;
    /** The body is read raw rather than as JSON; the document lists it with this media type. */
    rawBody?: { mediaType: string; description: string };
  }
}

const RETRY_AFTER = { type: 'integer', description: 'Seconds to wait before trying again' };
/** The headers generic error answers carry (CONTRACT: 429s carry Retry-After and RateLimit-*). */
export const ERROR_HEADERS: Record<string, Record<string, unknown>> = {
  429: {
    'Retry-After': RETRY_AFTER,
    'RateLimit-Limit': { type: 'integer', description: 'The budget of the window (per-address limits)' },
    'RateLimit-Remaining': { type: 'integer', description: 'What is left of it' },
    'RateLimit-Reset': { type: 'integer', description: 'Seconds until the window resets' },
  },
  503: { 'Retry-After': RETRY_AFTER },
};

/** Methods whose body Fastify reads: a body over the limit answers 413, one it cannot parse 415. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What a route is, as far as its generic error answers go. */
export interface RouteTraits {
  method: string | string[];
  url: string;
  /** Its body is read raw (any media type): no 415 from the framework. */
  rawBody?: boolean;
  /** Limited per address or account (429). */
  throttled?: boolean;
  noDatabase?: boolean;
}

/**
 * The error answers generic hooks give any route (src/server/http: hostile input, parsers, router, rate
 * limits, the database monitor), with why; a route's own declaration of the same status wins.
 */
export function standardErrorStatuses(route: RouteTraits): Record<number, string> {
  const out: Record<number, string> = {
    400: 'Invalid data: a malformed address, or text with a NUL or a lone surrogate in a path, query or body value',
  };
  const methods = [route.method].flat();
  if (methods.some((m) => BODY_METHODS.has(m))) {
    out[413] = 'Request body too large (1 MB for JSON bodies)';
    if (!route.rawBody) out[415] = 'Unsupported media type (bodies are JSON)';
  }
  if (route.url.includes(':') || route.url.includes('{'))
    out[414] = 'Path too long: a path parameter over 100 characters';
  if (route.throttled)
    out[429] = 'Too many requests: the rate limit of this route (Retry-After says when to try again)';
  if (!route.noDatabase) out[503] = 'Service unavailable: the database could not be reached (Retry-After: 5)';
  return out;
}

/** The response schemas of standardErrorStatuses, each the error body with its reason as description. */
export function standardErrorResponses(route: RouteTraits) {
  return Object.fromEntries(
    Object.entries(standardErrorStatuses(route)).map(([status, why]) => [
      status,
      ErrorResponse.describe(why),
    ]),
  );
}

/**
 * Adds the generic error answers to every documented route as it is declared, so a new route lists them
 * without anyone writing them out (and the answers are serialised by the same error schema).
 */
export function installStandardResponses(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    if (!schema || schema.hide) return;
    const config = route.config ?? {};
    const generic = standardErrorResponses({
      method: route.method,
      url: route.url,
      rawBody: !!config.rawBody,
      throttled: !!config.rateLimit || !!config.throttled,
      noDatabase: !!config.noDatabase,
    });
    route.schema = { ...schema, response: { ...generic, ...(schema.response ?? {}) } };
  });
}
