import { describe, expect, it } from 'vitest';
import { startupMessage } from './startup-message';
import { VERSION } from './version';

const config = {
  PUBLIC_URL: 'https://forms.example.com',
  DATA_DIR: '/var/lib/charla',
  DATABASE_URL: undefined,
  secretKeySource: 'generated' as const,
};
const listening = { address: '0.0.0.0', port: 443 };
const until = new Date(Date.now() + 30 * 60_000);
const fresh = { hasUsers: false, openUntil: until, token: 'tok_abc' };
const owned = { hasUsers: true, openUntil: null, token: null };

describe('startupMessage', () => {
  it('on a first start: the version, the first account until when, the setup link and the generated key', () => {
    const text = startupMessage({ config, ms: 812, listening, setup: fresh });
    expect(text.split('\n')[0]).toBe(
      `Charla ${VERSION} is running at https://forms.example.com (started in 812 ms, database: embedded in /var/lib/charla)`,
    );
    expect(text).toContain(
      `First account: open https://forms.example.com/ until ${until.toISOString().slice(11, 16)} UTC`,
    );
    expect(text).toContain(
      'Setup link (works at any time until the first account exists): https://forms.example.com/welcome?setup=tok_abc',
    );
    expect(text).toContain('with the server stopped: npx charla user create');
    expect(text).toContain('SECRET_KEY was generated into /var/lib/charla/secret-key');
  });

  it('after the setup window: no sign-up hint, the setup link and charla user create', () => {
    const text = startupMessage({ config, ms: 5, listening, setup: { ...fresh, openUntil: null } });
    expect(text).toContain('the setup window has closed');
    expect(text).not.toContain('curl');
    expect(text).toContain('/welcome?setup=tok_abc');
    expect(text).toContain('npx charla user create');
  });

  it('on a restart: no first-account hint once an account exists, and the key read from its file', () => {
    const text = startupMessage({
      config: { ...config, secretKeySource: 'file' },
      ms: 900,
      listening,
      setup: owned,
    });
    expect(text).not.toContain('First account');
    expect(text).not.toContain('setup');
    expect(text).not.toContain('charla user create');
    expect(text).not.toContain('generated');
    expect(text).toContain('SECRET_KEY read from /var/lib/charla/secret-key');
  });

  it('says nothing of the key when SECRET_KEY is set, and names PostgreSQL', () => {
    const text = startupMessage({
      config: { ...config, DATABASE_URL: 'postgres://x@db/charla', secretKeySource: 'env' },
      ms: 1,
      listening,
      setup: fresh,
    });
    expect(text).toContain('database: PostgreSQL)');
    expect(text).not.toContain('SECRET_KEY');
    expect(text).toContain('  or: npx charla user create');
  });

  it('names where it listens when PUBLIC_URL names another port', () => {
    const text = startupMessage({
      config: { ...config, PUBLIC_URL: 'http://localhost:4110' },
      ms: 1,
      listening: { address: '0.0.0.0', port: 4111 },
      setup: owned,
    });
    expect(text.split('\n')[0]).toContain(
      'is running at http://localhost:4110 (PUBLIC_URL), listening on 0.0.0.0:4111 (started in 1 ms',
    );
    const v6 = startupMessage({ config, ms: 1, listening: { address: '::', port: 3000 }, setup: owned });
    expect(v6).toContain('listening on [::]:3000');
  });
});
