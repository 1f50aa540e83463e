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
import { type Auth, CLIENT_IP_HEADER } from './auth';
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

/**
 * Hands /api/auth/* to better-auth through the Fetch API. Its error answers are rewritten into the
 * CONTRACT error body so every endpoint fails the same way.
 */
function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).type('application/json; charset=utf-8').send(errorBody(req, Msg.notFound));
}

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
    guard?: (req: FastifyRequest) => Promise<void>;
  },
) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    await guard?.(req);
    const url = new URL(req.url, publicUrl);
    // Only the documented endpoints (docs/openapi.json): the rest of better-auth's API is not Charla's.
    if (!isDocumentedAuthEndpoint(req.method, url.pathname)) return sendNotFound(req, reply);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const headers = toFetchHeaders(req.headers);
    headers.set(CLIENT_IP_HEADER, req.ip);
    // The body is re-serialised as JSON (also when none was sent, e.g. sign-out), so say so.
    if (hasBody) {
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    }
    const response = await auth.handler(
      new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? JSON.stringify(req.body ?? {}) : undefined,
      }),
    );
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
