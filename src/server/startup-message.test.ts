import { describe, expect, it } from 'vitest';
import { startupMessage } from './startup-message';
import { VERSION } from './version';

const config = {
  PUBLIC_URL: 'https://forms.example.com',
  DATA_DIR: '/var/lib/charla',
  DATABASE_URL: undefined,
  secretKeySource: 'generated' as const,
};

describe('startupMessage', () => {
  it('on a first start: the version, the first-account hint and the generated key', () => {
    const text = startupMessage({ config, ms: 812, hasAccounts: false });
    expect(text.split('\n')[0]).toBe(
      `Charla ${VERSION} is running at https://forms.example.com (started in 812 ms, database: embedded in /var/lib/charla)`,
    );
    expect(text).toContain('First account: open https://forms.example.com/');
    expect(text).toContain('with the server stopped: npx charla user create');
    expect(text).toContain('SECRET_KEY was generated into /var/lib/charla/secret-key');
  });

  it('on a restart: no first-account hint once an account exists, and the key read from its file', () => {
    const text = startupMessage({
      config: { ...config, secretKeySource: 'file' },
      ms: 900,
      hasAccounts: true,
    });
    expect(text).not.toContain('First account');
    expect(text).not.toContain('charla user create');
    expect(text).not.toContain('generated');
    expect(text).toContain('SECRET_KEY read from /var/lib/charla/secret-key');
  });

  it('says nothing of the key when SECRET_KEY is set, and names PostgreSQL', () => {
    const text = startupMessage({
      config: { ...config, DATABASE_URL: 'postgres://x@db/charla', secretKeySource: 'env' },
      ms: 1,
      hasAccounts: false,
    });
    expect(text).toContain('database: PostgreSQL)');
    expect(text).not.toContain('SECRET_KEY');
    expect(text).toContain('  or: npx charla user create');
  });
});
