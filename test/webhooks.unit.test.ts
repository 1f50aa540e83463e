import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs } from '../src/server/jobs/webhook-deliveries';
import { createSecretBox } from '../src/server/webhooks/secret-box';
import { deliveryBody, parseRetryAfter } from '../src/server/webhooks/sender';
import { isValidSecret, sign, signingKey, webhookHeaders } from '../src/server/webhooks/signing';

describe('Standard Webhooks signing', () => {
  it("matches the specification's test vector", () => {
    // From the Standard Webhooks reference libraries' tests.
    expect(
      sign(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('is verified by the standardwebhooks package, for whsec_ and raw secrets', () => {
    const body = JSON.stringify({ type: 'conversation.completed', data: { x: 'é' } });
    const now = Math.floor(Date.now() / 1000);
    const whsec = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
    expect(
      new Webhook(whsec).verify(body, webhookHeaders({ id: 'evt_1', timestamp: now, body, secret: whsec })),
    ).toEqual(JSON.parse(body));
    const raw = 'plain secret';
    const h = webhookHeaders({ id: 'evt_2', timestamp: now, body, secret: raw });
    expect(() => new Webhook(new TextEncoder().encode(raw), { format: 'raw' }).verify(body, h)).not.toThrow();
    // Tampering with any signed part fails.
    expect(() => new Webhook(whsec).verify(body, { ...h, 'webhook-id': 'evt_3' })).toThrow();
  });

  it('uses the base64 key of whsec_ secrets and the UTF-8 bytes of others', () => {
    expect(signingKey('whsec_AAEC')).toEqual(Buffer.from([0, 1, 2]));
    expect(signingKey('ñ')).toEqual(Buffer.from([0xc3, 0xb1]));
    expect(isValidSecret('whsec_AAEC')).toBe(true);
    expect(isValidSecret('whsec_')).toBe(false);
    expect(isValidSecret('whsec_***')).toBe(false);
    expect(isValidSecret('anything else')).toBe(true);
  });

  it('omits the signature without a secret', () => {
    const h = webhookHeaders({ id: 'evt_1', timestamp: 1, body: '{}', secret: null });
    expect(h['webhook-signature']).toBeUndefined();
    expect(h).toMatchObject({
      'webhook-id': 'evt_1',
      'webhook-timestamp': '1',
      'content-type': 'application/json',
    });
  });
});

describe('secret box', () => {
  it('round-trips and refuses another key or context', () => {
    const box = createSecretBox('k'.repeat(64));
    const sealed = box.seal('whsec_abc', 'whk_1');
    expect(sealed).not.toContain('whsec_abc');
    expect(box.open(sealed, 'whk_1')).toBe('whsec_abc');
    expect(() => box.open(sealed, 'whk_2')).toThrow();
    expect(() => createSecretBox('j'.repeat(64)).open(sealed, 'whk_1')).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}AA`, 'whk_1')).toThrow();
  });
});

describe('retry schedule', () => {
  it('is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: 8 attempts in all', () => {
    expect(MAX_ATTEMPTS).toBe(8);
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, null, mid))).toEqual(RETRY_DELAYS_MS);
    expect(RETRY_DELAYS_MS).toEqual([5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6]);
    expect(retryDelayMs(8)).toBeNull();
  });

  it('jitters by ±10 %', () => {
    expect(retryDelayMs(1, null, () => 0)).toBe(4_500);
    expect(retryDelayMs(1, null, () => 0.999999)).toBeLessThanOrEqual(5_500);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(2)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('never retries sooner than Retry-After asks', () => {
    expect(retryDelayMs(1, 60_000, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(3, 60_000, () => 0.5)).toBe(1_800_000);
  });

  it('parses Retry-After seconds and dates, capped at 10 h', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThan(25_000);
    expect(parseRetryAfter('999999999')).toBe(36_000_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});

describe('delivery body', () => {
  it('puts keys in the documented order whatever the stored order', () => {
    const stored = {
      data: {
        form: { name: 'F', id: 'frm_1', formType: 'CLASSIC' },
        conversation: { status: 'COMPLETED', id: 'cnv_1' },
      },
      timestamp: 't',
      type: 'conversation.completed',
    };
    expect(deliveryBody(stored)).toBe(
      '{"type":"conversation.completed","timestamp":"t","data":{"conversation":{"id":"cnv_1","status":"COMPLETED"},"form":{"id":"frm_1","name":"F","formType":"CLASSIC"}}}',
    );
  });
});
