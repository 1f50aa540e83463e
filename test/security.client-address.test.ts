import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, parseTrustProxy } from '../src/server/config';
import { session } from '../src/server/db/schema';
import { addressKey } from '../src/server/http/throttle';
import { createTestApp, nextIp, signUp, type TestApp } from './helpers/app';

const spoof = () => `${Math.floor(Math.random() * 200) + 1}.${Math.floor(Math.random() * 250)}.7.9`;

/** 31 chats that share one real client but each claim a new left-most address: the 31st must be refused. */
async function expectChatLimitHolds(t: TestApp, header: (client: string) => string) {
  const client = nextIp();
  const chat = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'x-forwarded-for': header(client) },
      payload: {},
    });
  for (let i = 0; i < 30; i++) expect((await chat()).statusCode).toBe(400);
  const res = await chat();
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: 'Too many requests', code: 'RATE_LIMITED' });
  // Another real client behind the same proxies is not affected.
  const other = nextIp();
  const fresh = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'x-forwarded-for': header(other) },
    payload: {},
  });
  expect(fresh.statusCode).toBe(400);
}

describe('TRUST_PROXY values', () => {
  it('parses false, true (one hop), a hop count and a list of addresses/CIDRs', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
  });

  it('refuses anything else at start with one line naming the setting', () => {
    for (const bad of ['maybe', '10.0.0.0/33', 'example.com', '1.2.3', '101']) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    }
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
  });
});

describe('TRUST_PROXY=true: exactly one hop, the right-most X-Forwarded-For entry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('a rotated left-most entry does not escape the per-address chat limit', async () => {
    await expectChatLimitHolds(t, (client) => `${spoof()}, ${client}`);
  });

  it('sessions record the honest address', async () => {
    const real = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': `6.6.6.6, ${real}`, 'x-charla-client-ip': '7.7.7.7' },
      payload: {
        name: 'Honest',
        email: `honest-${Date.now()}@example.com`,
        password: 'correct-horse-battery',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select().from(session).where(eq(session.userId, res.json().user.id));
    expect(rows.map((r) => r.ipAddress)).toEqual([real]);
  });

  it('a spoofed left-most entry does not escape the sign-in throttle', async () => {
    const s = await signUp(t);
    const client = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': `${spoof()}, ${client}` },
        payload: { email: `x${i}-${s.email}`, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': `${spoof()}, ${client}` },
      payload: { email: s.email, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count and as a list of proxies', () => {
  it('2 hops: the second entry from the right is the client', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '2' } });
    try {
      await expectChatLimitHolds(t, (client) => `${spoof()}, ${client}, 10.250.0.1`);
    } finally {
      await t.close();
    }
  });

  it('a list: the right-most entry that is not a listed proxy is the client', async () => {
    // inject() connects from 127.0.0.1, the first proxy; the load balancer is in 172.31.0.0/16.
    const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1, 172.31.0.0/16' } });
    try {
      await expectChatLimitHolds(t, (client) => `${spoof()}, ${client}, 172.31.4.5`);
      await expectChatLimitHolds(t, (client) => `${spoof()}, ${client}`);
    } finally {
      await t.close();
    }
  });
});
