import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Msg } from '../../contract/errors';
import { AppError } from './errors';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * A check that the request carries `Authorization: Bearer <token>`. Both sides are hashed before the
 * constant-time comparison, so neither the time taken nor an early length mismatch reveals the token's length.
 */
export function requireBearer(token: string) {
  const expected = digest(token);
  return async (req: FastifyRequest) => {
    const header = req.headers.authorization ?? '';
    const given = /^bearer\s/i.test(header) ? header.replace(/^bearer\s+/i, '') : '';
    if (!timingSafeEqual(digest(given), expected) || !given) throw new AppError(401, Msg.unauthorized);
  };
}
