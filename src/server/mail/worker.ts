import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open';
import * as store from './store';
import type { Mailer } from './transport';

/** Waits before attempts 2..8: 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h (about 11 h in all). */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000, 21_600_000];
/** Longer than one SMTP exchange can take (its timeouts): a live sender never loses its lease. */
const LEASE_MS = 60_000;
/** Sent and failed messages are kept this long (what was sent, and why a message failed), then deleted. */
export const MAIL_RETENTION_MS = 30 * 24 * 3_600_000;
const BATCH = 20;

/**
 * The mail worker: sends due messages of the e-mail outbox one by one with no transaction open, and
 * records each result under its lease. A failure is retried on the schedule above, then marked FAILED;
 * nothing here throws into a request or ends the process.
 */
export function createMailWorker(deps: {
  db: Db;
  mailer: Mailer;
  now?: () => Date;
  log?: FastifyBaseLogger;
  random?: () => number;
}) {
  const clock = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  let stopping = false;

  async function sendOne(m: store.MailRow, leasedUntil: Date): Promise<boolean> {
    try {
      await deps.mailer.send({ to: m.to, subject: m.subject, text: m.text, html: m.html });
    } catch (err) {
      const delay = MAIL_RETRY_DELAYS_MS[m.attempts - 1];
      const error = String((err as Error)?.message ?? err).slice(0, 300);
      deps.log?.warn({ mailId: m.id, attempts: m.attempts, error }, 'e-mail could not be sent');
      await store.recordAttempt(deps.db, m.id, leasedUntil, {
        status: delay === undefined ? 'FAILED' : 'PENDING',
        lastError: error,
        nextAttemptAt:
          delay === undefined
            ? m.nextAttemptAt
            : new Date(clock().getTime() + Math.round(delay * (0.9 + 0.2 * random()))),
      });
      return false;
    }
    // A reset link is a credential: once sent it is not kept in the outbox.
    const scrub = m.kind === 'password-reset' ? { text: '', html: '' } : {};
    await store.recordAttempt(deps.db, m.id, leasedUntil, {
      status: 'SENT',
      sentAt: clock(),
      lastError: null,
      ...scrub,
    });
    return true;
  }

  return {
    /** Sends due messages until none is left (at most `max` per call); returns how many were sent. */
    async runDue(max = 500): Promise<number> {
      let sent = 0;
      let claimed = 0;
      while (!stopping && claimed < max) {
        const now = clock();
        const leasedUntil = new Date(now.getTime() + LEASE_MS);
        const rows = await store.claimDue(deps.db, now, leasedUntil, Math.min(BATCH, max - claimed));
        claimed += rows.length;
        for (const m of rows) if (await sendOne(m, leasedUntil)) sent += 1;
        if (rows.length < BATCH) break;
      }
      return sent;
    },

    /** Deletes finished messages older than the retention; returns how many went. */
    cleanup(): Promise<number> {
      return store.deleteFinished(deps.db, new Date(clock().getTime() - MAIL_RETENTION_MS));
    },

    close() {
      stopping = true;
      deps.mailer.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
