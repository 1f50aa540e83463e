import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, memoryCounterStore } from '../src/server/http/throttle';
import { as, createTestApp, makeUser, nextIp, signUp, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/management-suite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTEMPTS = 'Too many attempts, try again later';
const randomEmail = (tag: string) => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

function cookiesOf(res: LightMyRequestResponse): string[] {
  return [res.headers['set-cookie']].flat().filter(Boolean) as string[];
}

function signIn(x: TestApp, email: string, password: string, ip = nextIp(), cookie?: string) {
  return x.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
}

/** A 429 as the CONTRACT says: the message, RATE_LIMITED, Retry-After within the window, RateLimit-* headers. */
function expectThrottled(res: LightMyRequestResponse, message: string, windowMs: number) {
  const body = expectErrorBody(res, 429, message) as { code?: string };
  expect(body.code).toBe('RATE_LIMITED');
  const retry = Number(res.headers['retry-after']);
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(windowMs / 1000);
  expect(res.headers['ratelimit-limit']).toMatch(/^\d+$/);
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(res.headers['ratelimit-reset']).toBe(res.headers['retry-after']);
}

describe('sign-in throttle', () => {
  it('a sign-in sets each cookie once: the session and the known-device cookie', async () => {
    const s = await signUp(t, { password: 'the-right-password' });
    const res = await signIn(t, s.email, 'the-right-password');
    expect(res.statusCode, res.body).toBe(200);
    const names = cookiesOf(res).map((c) => c.split('=')[0]);
    expect(names.sort()).toEqual(['charla.device', 'charla.session-token']);
  });

  it('stops one address after 30 attempts, whatever accounts it tries', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.signInPerAddress.max; i++) {
      const res = await signIn(t, randomEmail('nobody'), 'wrong-password-1', ip);
      expect(res.statusCode, res.body).toBe(401);
    }
    const res = await signIn(t, randomEmail('nobody'), 'wrong-password-1', ip);
    expectThrottled(res, ATTEMPTS, LIMITS.signInPerAddress.windowMs);
    // Another address is not affected.
    expect((await signIn(t, randomEmail('nobody'), 'wrong-password-1')).statusCode).toBe(401);
  });

  it('stops an account fed from many addresses, but not the owner on a known device', async () => {
    const password = 'the-right-password';
    const s = await signUp(t, { password });
    const first = await signIn(t, s.email, password);
    expect(first.statusCode, first.body).toBe(200);
    const device = cookiesOf(first).find((c) => c.startsWith('charla.device='));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/api\/auth/);
    const deviceCookie = device!.split(';')[0]!;

    for (let i = 0; i < LIMITS.signInPerAccount.max; i++)
      expect((await signIn(t, s.email, `wrong-${i}-password`)).statusCode).toBe(401);
    // Locked for this account from any new address, even with the right password…
    const locked = await signIn(t, s.email.toUpperCase(), password);
    expectThrottled(locked, ATTEMPTS, LIMITS.signInPerAccount.windowMs);
    // … and a device cookie forged or issued for another account does not open it.
    const other = await signUp(t, { password });
    const otherDevice = cookiesOf(await signIn(t, other.email, password))
      .find((c) => c.startsWith('charla.device='))!
      .split(';')[0]!;
    expect((await signIn(t, s.email, password, nextIp(), otherDevice)).statusCode).toBe(429);
    const forged = deviceCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await signIn(t, s.email, password, nextIp(), forged)).statusCode).toBe(429);

    // The owner's browser, from yet another address, signs in.
    const owner = await signIn(t, s.email, password, nextIp(), deviceCookie);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(cookiesOf(owner).some((c) => c.startsWith('charla.session-token='))).toBe(true);
    // That success cleared the account's failures: a new browser gets in again too.
    expect((await signIn(t, s.email, password)).statusCode).toBe(200);
  });

  it('a counter window ends: the count starts over after it', async () => {
    let now = 1_000_000;
    const store = memoryCounterStore({ now: () => now });
    for (let i = 1; i <= 3; i++) expect((await store.hit('k', 60_000)).count).toBe(i);
    now += 59_999;
    expect((await store.hit('k', 60_000)).count).toBe(4);
    now += 1;
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
  });
});

describe('sign-up and password-reset throttles', () => {
  it('sign-up: 10 accounts an hour from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.signUpPerAddress.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'x-forwarded-for': ip },
        payload: { name: 'Bulk', email: randomEmail('bulk'), password: 'correct-horse-battery' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': ip },
      payload: { name: 'Bulk', email: randomEmail('bulk'), password: 'correct-horse-battery' },
    });
    expectThrottled(res, ATTEMPTS, LIMITS.signUpPerAddress.windowMs);
  });

  const requestReset = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { 'x-forwarded-for': ip },
      payload: { email, redirectTo: '/reset' },
    });

  it('request-password-reset: per address and per account, counted whatever answers the path', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.resetPerAddress.max; i++)
      expect((await requestReset(randomEmail('reset'), ip)).statusCode).not.toBe(429);
    expectThrottled(await requestReset(randomEmail('reset'), ip), ATTEMPTS, LIMITS.resetPerAddress.windowMs);

    const email = randomEmail('victim');
    for (let i = 0; i < LIMITS.resetPerAccount.max; i++)
      expect((await requestReset(email, nextIp())).statusCode).not.toBe(429);
    expectThrottled(await requestReset(email, nextIp()), ATTEMPTS, LIMITS.resetPerAccount.windowMs);
  });
});

describe('per-account throttles of the management API', () => {
  it('POST /api/forms/generate: 30 an hour per account', async () => {
    const u = await makeUser(t);
    const call = () =>
      as(t, u)({ method: 'POST', url: '/api/forms/generate', payload: { description: 'Una panadería' } });
    for (let i = 0; i < LIMITS.generatePerAccount.max; i++) expect((await call()).statusCode).toBe(200);
    expectThrottled(await call(), 'Too many requests', LIMITS.generatePerAccount.windowMs);
    // Another account keeps its own budget.
    const other = await makeUser(t);
    const res = await as(
      t,
      other,
    )({ method: 'POST', url: '/api/forms/generate', payload: { description: 'x' } });
    expect(res.statusCode).toBe(200);
  });

  it('POST /api/users/me/api-key: 10 an hour per account', async () => {
    const u = await makeUser(t);
    let headers = u.auth;
    for (let i = 0; i < LIMITS.apiKeyPerAccount.max; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/me/api-key', headers });
      expect(res.statusCode).toBe(200);
      headers = { authorization: `Bearer ${res.json().apiKey}` };
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/api-key', headers });
    expectThrottled(res, 'Too many requests', LIMITS.apiKeyPerAccount.windowMs);
    // The last key still works: a refused rotation changed nothing.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)('throttles shared between instances (Redis)', () => {
  it('one account budget, fed through two instances', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const a = await createTestApp({ database: t.database, env });
    const b = await createTestApp({ database: t.database, env });
    try {
      const s = await signUp(a, { password: 'the-right-password' });
      const half = LIMITS.signInPerAccount.max / 2;
      for (let i = 0; i < half; i++) {
        expect((await signIn(a, s.email, 'wrong-password-a')).statusCode).toBe(401);
        expect((await signIn(b, s.email, 'wrong-password-b')).statusCode).toBe(401);
      }
      expect((await signIn(a, s.email, 'the-right-password')).statusCode).toBe(429);
      expect((await signIn(b, s.email, 'the-right-password')).statusCode).toBe(429);
      const ip = nextIp();
      for (let i = 0; i < LIMITS.signUpPerAddress.max; i++) {
        const x = i % 2 ? a : b;
        const res = await x.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { 'x-forwarded-for': ip },
          payload: { name: 'Two', email: randomEmail('two'), password: 'correct-horse-battery' },
        });
        expect(res.statusCode).toBe(200);
      }
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'x-forwarded-for': ip },
        payload: { name: 'Two', email: randomEmail('two'), password: 'correct-horse-battery' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
