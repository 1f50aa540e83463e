import type { Transporter } from 'nodemailer';

/** One message to one recipient, as the outbox stores it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Timeouts of one SMTP exchange: a server that hangs costs the worker this long, not forever. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * An SMTP sender from SMTP_URL (`smtp://` or `smtps://user:pass@host:port`); nodemailer is loaded on the
 * first send, so an instance without e-mail (or one that never sends) never loads it.
 */
export function createSmtpMailer(opts: { url: string; from: string }): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then((m) =>
      m.default.createTransport({ url: opts.url, ...TIMEOUTS } as Parameters<typeof m.createTransport>[0]),
    );
    return transport;
  };
  return {
    async send(mail) {
      const t = await open();
      await t.sendMail({ from: opts.from, ...mail });
    },
    close() {
      void transport?.then((t) => t.close()).catch(() => {});
    },
  };
}
