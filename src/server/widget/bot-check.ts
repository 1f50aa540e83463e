import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { ErrorCode, Msg } from '../../contract/errors';
import type { BotChallenge } from '../../contract/widget';
import type { Db } from '../db/open';
import { powSpent } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Upper bound of the secret number. A solver tries 0, 1, 2 … so it needs maxnumber / 2 SHA-256 hashes on
 * average: 25,000 here (measured figures in docs/self-hosting.md, "Security").
 */
export const POW_MAX_NUMBER = 50_000;
/** How long a challenge may be solved and spent (the widget asks for one right before it sends). */
export const POW_TTL_MS = 10 * 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The 403 of a missing, forged, expired, foreign or already spent solution. */
export const botCheckFailed = () => new AppError(403, Msg.botCheckFailed, ErrorCode.BOT_CHECK_FAILED);

/**
 * ALTCHA-style proof of work, with no third party and no cookie: a challenge is SHA-256(salt + n) for a
 * random n, signed with SECRET_KEY; the salt names the form and the expiry. A solution is spent once (its
 * challenge is recorded until it would have expired), so one solution opens one conversation.
 */
export function createBotCheck({
  db,
  secret,
  now = () => new Date(),
}: {
  db: Db;
  secret: string;
  now?: () => Date;
}) {
  const sign = (challenge: string, salt: string) =>
    createHmac('sha256', secret).update(`pow|${challenge}|${salt}`).digest('hex');

  return {
    challenge(formId: string): BotChallenge {
      const expires = Math.floor((now().getTime() + POW_TTL_MS) / 1000);
      const salt = `${formId}.${expires}.${randomBytes(8).toString('hex')}.`;
      const challenge = sha256(salt + randomInt(0, POW_MAX_NUMBER + 1));
      return {
        algorithm: 'SHA-256',
        challenge,
        salt,
        maxnumber: POW_MAX_NUMBER,
        signature: sign(challenge, salt),
      };
    },

    /** Checks a solution (base64 JSON of the challenge plus `number`) for this form and spends it; 403 otherwise. */
    async verify(formId: string, proof: string | undefined): Promise<void> {
      let p: { challenge?: unknown; salt?: unknown; number?: unknown; signature?: unknown };
      try {
        p = JSON.parse(Buffer.from(proof ?? '', 'base64').toString('utf8'));
      } catch {
        throw botCheckFailed();
      }
      const { challenge, salt, number, signature } = p ?? {};
      if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string')
        throw botCheckFailed();
      if (!Number.isInteger(number) || (number as number) < 0 || (number as number) > POW_MAX_NUMBER)
        throw botCheckFailed();
      const want = Buffer.from(sign(challenge, salt));
      const got = Buffer.from(signature);
      if (got.length !== want.length || !timingSafeEqual(got, want)) throw botCheckFailed();
      const [form, expires] = salt.split('.');
      const expiresAt = Number(expires) * 1000;
      if (form !== formId || !(expiresAt > now().getTime())) throw botCheckFailed();
      if (sha256(salt + number) !== challenge) throw botCheckFailed();
      const spent = await db
        .insert(powSpent)
        .values({ id: challenge, expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ id: powSpent.id });
      if (spent.length === 0) throw botCheckFailed();
    },

    /** The cleanup job: spent challenges that have expired anyway are forgotten. */
    async cleanup(): Promise<number> {
      const rows = await db
        .delete(powSpent)
        .where(lt(powSpent.expiresAt, now()))
        .returning({ id: powSpent.id });
      return rows.length;
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;
