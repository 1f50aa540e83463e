import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPublicUrl,
  guardedFetch,
  isPrivateAddress,
  NetGuardError,
  parseHostAddress,
} from './net-guard';

describe('isPrivateAddress', () => {
  const cases: [string, string[]][] = [
    ['loopback', ['127.0.0.1', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1']],
    ['unspecified / this network', ['0.0.0.0', '0.1.2.3', '::']],
    ['RFC 1918', ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1']],
    ['link-local', ['169.254.0.1', 'fe80::1', 'fe80::1%eth0', 'febf::1']],
    ['metadata', ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']],
    ['CGNAT', ['100.64.0.1', '100.127.255.255']],
    ['unique-local', ['fc00::1', 'fd12:3456::1']],
    [
      'IPv4-mapped IPv6',
      ['::ffff:10.0.0.1', '::ffff:a00:1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::ffff:169.254.169.254]'],
    ],
    [
      'IPv4-compatible, NAT64 and 6to4 embedding a private address',
      ['::127.0.0.1', '64:ff9b::10.0.0.1', '2002:a00:1::1'],
    ],
    ['multicast and reserved', ['224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255', 'ff02::1']],
    [
      'documentation and benchmarking',
      ['192.0.2.1', '198.51.100.1', '203.0.113.1', '198.18.0.1', '2001:db8::1'],
    ],
    ['odd IPv4 spellings of loopback', ['2130706433', '0177.0.0.1', '0x7f000001', '127.1']],
    ['not an address (fail closed)', ['localhost', 'example.com', '', '1.2.3.4.5', 'gggg::1']],
  ];
  for (const [label, addresses] of cases)
    it(`refuses ${label}`, () => {
      for (const a of addresses) expect(isPrivateAddress(a), a).toBe(true);
    });

  it('accepts public addresses', () => {
    for (const a of [
      '8.8.8.8',
      '1.1.1.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '169.253.255.255',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
    ])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe('parseHostAddress', () => {
  it('reads every IPv4 spelling as what it means', () => {
    expect(parseHostAddress('2130706433')).toBe('127.0.0.1');
    expect(parseHostAddress('0177.0.0.1')).toBe('127.0.0.1');
    expect(parseHostAddress('0x7f000001')).toBe('127.0.0.1');
    expect(parseHostAddress('0x7F.0.0.1')).toBe('127.0.0.1');
    expect(parseHostAddress('127.1')).toBe('127.0.0.1');
    expect(parseHostAddress('10.1.1')).toBe('10.1.0.1');
    expect(parseHostAddress('127.0.0.1.')).toBe('127.0.0.1');
    expect(parseHostAddress('8.8.8.8')).toBe('8.8.8.8');
  });
  it('reads IPv6, bracketed or not', () => {
    expect(parseHostAddress('[::1]')).toBe('0:0:0:0:0:0:0:1');
    expect(parseHostAddress('::ffff:10.0.0.1')).toBe('0:0:0:0:0:ffff:a00:1');
  });
  it('returns null for host names and impossible numbers', () => {
    for (const h of ['example.com', 'localhost', '256.0.0.1', '08.0.0.1', '4294967296', '1.2.3.4.5', 'cafe'])
      expect(parseHostAddress(h), h).toBeNull();
  });
});

describe('assertPublicUrl', () => {
  it('refuses non-http schemes, credentials and garbage', async () => {
    for (const u of ['ftp://example.com/', 'file:///etc/passwd', 'not a url', 'http://user:pw@example.com/'])
      await expect(assertPublicUrl(u, { allowPrivate: false }), u).rejects.toMatchObject({
        reason: 'INVALID_URL',
      });
  });
  it('refuses private literals in every spelling, and names resolving to loopback', async () => {
    for (const u of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://[::1]/',
      'http://[::ffff:a00:1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:8080/',
    ])
      await expect(assertPublicUrl(u, { allowPrivate: false }), u).rejects.toMatchObject({
        reason: 'BLOCKED_ADDRESS',
      });
  });
  it('accepts a public literal, and anything http(s) with allowPrivate', async () => {
    await expect(assertPublicUrl('https://8.8.8.8/x', { allowPrivate: false })).resolves.toBeInstanceOf(URL);
    await expect(assertPublicUrl('http://127.0.0.1:1/', { allowPrivate: true })).resolves.toBeInstanceOf(URL);
  });
});

describe('guardedFetch against a loopback server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 64; i++) res.write(Buffer.alloc(1024, 97));
        res.end();
      } else if (req.url?.startsWith('/redirect/')) {
        const n = Number(req.url.split('/')[2]);
        res.writeHead(302, { location: n > 0 ? `/redirect/${n - 1}` : '/hello' }).end();
      } else if (req.url === '/after-300ms') {
        setTimeout(() => res.end('late'), 300);
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2_000);
      } else if (req.url === '/echo') {
        const chunks: Buffer[] = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => res.end(`${req.method} ${Buffer.concat(chunks).toString()}`));
      } else res.end('hello');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  );

  const opts = { timeoutMs: 1_000, maxBytes: 1024 * 1024 };

  it('refuses 127.0.0.1 unless allowPrivate', async () => {
    await expect(guardedFetch(`${base}/hello`, { ...opts, allowPrivate: false })).rejects.toMatchObject({
      reason: 'BLOCKED_ADDRESS',
    });
    const res = await guardedFetch(`${base}/hello`, { ...opts, allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('hello');
  });

  it('refuses a host name resolving to loopback at connect time', async () => {
    const port = (server.address() as AddressInfo).port;
    const err = await guardedFetch(`http://localhost:${port}/hello`, { ...opts, allowPrivate: false }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(NetGuardError);
    expect(err.reason).toBe('BLOCKED_ADDRESS');
  });

  it('refuses odd spellings of loopback', async () => {
    const port = (server.address() as AddressInfo).port;
    for (const host of ['2130706433', '0x7f000001', '127.1', '[::ffff:127.0.0.1]'])
      await expect(
        guardedFetch(`http://${host}:${port}/hello`, { ...opts, allowPrivate: false }),
        host,
      ).rejects.toMatchObject({
        reason: 'BLOCKED_ADDRESS',
      });
  });

  it('aborts reading past maxBytes, or truncates when asked', async () => {
    await expect(
      guardedFetch(`${base}/big`, { allowPrivate: true, timeoutMs: 1_000, maxBytes: 10_000 }),
    ).rejects.toMatchObject({
      reason: 'TOO_LARGE',
    });
    const res = await guardedFetch(`${base}/big`, {
      allowPrivate: true,
      timeoutMs: 1_000,
      maxBytes: 10_000,
      overflow: 'truncate',
    });
    expect(res.body.length).toBe(10_000);
    expect(res.truncated).toBe(true);
  });

  it('times out', async () => {
    await expect(
      guardedFetch(`${base}/slow`, { allowPrivate: true, timeoutMs: 200, maxBytes: 1000 }),
    ).rejects.toMatchObject({
      reason: 'TIMEOUT',
    });
  });

  it('with a shared deadline, an answer completed after timeoutMs is a timeout even if the signal has not fired', async () => {
    const lateSignal = new AbortController().signal; // a deadline that has not fired (yet)
    await expect(
      guardedFetch(`${base}/after-300ms`, {
        allowPrivate: true,
        timeoutMs: 200,
        maxBytes: 1000,
        deadline: lateSignal,
      }),
    ).rejects.toMatchObject({ reason: 'TIMEOUT' });
    const inTime = await guardedFetch(`${base}/hello`, {
      allowPrivate: true,
      timeoutMs: 200,
      maxBytes: 1000,
      deadline: lateSignal,
    });
    expect(inTime.body.toString()).toBe('hello');
  });

  it('with a shared deadline, its abort is a timeout', async () => {
    await expect(
      guardedFetch(`${base}/slow`, {
        allowPrivate: true,
        timeoutMs: 200,
        maxBytes: 1000,
        deadline: AbortSignal.timeout(250),
      }),
    ).rejects.toMatchObject({ reason: 'TIMEOUT' });
  });

  it('returns redirects as is by default and follows up to 3 with follow-guarded', async () => {
    const manual = await guardedFetch(`${base}/redirect/0`, { ...opts, allowPrivate: true });
    expect(manual.status).toBe(302);
    const followed = await guardedFetch(`${base}/redirect/2`, {
      ...opts,
      allowPrivate: true,
      redirect: 'follow-guarded',
    });
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${base}/hello`);
    await expect(
      guardedFetch(`${base}/redirect/3`, { ...opts, allowPrivate: true, redirect: 'follow-guarded' }),
    ).rejects.toMatchObject({ reason: 'TOO_MANY_REDIRECTS' });
  });

  it('sends method, headers and body', async () => {
    const res = await guardedFetch(`${base}/echo`, {
      ...opts,
      allowPrivate: true,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.body.toString()).toBe('POST {"a":1}');
  });
});
