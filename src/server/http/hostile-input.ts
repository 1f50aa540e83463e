import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import { AppError, errorBody } from './errors';

/** Deepest JSON body accepted (the deepest real body, a form with nested conditions, is about 12). */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than `max` (strings skipped); linear, no recursion. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string, escapes included.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are parsed as Fastify does (prototype poisoning refused), after a depth check: a body nested
 * past MAX_JSON_DEPTH answers 400 before any handler, better-auth's included, can recurse through it.
 */
export function installJsonDepthLimit(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH))
      return done(
        new AppError(400, Msg.invalidData, undefined, [
          { path: 'body', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` },
        ]),
        undefined,
      );
    parse(req, body as string, done);
  });
}

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

/** What the HTTP parser's refusals answer: the house error body instead of Fastify's own shape. */
const CLIENT_ERRORS: Record<string, { status: number; text: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'Request Timeout', message: 'Request timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, text: 'Request Header Fields Too Large', message: 'Headers too large' },
};

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refused (raw non-ASCII bytes in the target,
 * e.g. `?search=Ibáñez` unencoded; a malformed request line; over-large headers) answers the CONTRACT
 * error body with a fresh request id, then the connection closes (the parser cannot go on reading it).
 */
export function clientErrors(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[err.code ?? ''];
  const status = known?.status ?? 400;
  const requestId = randomUUID();
  const body = JSON.stringify({
    error: known?.message ?? Msg.invalidData,
    ...(known
      ? {}
      : { details: [{ path: 'url', message: 'Malformed request (percent-encode non-ASCII characters)' }] }),
    requestId,
  });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${known?.text ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

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
