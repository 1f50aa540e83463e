import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import { accountKey, addressKey, LIMITS, type Limit, type Throttle } from '../http/throttle';

/** The signed cookie that marks a browser where this account signed in before (a "known device"). */
export const DEVICE_COOKIE = 'charla.device';
const DEVICE_TTL_SEC = 365 * 24 * 60 * 60;

/** Paths throttled before anything answers them (404s count too: a path that appears later is covered). */
const SIGN_IN = /^\/api\/auth\/sign-in\//;
const SIGN_UP = /^\/api\/auth\/sign-up\//;
const RESET = /^\/api\/auth\/(request-password-reset|forget-password)$/;

/** The path the auth handler serves (http/canonical-path.ts), without a trailing slash. */
const pathOf = (req: FastifyRequest) => req.canonicalPath.replace(/\/$/, '');

function emailOf(req: FastifyRequest): string | null {
  const body = req.body as { email?: unknown } | null | undefined;
  return body && typeof body === 'object' && typeof body.email === 'string' && body.email.trim()
    ? body.email
    : null;
}

function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** Signs and checks device cookies: `v1.<deviceId>.<expires>.<mac>`, the mac binding the account's e-mail. */
export function deviceTokens(secret: string, now: () => number = Date.now) {
  const mac = (account: string, id: string, expires: string) =>
    createHmac('sha256', secret).update(`device|${account}|${id}|${expires}`).digest('base64url');
  return {
    issue(email: string): string {
      const id = randomBytes(12).toString('base64url');
      const expires = String(Math.floor(now() / 1000) + DEVICE_TTL_SEC);
      return `v1.${id}.${expires}.${mac(accountKey(email), id, expires)}`;
    },
    /** The device id when the token is ours, unexpired, and was issued for this e-mail. */
    verify(token: string | undefined, email: string): string | null {
      const [v, id, expires, given] = (token ?? '').split('.');
      if (v !== 'v1' || !id || !expires || !given || !/^\d+$/.test(expires)) return null;
      if (Number(expires) * 1000 <= now()) return null;
      const want = Buffer.from(mac(accountKey(email), id, expires));
      const got = Buffer.from(given);
      return got.length === want.length && timingSafeEqual(got, want) ? id : null;
    },
  };
}

/**
 * Throttles sign-in (per address, and per account fed by any address), sign-up (per address) and
 * password-reset requests (per address and per account) in front of whatever route answers them. A
 * browser holding a valid device cookie for the account signs in on its own budget instead of the
 * account's, so an attacker spending the account's budget cannot lock the owner out of a known device.
 */
export function installAuthThrottle(
  app: FastifyInstance,
  { throttle, secret, secure }: { throttle: Throttle; secret: string; secure: boolean },
) {
  const devices = deviceTokens(secret);

  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (req.method !== 'POST') return;
    const path = pathOf(req);
    const ip = { limit: LIMITS.signInPerAddress, key: addressKey(req.ip) };
    if (SIGN_IN.test(path)) {
      const email = emailOf(req);
      const budgets: { limit: Limit; key: string }[] = [ip];
      if (email) {
        const device = devices.verify(readCookie(req, DEVICE_COOKIE), email);
        budgets.push(
          device
            ? { limit: LIMITS.signInPerDevice, key: device }
            : { limit: LIMITS.signInPerAccount, key: accountKey(email) },
        );
      }
      return throttle.take(budgets, Msg.tooManyAttempts);
    }
    if (SIGN_UP.test(path))
      return throttle.take(
        [{ limit: LIMITS.signUpPerAddress, key: addressKey(req.ip) }],
        Msg.tooManyAttempts,
      );
    if (RESET.test(path)) {
      const email = emailOf(req);
      const budgets = [{ limit: LIMITS.resetPerAddress, key: addressKey(req.ip) }];
      if (email) budgets.push({ limit: LIMITS.resetPerAccount, key: accountKey(email) });
      return throttle.take(budgets, Msg.tooManyAttempts);
    }
  });

  // A successful sign-in clears the account's failures and marks this browser as a known device.
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    if (req.method !== 'POST' || reply.statusCode !== 200 || !SIGN_IN.test(pathOf(req))) return payload;
    const email = emailOf(req);
    if (!email) return payload;
    await throttle.reset(LIMITS.signInPerAccount, accountKey(email));
    const cookie = [
      `${DEVICE_COOKIE}=${devices.issue(email)}`,
      'Path=/api/auth',
      `Max-Age=${DEVICE_TTL_SEC}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
    // Fastify appends a set-cookie to those already set (better-auth's session cookie).
    reply.header('set-cookie', cookie);
    return payload;
  });
}
