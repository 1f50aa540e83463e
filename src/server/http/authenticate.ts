import type { FastifyReply, FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import type { Auth } from '../account/auth';
import type { AccountService } from '../account/service';
import { SESSION_COOKIE } from '../account/session-cookie';
import { AppError } from './errors';

export interface AuthUser {
  id: string;
  via: 'apiKey' | 'session';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Converts Node's headers into the Fetch API's Headers that better-auth reads. */
export function toFetchHeaders(headers: FastifyRequest['headers']): Headers {
  const out = new Headers();
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) out.append(k, item);
    else out.set(k, String(v));
  }
  return out;
}

/** A cookie-authenticated write from another site: Origin (or Sec-Fetch-Site) says the page was not ours. */
export function isCrossSite(req: FastifyRequest, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin) {
    if (origin === 'null') return true;
    const own = new Set([publicOrigin, `${req.protocol}://${req.host}`]);
    return !own.has(origin);
  }
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * The management API's authentication. A Bearer header is examined first and, when invalid, answers 401
 * without looking at the cookie; without one, the session cookie is used.
 */
export function createAuthenticate(deps: { accounts: AccountService; auth: Auth; publicUrl: string }) {
  const publicOrigin = new URL(deps.publicUrl).origin;
  return async function authenticate(req: FastifyRequest, _reply: FastifyReply) {
    const header = req.headers.authorization;
    if (header && /^bearer(\s|$)/i.test(header)) {
      const key = header.slice(6).trim();
      const user = key ? await deps.accounts.userForApiKey(key) : undefined;
      if (!user) throw new AppError(401, Msg.unauthorized);
      req.user = { id: user.id, via: 'apiKey' };
      return;
    }
    if (!req.headers.cookie?.includes(SESSION_COOKIE)) throw new AppError(401, Msg.unauthorized);
    const session = await deps.auth.api.getSession({ headers: toFetchHeaders(req.headers) });
    if (!session) throw new AppError(401, Msg.unauthorized);
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req, publicOrigin))
      throw new AppError(403, Msg.crossSite);
    req.user = { id: session.user.id, via: 'session' };
  };
}

export type Authenticate = ReturnType<typeof createAuthenticate>;

/** The authenticated user of a route behind `authenticate`. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError(401, Msg.unauthorized);
  return req.user;
}
