// One path, one rule (DESIGN 12): every guarded route is first driven until its guard refuses, then asked
// again under generated spellings of its path (dot segments, encoded dots, slashes and letters, backslashes,
// doubled slashes, case, trailing slashes, `;` parameters). Each spelling is refused as not canonical (400),
// names no route (404), or meets the same guard; none reaches the handler. Real sockets: inject() and
// fetch() would tidy the paths before the server saw them.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPath } from '../src/server/http/canonical-path';
import { LIMITS } from '../src/server/http/throttle';
import { createTestApp, makeUser, nextIp, type TestApp, type TestUser } from './helpers/app';
import { makePublishedForm } from './helpers/widget';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const PASSWORD = 'correct-horse-battery';

let t: TestApp;
let port: number;
let owner: TestUser;
let formId: string;

interface Answer {
  status: number;
  error: string;
}

/** A request whose target goes on the wire exactly as given. */
function send(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...(data ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let error = '';
          try {
            error = String((JSON.parse(text) as { error?: unknown }).error ?? '');
          } catch {}
          resolve({ status: res.statusCode ?? 0, error });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

// --- spellings ---

const hex = (c: string, upper: boolean) => {
  const h = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? h.toUpperCase() : h}`;
};

type Mutation = (segments: string[], at: number, pick: number, upper: boolean) => string[] | string;

/** Ways to spell a path differently; each takes the segments (no leading empty one) and returns a path or segments. */
const MUTATIONS: Record<string, Mutation> = {
  dot: (s, at) => [...s.slice(0, at), '.', ...s.slice(at)],
  dotDot: (s, at) => [...s.slice(0, at), 'x', '..', ...s.slice(at)],
  encodedDot: (s, at, pick, upper) => [
    ...s.slice(0, at),
    ['%2e', '.%2e', '%2e.', '%2e%2e'][pick % 4]!.replace(/%2e/g, upper ? '%2E' : '%2e'),
    ...(pick % 4 === 0 ? [] : ['x']),
    ...s.slice(at),
  ],
  backslash: (s, at) => `/${s.slice(0, at + 1).join('/')}\\${s.slice(at + 1).join('/')}`,
  doubleSlash: (s, at) => [...s.slice(0, at), '', ...s.slice(at)],
  encodedSlash: (s, at, _p, upper) =>
    `/${s.slice(0, at + 1).join('/')}${upper ? '%2F' : '%2f'}${s.slice(at + 1).join('/')}`,
  encodedBackslash: (s, at, _p, upper) =>
    `/${s.slice(0, at + 1).join('/')}${upper ? '%5C' : '%5c'}${s.slice(at + 1).join('/')}`,
  encodedLetter: (s, at, pick, upper) =>
    s.map((seg, i) => {
      if (i !== at % s.length || !seg) return seg;
      const j = pick % seg.length;
      return seg.slice(0, j) + hex(seg[j]!, upper) + seg.slice(j + 1);
    }),
  upperCase: (s, at) => s.map((seg, i) => (i === at % s.length ? seg.toUpperCase() : seg)),
  capitalised: (s, at) =>
    s.map((seg, i) => (i === at % s.length ? seg.charAt(0).toUpperCase() + seg.slice(1) : seg)),
  trailingSlash: (s) => [...s, ''],
  trailingDot: (s) => [...s, '.'],
  semicolon: (s, at) => s.map((seg, i) => (i === at % s.length ? `${seg};jsessionid=1` : seg)),
  doubleEncoded: (s, at, pick) => [...s.slice(0, at), ['%252e', '%252f', '%25'][pick % 3]!, ...s.slice(at)],
};

const toPath = (x: string[] | string) => (typeof x === 'string' ? x : `/${x.join('/')}`);

/** 1 to 3 mutations of a canonical path, never the path itself. */
function spellings(path: string): fc.Arbitrary<string> {
  const step = fc.record({
    name: fc.constantFrom(...Object.keys(MUTATIONS)),
    at: fc.nat(8),
    pick: fc.nat(16),
    upper: fc.boolean(),
  });
  return fc.array(step, { minLength: 1, maxLength: 3 }).map((steps) => {
    let current = path;
    for (const { name, at, pick, upper } of steps) {
      const segments = current.split('?')[0]!.slice(1).split('/');
      current = toPath(MUTATIONS[name]!(segments, at % (segments.length + 1), pick, upper));
    }
    return current;
  });
}

interface Guarded {
  name: string;
  method: string;
  path: string;
  body?: () => unknown;
  headers?: () => Record<string, string>;
  /** What the guard answers once tripped (the canonical path is asked first to prove it). */
  guard: Answer;
}

const THROTTLED = { status: 429, error: 'Too many attempts, try again later' };
const guarded: Guarded[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP: 'closed' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const email = 'owner@example.com';
  const first = await send(
    'POST',
    '/api/auth/sign-up/email',
    { name: 'Owner', email, password: PASSWORD },
    { 'x-forwarded-for': nextIp() },
  );
  expect(first.status).toBe(200);
  owner = await makeUser(t, { plan: 'BUSINESS' });
  formId = (await makePublishedForm(t, owner, { allowedDomains: ['shop.example'] })).id;

  // Sign-in: the account's budget spent from many addresses; the right password from a new one is refused.
  for (let i = 0; i < LIMITS.signInPerAccount.max; i++)
    await send(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: `wrong-${i}-password` },
      { 'x-forwarded-for': nextIp() },
    );
  guarded.push({
    name: 'sign-in, account budget spent',
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: () => ({ email, password: PASSWORD }),
    headers: () => ({ 'x-forwarded-for': nextIp() }),
    guard: THROTTLED,
  });
  // Sign-up: closed, an account exists (any address).
  guarded.push({
    name: 'closed sign-up',
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: () => ({
      name: 'X',
      email: `x${Math.random().toString(36).slice(2)}@example.com`,
      password: PASSWORD,
    }),
    headers: () => ({ 'x-forwarded-for': nextIp() }),
    guard: { status: 403, error: 'Sign-up is closed' },
  });
  // Sign-up: one address's budget spent.
  const signUpIp = nextIp();
  for (let i = 0; i < LIMITS.signUpPerAddress.max; i++)
    await send(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'X', email: `y${i}@example.com`, password: PASSWORD },
      {
        'x-forwarded-for': signUpIp,
      },
    );
  guarded.push({
    name: 'sign-up, address budget spent',
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: () => ({
      name: 'X',
      email: `z${Math.random().toString(36).slice(2)}@example.com`,
      password: PASSWORD,
    }),
    headers: () => ({ 'x-forwarded-for': signUpIp }),
    guard: THROTTLED,
  });
  // Password reset: one address's budget spent.
  const resetIp = nextIp();
  for (let i = 0; i < LIMITS.resetPerAddress.max; i++)
    await send(
      'POST',
      '/api/auth/request-password-reset',
      { email: `r${i}@example.com` },
      {
        'x-forwarded-for': resetIp,
      },
    );
  guarded.push({
    name: 'password reset, address budget spent',
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: () => ({ email }),
    headers: () => ({ 'x-forwarded-for': resetIp }),
    guard: THROTTLED,
  });
  // Password reset: a redirect off this instance (a new address and account each time: no budget spent).
  guarded.push({
    name: 'password reset to another site',
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: () => ({
      email: `r${Math.random().toString(36).slice(2)}@example.com`,
      redirectTo: 'https://evil.example/steal',
    }),
    headers: () => ({ 'x-forwarded-for': nextIp() }),
    guard: { status: 403, error: "Invalid redirectTo: it must be an address on this instance's PUBLIC_URL" },
  });
  // better-auth endpoints Charla does not offer (the allow-list).
  for (const path of ['/api/auth/delete-user', '/api/auth/sign-in/social', '/api/auth/update-user'])
    guarded.push({
      name: `unoffered ${path}`,
      method: 'POST',
      path,
      body: () => ({}),
      headers: () => ({ 'x-forwarded-for': nextIp() }),
      guard: { status: 404, error: 'Not found' },
    });
  // A widget rate limit (@fastify/rate-limit): one address's 30 messages a minute spent.
  const chatIp = nextIp();
  const chat = { formId, message: 'Hola' };
  for (let i = 0; i < 30; i++)
    await send('POST', '/api/chat', chat, { 'x-forwarded-for': chatIp, origin: 'https://shop.example' });
  guarded.push({
    name: 'chat, address rate limit spent',
    method: 'POST',
    path: '/api/chat',
    body: () => chat,
    headers: () => ({ 'x-forwarded-for': chatIp, origin: 'https://shop.example' }),
    guard: { status: 429, error: 'Too many requests' },
  });
  // The origin check of a widget endpoint.
  guarded.push({
    name: 'chat from a site not allowed',
    method: 'POST',
    path: '/api/chat',
    body: () => chat,
    headers: () => ({ 'x-forwarded-for': nextIp(), origin: 'https://evil.example' }),
    guard: { status: 403, error: 'Domain not allowed' },
  });
  // The generator's throttle (per account): its budget spent by a second owner.
  const author = await makeUser(t, { plan: 'BUSINESS' });
  const idea = { description: 'Una panadería en Sevilla' };
  for (let i = 0; i < LIMITS.generatePerAccount.max; i++)
    await send('POST', '/api/forms/generate', idea, author.auth);
  guarded.push({
    name: 'form generator, account budget spent',
    method: 'POST',
    path: '/api/forms/generate',
    body: () => idea,
    headers: () => author.auth,
    guard: { status: 429, error: 'Too many requests' },
  });
  // The API-key throttle (per account); each rotation answers the new key.
  currentKey = owner.apiKey;
  for (let i = 0; i < LIMITS.apiKeyPerAccount.max; i++) currentKey = (await rotate(currentKey)) ?? currentKey;
  guarded.push({
    name: 'API key rotation, account budget spent',
    method: 'POST',
    path: '/api/users/me/api-key',
    headers: () => ({ authorization: `Bearer ${currentKey}` }),
    guard: { status: 429, error: 'Too many requests' },
  });
}, 120_000);
afterAll(() => t.close());

let currentKey = '';

/** POST /api/users/me/api-key through inject (the path is canonical); the new key, or null when refused. */
async function rotate(key: string): Promise<string | null> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/api-key',
    headers: { authorization: `Bearer ${key}` },
  });
  return res.statusCode === 200 ? (res.json() as { apiKey: string }).apiKey : null;
}

describe('guarded routes under other spellings of their path', () => {
  it('the canonical path meets each guard', async () => {
    for (const g of guarded) {
      const res = await send(g.method, g.path, g.body?.(), g.headers?.());
      expect({ route: g.name, ...res }).toEqual({ route: g.name, ...g.guard });
    }
  });

  it('every other spelling is refused, names no route, or meets the same guard', async () => {
    for (const g of guarded) {
      await fc.assert(
        fc.asyncProperty(spellings(g.path), async (spelling) => {
          const res = await send(g.method, spelling, g.body?.(), g.headers?.());
          const refused = res.status === 400 && res.error === 'Invalid data';
          const noRoute = res.status === 404;
          const sameGuard = res.status === g.guard.status && res.error === g.guard.error;
          // A spelling the server calls canonical is served as what it says, never as the guarded path.
          if (refused) expect(canonicalPath(spelling)).toBeNull();
          expect(
            refused || noRoute || sameGuard,
            `${g.name}: ${g.method} ${spelling} answered ${res.status} ${res.error}`,
          ).toBe(true);
        }),
        { numRuns: RUNS },
      );
    }
  });
});

describe('canonicalPath', () => {
  it('keeps the paths clients send and refuses the other spellings', () => {
    for (const ok of [
      '/',
      '/api/forms',
      '/api/forms/frm_1?x=%2e',
      '/f/frm_1',
      '/a%20b',
      '/caf%C3%A9',
      '/api/auth/sign-in/email/',
    ])
      expect(canonicalPath(ok), ok).toBe(ok.split('?')[0]);
    for (const bad of [
      '/api/./forms',
      '/api/x/../forms',
      '/api/%2e/forms',
      '/api/%2E%2E/forms',
      '/api\\forms',
      '/api//forms',
      '//api/forms',
      '/api/forms;x=1',
      '/api/f%6frms',
      '/api%2fforms',
      '/api/%252e/forms',
      '/api/forms/.',
      'http://evil.example/api/forms',
      '*',
      '/api/%zz',
      '/api/forms#x',
    ])
      expect(canonicalPath(bad), bad).toBeNull();
  });
});
