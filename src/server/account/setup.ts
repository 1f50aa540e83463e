import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';
import { anyUserExists, readFirstStart, recordFirstStart } from './setup-store';

/** What the first-run screen, the banner and the sign-up guard know of an instance's setup. */
export interface SetupState {
  hasUsers: boolean;
  /** Until when the first account may sign up without the setup link; null once closed (or accounts exist). */
  openUntil: Date | null;
  /** The setup link's token while there is no account (null before any instance started). */
  token: string | null;
}

export interface SetupDeps {
  db: Db;
  /** SECRET_KEY: the setup token is derived from it, so every instance sharing it prints the same link. */
  secret: string;
  /** SETUP_WINDOW_MINUTES. */
  windowMinutes: number;
  now?: () => Date;
}

/**
 * A fresh instance cannot be claimed by a stranger: with no account yet, the first account signs up by
 * itself only for SETUP_WINDOW_MINUTES after an instance first started on this database, or with the
 * setup token (any time while there is no account); otherwise `charla user create` or the admin API.
 */
export function createSetup({ db, secret, windowMinutes, now = () => new Date() }: SetupDeps) {
  const tokenFor = (start: Date) =>
    createHmac('sha256', secret)
      .update(`charla-setup|${start.toISOString()}`)
      .digest('base64url')
      .slice(0, 32);

  async function state(): Promise<SetupState> {
    if (await anyUserExists(db)) return { hasUsers: true, openUntil: null, token: null };
    const start = await readFirstStart(db);
    if (!start) return { hasUsers: false, openUntil: null, token: null };
    const until = new Date(start.getTime() + windowMinutes * 60_000);
    return { hasUsers: false, openUntil: until > now() ? until : null, token: tokenFor(start) };
  }

  return {
    /** Once the database is migrated, at every start (main.ts; the test app): the first one is kept. */
    recordStart: () => recordFirstStart(db, now()),
    state,
    /** Whether a first account may sign up now: inside the window, or with the setup token. */
    firstAccountAllowed(s: SetupState, given: unknown): boolean {
      if (s.openUntil) return true;
      if (!s.token || typeof given !== 'string') return false;
      const a = Buffer.from(given);
      const b = Buffer.from(s.token);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

export type Setup = ReturnType<typeof createSetup>;

/** The first-run page with the setup token, as the banner prints it. */
export const setupLink = (publicUrl: string, token: string) => `${publicUrl}/welcome?setup=${token}`;
