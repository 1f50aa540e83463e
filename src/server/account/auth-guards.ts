import type { FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import { AppError } from '../http/errors';

/** Whether `target` (absolute, or a path) points at PUBLIC_URL's origin. */
export function isOnOrigin(target: string, publicUrl: string): boolean {
  try {
    return new URL(target, publicUrl).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Charla's rules in front of better-auth's routes: with SIGNUP=closed only the instance's first account
 * signs up by itself, and a password-reset link never leads off this instance (no open redirect).
 */
export function createAuthGuard(opts: {
  publicUrl: string;
  signup: 'open' | 'closed';
  hasUsers: () => Promise<boolean>;
}) {
  return async (req: FastifyRequest) => {
    if (req.method !== 'POST') return;
    const path = req.url.split('?')[0];
    if (path === '/api/auth/sign-up/email' && opts.signup === 'closed' && (await opts.hasUsers()))
      throw new AppError(403, Msg.signupClosed);
    if (path === '/api/auth/request-password-reset') {
      const to = (req.body as { redirectTo?: unknown } | undefined)?.redirectTo;
      if (to !== undefined && to !== null && (typeof to !== 'string' || !isOnOrigin(to, opts.publicUrl)))
        throw new AppError(403, Msg.invalidRedirect);
    }
  };
}

/** The address a reset e-mail links to: the redirectTo given (on this instance) or the dashboard's page, with `?token=`. */
export function resetLink(publicUrl: string, betterAuthUrl: string, token: string): string {
  let target = new URL(`${publicUrl}/reset-password`);
  try {
    const callback = new URL(betterAuthUrl).searchParams.get('callbackURL');
    if (callback && isOnOrigin(callback, publicUrl)) target = new URL(callback, publicUrl);
  } catch {}
  target.searchParams.set('token', token);
  return target.href;
}
