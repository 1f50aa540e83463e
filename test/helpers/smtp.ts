import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  /** Envelope recipients. */
  to: string[];
  from: string;
  mail: ParsedMail;
}

/**
 * A real SMTP server in this process (the `smtp-server` package) on 127.0.0.1, keeping every message it
 * accepts, parsed. With `auth`, it requires those credentials (plain text, as on a local relay).
 */
export async function startSmtp(opts: { port?: number; auth?: { user: string; pass: string } } = {}) {
  const received: Received[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !opts.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) {
        logins.push(auth.username ?? '');
        return cb(null, { user: auth.username });
      }
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            mail,
          });
          cb();
        })
        .catch((err: Error) => cb(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = opts.auth
    ? `${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.pass)}@`
    : '';
  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    logins,
    /** Resolves once at least `n` messages arrived. */
    async waitFor(n: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`SMTP server got ${received.length} messages, expected ${n}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtp>>;

/** A port nothing listens on (taken, then freed). */
export async function freePort(): Promise<number> {
  const s = await startSmtp();
  await s.close();
  return s.port;
}
