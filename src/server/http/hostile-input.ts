import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import { AppError, errorBody } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's query never fails (the deals list): hostile values there fall back to the defaults. */
    lenientQuery?: boolean;
  }
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can store: no NUL, and no lone UTF-16 surrogate (no UTF-8 encoding exists for one). */
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

// Fastify's query and params objects are "null objects" (a prototype that has none); streams and buffers
// (raw bodies) are not looked into.
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** The path of the first string (or object key) in a JSON value that is not storable text; null when all are. */
export function findHostileString(value: unknown): string | null {
  const stack: { v: unknown; path: string }[] = [{ v: value, path: '' }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path || '(value)';
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        stack.push({ v: item, path: `${path}.${i}` });
      });
    } else if (isPlainObject(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (!isStorableText(k)) return `${path}.(key)`;
        stack.push({ v: item, path: `${path}.${k}` });
      }
    }
  }
  return null;
}

/**
 * The one place hostile text is refused: every path parameter, query value and JSON body string (keys
 * included) with a NUL or a lone surrogate answers 400 `Invalid data` (`Invalid query` for the query of a
 * route that says so) before validation. Routes whose query never fails fall back to its defaults instead.
 */
export function installHostileInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const invalid = (where: string, path: string) =>
      new AppError(400, Msg.invalidData, undefined, [
        { path: `${where}${path}`, message: 'Invalid characters' },
      ]);
    const paramsPath = findHostileString(req.params);
    if (paramsPath) throw invalid('params', paramsPath);
    const queryPath = findHostileString(req.query);
    if (queryPath) {
      const config = req.routeOptions.config;
      if (config.lenientQuery) req.query = {};
      else
        throw new AppError(400, config.queryErrorMessage ?? Msg.invalidData, undefined, [
          { path: `querystring${queryPath}`, message: 'Invalid characters' },
        ]);
    }
    const bodyPath = findHostileString(req.body);
    if (bodyPath) throw invalid('body', bodyPath);
  });
}

const FRAMEWORK_ANSWERS: Record<string, { status: number; message: string }> = {
  // A path segment that is not valid percent-encoded UTF-8 (e.g. a lone surrogate).
  FST_ERR_BAD_URL: { status: 400, message: Msg.invalidData },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'Path too long' },
};

/** Fastify's own router errors (bad URL, over-long path parameter) answered with the house error body. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ANSWERS[err.code];
  const status = known?.status ?? 400;
  return reply
    .status(status)
    .header('x-request-id', req.id)
    .type('application/json; charset=utf-8')
    .send(errorBody(req, known?.message ?? Msg.invalidData));
}
