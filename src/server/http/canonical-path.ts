import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's path (no query), checked canonical before any guard ran: every guard and handler that
     * decides from a path reads this one, never `req.url` (DESIGN 12, "One path, one rule").
     */
    canonicalPath: string;
  }
}

// Characters whose percent-encoding is refused: the unreserved ones (RFC 3986 §6.2.2.2 says they are never
// encoded), the ones that change how a path splits or ends (/ \ ; ? #), `%` itself (double encoding), and
// controls. Other escapes (a space, `@`, UTF-8 bytes) stay: they mean one thing to every router.
function refusedEscape(byte: number): boolean {
  const unreserved =
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x2d ||
    byte === 0x2e ||
    byte === 0x5f ||
    byte === 0x7e;
  return unreserved || byte < 0x20 || byte === 0x7f || '/\\;?#%'.includes(String.fromCharCode(byte));
}

/**
 * The path of a request target when it is canonical, else null. Canonical: origin-form (starts with one
 * `/`), no dot segment, no empty segment (`//`), no backslash, `;` or `#`, no percent-escape of a character
 * listed in refusedEscape, and unchanged by WHATWG URL parsing (what better-auth and `new URL` serve).
 * Then Fastify's router, better-auth's and every guard see the same path: one spelling per resource.
 */
export function canonicalPath(url: string): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path[0] !== '/' || /[\\;#]|\/\//.test(path)) return null;
  for (let i = path.indexOf('%'); i !== -1; i = path.indexOf('%', i + 1)) {
    const hex = path.slice(i + 1, i + 3);
    if (!/^[0-9a-fA-F]{2}$/.test(hex) || refusedEscape(Number.parseInt(hex, 16))) return null;
  }
  for (const segment of path.split('/')) if (segment === '.' || segment === '..') return null;
  try {
    if (new URL(path, 'http://x').pathname !== path) return null;
  } catch {
    return null;
  }
  return path;
}

/** Why a path was refused, for the 400's details. */
export const NOT_CANONICAL =
  'The path is not canonical (dot segments, doubled slashes, backslashes, ";", or percent-encoded dots, slashes or letters)';

/**
 * The first hook of every request: a path that is not canonical answers 400 `Invalid data` before any
 * guard (throttle, sign-up rule, origin check, rate limit) or handler sees it; the others get
 * `req.canonicalPath`.
 */
export function installCanonicalPath(app: FastifyInstance) {
  app.decorateRequest('canonicalPath', '');
  app.addHook('onRequest', (req: FastifyRequest, _reply, done) => {
    const path = canonicalPath(req.url);
    if (path === null)
      return done(new AppError(400, Msg.invalidData, undefined, [{ path: 'url', message: NOT_CANONICAL }]));
    req.canonicalPath = path;
    done();
  });
}
