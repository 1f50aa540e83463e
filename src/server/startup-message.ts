import { join } from 'node:path';
import type { Config } from './config';
import { VERSION } from './version';

export interface StartupFacts {
  config: Pick<Config, 'PUBLIC_URL' | 'DATA_DIR' | 'DATABASE_URL' | 'secretKeySource'>;
  /** Milliseconds from the process's start to listening. */
  ms: number;
  /** Whether the instance already has an account (no first-account hint then). */
  hasAccounts: boolean;
}

/** The lines printed once Charla listens: true on a first start and on every restart. */
export function startupMessage({ config, ms, hasAccounts }: StartupFacts): string {
  const embedded = !config.DATABASE_URL;
  const url = config.PUBLIC_URL;
  const lines = [
    `Charla ${VERSION} is running at ${url} (started in ${ms} ms, database: ${embedded ? `embedded in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    `  API docs:   ${url}/api/docs`,
  ];
  if (!hasAccounts)
    lines.push(
      `  First account: open ${url}/ or sign up with`,
      `    curl -X POST ${url}/api/auth/sign-up/email -H 'Content-Type: application/json' \\`,
      `      -d '{"name":"Ada","email":"ada@example.com","password":"a-long-password"}'`,
      embedded
        ? '  or, with the server stopped: npx charla user create --email ada@example.com --name Ada --password a-long-password'
        : '  or: npx charla user create --email ada@example.com --name Ada --password a-long-password',
    );
  const keyFile = join(config.DATA_DIR, 'secret-key');
  if (config.secretKeySource === 'generated')
    lines.push(`  SECRET_KEY was generated into ${keyFile}; set SECRET_KEY when running several instances.`);
  if (config.secretKeySource === 'file')
    lines.push(`  SECRET_KEY read from ${keyFile}; set SECRET_KEY when running several instances.`);
  return lines.join('\n');
}
