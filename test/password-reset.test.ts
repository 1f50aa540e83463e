import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail } from '../src/server/db/schema';
import { createTestApp, nextIp, signUp, TEST_PUBLIC_URL, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';
import { type SmtpServer, startSmtp } from './helpers/smtp';

let t: TestApp;
let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': nextIp(), ...headers }, payload });

function cookieOf(res: { headers: Record<string, unknown> }) {
  return ([res.headers['set-cookie']].flat().filter(Boolean) as string[])
    .map((c) => c.split(';')[0])
    .join('; ');
}
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const me = (cookie: string) => t.app.inject({ url: '/api/users/me', headers: { cookie } });

/** Sends queued e-mail and returns the newest message to `to`. */
async function lastMailTo(to: string) {
  await t.app.jobs.runOnce('mail');
  const until = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.filter((r) => r.to.includes(to));
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > until) throw new Error(`no e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const tokenIn = (text: string) => /[?&]token=([\w-]+)/.exec(text)?.[1];

describe('password reset', () => {
  it('mails a link, sets the new password with its token, and revokes every session', async () => {
    const email = `reset-${Date.now()}@example.com`;
    const s = await signUp(t, { email, password: 'old-password-1' });
    const other = await signIn(email, 'old-password-1');
    expect(other.statusCode).toBe(200);
    const otherCookie = cookieOf(other);
    expect((await me(otherCookie)).statusCode).toBe(200);

    const req = await post('/api/auth/request-password-reset', {
      email,
      redirectTo: `${TEST_PUBLIC_URL}/reset-password`,
    });
    expect(req.statusCode, req.body).toBe(200);
    const m = await lastMailTo(email);
    expect(m.mail.subject).toBe('Reset your Charla password');
    const link = /http:\/\/charla\.test\/reset-password\?token=[\w-]+/.exec(m.mail.text ?? '')?.[0];
    expect(link, m.mail.text).toBeDefined();
    expect(String(m.mail.html)).toContain(`href="${link}"`);
    const token = tokenIn(link!)!;

    const reset = await post('/api/auth/reset-password', { newPassword: 'new-password-2', token });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(email, 'old-password-1')).statusCode).toBe(401);
    expect((await signIn(email, 'new-password-2')).statusCode).toBe(200);
    // Both sessions opened with the old password are gone.
    expect((await me(s.cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);
    // The token works once.
    const again = await post('/api/auth/reset-password', { newPassword: 'third-password-3', token });
    expect(again.statusCode).toBe(400);
    // The sent link is not kept in the outbox.
    const rows = await t.db.select().from(mail).where(eq(mail.to, email));
    expect(rows.map((r) => [r.kind, r.status, r.text, r.html])).toEqual([['password-reset', 'SENT', '', '']]);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const email = `known-${Date.now()}@example.com`;
    await signUp(t, { email });
    const known = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const unknown = await post('/api/auth/request-password-reset', {
      email: `nobody-${Date.now()}@example.com`,
      redirectTo: '/reset-password',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.statusCode).toBe(200);
    const queued = await t.db.select({ to: mail.to }).from(mail).where(eq(mail.kind, 'password-reset'));
    expect(queued.map((r) => r.to)).toContain(email);
    expect(queued.some((r) => r.to.startsWith('nobody-'))).toBe(false);
  });

  it('keeps a redirectTo on this instance (relative or absolute) and refuses any other', async () => {
    const email = `redirect-${Date.now()}@example.com`;
    await signUp(t, { email });
    await post('/api/auth/request-password-reset', { email, redirectTo: '/account/new-password' });
    const m = await lastMailTo(email);
    expect(m.mail.text).toMatch(/http:\/\/charla\.test\/account\/new-password\?token=[\w-]+/);

    const before = (await t.db.select().from(mail).where(eq(mail.to, email))).length;
    for (const redirectTo of [
      'https://evil.example/reset',
      '//evil.example/reset',
      'http://charla.test.evil.example/reset',
      'javascript:alert(1)',
    ]) {
      const res = await post('/api/auth/request-password-reset', { email, redirectTo });
      expectErrorBody(res, 403, "Invalid redirectTo: it must be an address on this instance's PUBLIC_URL");
    }
    expect(await t.db.select().from(mail).where(eq(mail.to, email))).toHaveLength(before);
  });

  it('writes in Spanish to a browser that prefers it', async () => {
    const email = `es-${Date.now()}@example.com`;
    await signUp(t, { email });
    await post(
      '/api/auth/request-password-reset',
      { email },
      { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    );
    const m = await lastMailTo(email);
    expect(m.mail.subject).toBe('Restablece tu contraseña de Charla');
    expect(m.mail.text).toMatch(/http:\/\/charla\.test\/reset-password\?token=[\w-]+/);
  });
});

describe('change password', () => {
  it('changes it with the current one and can sign the other sessions out', async () => {
    const email = `change-${Date.now()}@example.com`;
    const s = await signUp(t, { email, password: 'first-password-1' });
    const other = cookieOf(await signIn(email, 'first-password-1'));
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'second-password-2', revokeOtherSessions: true },
      { cookie: s.cookie, origin: TEST_PUBLIC_URL },
    );
    expect(wrong.statusCode).toBe(400);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'first-password-1', newPassword: 'second-password-2', revokeOtherSessions: true },
      { cookie: s.cookie, origin: TEST_PUBLIC_URL },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    // This browser stays signed in (with the new session cookie it was given).
    const mine = cookieOf(res) || s.cookie;
    expect((await me(mine)).statusCode).toBe(200);
    expect((await signIn(email, 'first-password-1')).statusCode).toBe(401);
    expect((await signIn(email, 'second-password-2')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post('/api/auth/change-password', {
      currentPassword: 'first-password-1',
      newPassword: 'second-password-2',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('without SMTP_URL', () => {
  it('still answers 200 and queues nothing', async () => {
    const plain = await createTestApp();
    try {
      const email = `nomail-${Date.now()}@example.com`;
      await signUp(plain, { email });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { 'x-forwarded-for': nextIp() },
        payload: { email },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await plain.db.select().from(mail)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
