import { join } from 'node:path';
import { setupLink } from './account/setup';
import type { Config } from './config';
import { VERSION } from './version';

export interface StartupFacts {
  config: Pick<Config, 'PUBLIC_URL' | 'DATA_DIR' | 'DATABASE_URL' | 'secretKeySource'>;
  /** Milliseconds from the process's start to listening. */
  ms: number;
  /** Where the server listens (the socket's address and port). */
  listening: { address: string; port: number };
  /** The instance's setup (account/setup.ts): no first-account hint once an account exists. */
  setup: { hasUsers: boolean; openUntil: Date | null; token: string | null };
}

/** PUBLIC_URL's port, or its scheme's default. */
function publicPort(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

function hostPort({ address, port }: StartupFacts['listening']): string {
  return `${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** `14:32 UTC` today, or a full date when the time is not today. */
function when(at: Date, now = new Date()): string {
  const iso = at.toISOString();
  const time = `${iso.slice(11, 16)} UTC`;
  return iso.slice(0, 10) === now.toISOString().slice(0, 10) ? time : `${iso.slice(0, 10)} ${time}`;
}

function firstAccountLines(url: string, embedded: boolean, setup: StartupFacts['setup']): string[] {
  const create = embedded
    ? '  or, with the server stopped: npx charla user create --email ada@example.com --name Ada --password a-long-password'
    : '  or: npx charla user create --email ada@example.com --name Ada --password a-long-password';
  const link = setup.token ? setupLink(url, setup.token) : null;
  const lines = setup.openUntil
    ? [
        `  First account: open ${url}/ until ${when(setup.openUntil)} (SETUP_WINDOW_MINUTES), or sign up with`,
        `    curl -X POST ${url}/api/auth/sign-up/email -H 'Content-Type: application/json' \\`,
        `      -d '{"name":"Ada","email":"ada@example.com","password":"a-long-password"}'`,
      ]
    : ['  First account: the setup window has closed; nobody can sign up without the setup link.'];
  if (link) lines.push(`  Setup link (works at any time until the first account exists): ${link}`);
  lines.push(create);
  return lines;
}

/** The lines printed once Charla listens (and its database is migrated): true on a first start and on every restart. */
export function startupMessage({ config, ms, listening, setup }: StartupFacts): string {
  const embedded = !config.DATABASE_URL;
  const url = config.PUBLIC_URL;
  // Behind a proxy, or with a PUBLIC_URL that names another port, both addresses are true and both are said.
  const where =
    publicPort(new URL(url)) === listening.port
      ? url
      : `${url} (PUBLIC_URL), listening on ${hostPort(listening)}`;
  const lines = [
    `Charla ${VERSION} is running at ${where} (started in ${ms} ms, database: ${embedded ? `embedded in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    `  API docs:   ${url}/api/docs`,
  ];
  if (!setup.hasUsers) lines.push(...firstAccountLines(url, embedded, setup));
  const keyFile = join(config.DATA_DIR, 'secret-key');
  if (config.secretKeySource === 'generated')
    lines.push(`  SECRET_KEY was generated into ${keyFile}; set SECRET_KEY when running several instances.`);
  if (config.secretKeySource === 'file')
    lines.push(`  SECRET_KEY read from ${keyFile}; set SECRET_KEY when running several instances.`);
  return lines.join('\n');
}
