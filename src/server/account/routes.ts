import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiKeyResponse, UpdateMeBody, User } from '../../contract/account';
import { ErrorResponse } from '../../contract/common';
import { Msg } from '../../contract/errors';
import type { DatabaseMonitor } from '../db/monitor';
import type { Authenticate } from '../http/authenticate';
import { toFetchHeaders, userOf } from '../http/authenticate';
import { errorBody, sendUnavailable } from '../http/errors';
import { authErrors, type ZodApp } from '../http/route-kit';
import { LIMITS, type Throttle } from '../http/throttle';
import { type Auth, CLIENT_IP_HEADER, FIRST_ACCOUNT_HEADER } from './auth';
import type { AuthDecision } from './auth-guards';
import { isDocumentedAuthEndpoint } from './auth-openapi';
import type { AccountService } from './service';

export function accountRoutes(
  app: ZodApp,
  {
    accounts,
    authenticate,
    throttle,
  }: { accounts: AccountService; authenticate: Authenticate; throttle: Throttle },
) {
  const tags = ['Account'];
  app.get('/api/users/me', {
    schema: { tags, response: { 200: User, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => accounts.getUser(userOf(req).id),
  });
  app.put('/api/users/me', {
    schema: { tags, body: UpdateMeBody, response: { 200: User, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => accounts.rename(userOf(req).id, req.body.name),
  });
  app.post('/api/users/me/api-key', {
    schema: { tags, response: { 200: ApiKeyResponse, ...authErrors, 429: ErrorResponse } },
    config: { throttled: true },
    onRequest: authenticate,
    preHandler: (req) =>
      throttle.take([{ limit: LIMITS.apiKeyPerAccount, key: userOf(req).id }], Msg.tooManyRequests),
    handler: (req) => accounts.rotateApiKey(userOf(req).id),
  });
}

/** The body better-auth gets: the setup token is Charla's (auth-guards.ts), not a field of the account. */
function withoutSetupToken(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? {};
  const { setupToken: _, ...rest } = body as Record<string, unknown>;
  return rest;
}

function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).type('application/json; charset=utf-8').send(errorBody(req, Msg.notFound));
}

/**
 * Hands /api/auth/* to better-auth through the Fetch API. Its error answers are rewritten into the
 * CONTRACT error body so every endpoint fails the same way. Only the endpoints the document lists are
 * forwarded (auth-openapi.ts); any other path answers 404.
 */
export function authHandlerRoutes(
  app: ZodApp,
  {
    auth,
    publicUrl,
    monitor,
    guard,
  }: {
    auth: Auth;
    publicUrl: string;
    monitor: DatabaseMonitor;
    /** Charla's own checks before better-auth answers (closed sign-up, reset links); throws AppError. */
    guard?: (req: FastifyRequest) => Promise<AuthDecision>;
  },
) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    // The canonical path every guard decided on (http/canonical-path.ts), never the raw target.
    const q = req.url.indexOf('?');
    const url = new URL(req.canonicalPath + (q === -1 ? '' : req.url.slice(q)), publicUrl);
    // Only the documented endpoints (docs/openapi.json): the rest of better-auth's API is not Charla's.
    if (!isDocumentedAuthEndpoint(req.method, url.pathname)) return sendNotFound(req, reply);
    const decision = (await guard?.(req)) ?? { firstAccount: false };
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const headers = toFetchHeaders(req.headers);
    headers.set(CLIENT_IP_HEADER, req.ip);
    if (decision.firstAccount) headers.set(FIRST_ACCOUNT_HEADER, '1');
    else headers.delete(FIRST_ACCOUNT_HEADER);
    // The body is re-serialised as JSON (also when none was sent, e.g. sign-out), so say so.
    if (hasBody) {
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    }
    const response = await auth.handler(
      new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? JSON.stringify(withoutSetupToken(req.body)) : undefined,
      }),
    );
    // A first-account sign-up that lost the race to another (the unique claim failed its insert).
    if (decision.firstAccount && response.status === 422) {
      await response.body?.cancel();
      return reply.status(403).type('application/json; charset=utf-8').send(errorBody(req, Msg.signupClosed));
    }
    // better-auth turns a failed query into its own 500: when the database is what failed, say 503.
    if (response.status >= 500 && !(monitor.available && (await monitor.check())))
      return sendUnavailable(req, reply);
    reply.status(response.status);
    for (const [k, v] of response.headers) {
      if (k === 'set-cookie' || k === 'content-length') continue;
      reply.header(k, v);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (response.status >= 400) {
      let message = response.statusText || 'Request failed';
      let code: string | undefined;
      try {
        const parsed = JSON.parse(text) as { message?: string; code?: string };
        message = parsed.message ?? message;
        code = parsed.code;
      } catch {}
      return reply.type('application/json; charset=utf-8').send(errorBody(req, message, code));
    }
    return reply.send(text);
  };
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler,
  });
}
