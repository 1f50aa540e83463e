import type { FastifyRequest } from 'fastify';
import { ErrorCode, Msg } from '../../contract/errors';
import { AppError } from '../http/errors';
import type { Setup } from './setup';

/** Whether `target` (absolute, or a path) points at PUBLIC_URL's origin. */
export function isOnOrigin(target: string, publicUrl: string): boolean {
  try {
    return new URL(target, publicUrl).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** What the guard decided about a request it let through. */
export interface AuthDecision {
  /** A sign-up that must be the instance's first account (closed sign-up): better-auth claims it atomically. */
  firstAccount: boolean;
}

const SIGN_UP = '/api/auth/sign-up/email';

/**
 * Charla's rules in front of better-auth's routes, on the canonical path (http/canonical-path.ts): with no
 * account yet, the first sign-up needs the setup window or the setup token (account/setup.ts); with
 * SIGNUP=closed only the instance's first account signs up by itself; a password-reset link never leads off
 * this instance (no open redirect).
 */
export function createAuthGuard(opts: { publicUrl: string; signup: 'open' | 'closed'; setup: Setup }) {
  return async (req: FastifyRequest): Promise<AuthDecision> => {
    const none = { firstAccount: false };
    if (req.method !== 'POST') return none;
    const path = req.canonicalPath;
    if (path === SIGN_UP) {
      const state = await opts.setup.state();
      if (state.hasUsers) {
        if (opts.signup === 'closed') throw new AppError(403, Msg.signupClosed);
        return none;
      }
      const token = (req.body as { setupToken?: unknown } | undefined)?.setupToken;
      if (!opts.setup.firstAccountAllowed(state, token))
        throw new AppError(403, Msg.setupClosed, ErrorCode.SETUP_CLOSED);
      return { firstAccount: opts.signup === 'closed' };
    }
    if (path === '/api/auth/request-password-reset') {
      const to = (req.body as { redirectTo?: unknown } | undefined)?.redirectTo;
      if (to !== undefined && to !== null && (typeof to !== 'string' || !isOnOrigin(to, opts.publicUrl)))
        throw new AppError(403, Msg.invalidRedirect);
    }
    return none;
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
