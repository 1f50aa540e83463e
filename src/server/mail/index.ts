import type { FastifyBaseLogger } from 'fastify';
import type { AuthOptions } from '../account/auth';
import { resetLink } from '../account/auth-guards';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { EventHandler } from '../jobs/outbox';
import { handoffNotifications } from './handoff';
import { ownerNotifications } from './notifications';
import { insertMails } from './store';
import { languageOf, passwordResetMail } from './templates';
import { createSmtpMailer } from './transport';
import { createMailWorker, type MailWorker } from './worker';

export interface MailDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>;
  db: Db;
  now?: () => Date;
  log?: FastifyBaseLogger;
  /** Called after a message is queued outside the outbox (a reset e-mail), to wake the worker. */
  onQueued?: () => void;
}

/**
 * E-mail of this instance: nothing at all without SMTP_URL; with it, the owner-notification consumer of
 * the outbox, the password-reset queueing better-auth calls, and the worker that sends the queue.
 */
export function createMail({ config, db, now, log, onQueued }: MailDeps): {
  enabled: boolean;
  handlers: EventHandler[];
  worker: MailWorker | null;
  sendResetPassword: NonNullable<AuthOptions['sendResetPassword']>;
} {
  const clock = now ?? (() => new Date());
  const mailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : null;
  return {
    enabled: !!mailer,
    handlers: mailer
      ? [
          ownerNotifications({ publicUrl: config.PUBLIC_URL, now }),
          handoffNotifications({ publicUrl: config.PUBLIC_URL, now }),
        ]
      : [],
    worker: mailer ? createMailWorker({ db, mailer, now, log }) : null,
    async sendResetPassword({ user, url, token }, request) {
      // Same answer with or without e-mail: the dashboard reads `email: false` from /api/setup.
      if (!mailer) {
        log?.warn({ userId: user.id }, 'password reset requested, but SMTP_URL is not set: no e-mail sent');
        return;
      }
      const message = passwordResetMail(
        languageOf(request?.headers.get('accept-language')),
        resetLink(config.PUBLIC_URL, url, token),
      );
      await insertMails(db, [{ kind: 'password-reset', to: user.email, ...message }], clock());
      onQueued?.();
    },
  };
}
