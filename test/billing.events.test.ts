import { describe, expect, it } from 'vitest';
import { type AccountBilling, decide, toBillingChange } from '../src/server/billing/events';
import { billingSettings, parseApiBase } from '../src/server/billing/settings';
import { ConfigError, parseEnv } from '../src/server/config';

const env = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_BUSINESS: 'price_biz',
  PUBLIC_URL: 'https://charla.example',
};
const settings = billingSettings(env).settings!;
const event = (type: string, object: unknown) => ({ type, data: { object } });

describe('billing settings', () => {
  it('is on only with all four settings, naming what is missing when some are set', () => {
    expect(billingSettings(env).settings).toMatchObject({
      prices: { PRO: 'price_pro', BUSINESS: 'price_biz' },
    });
    expect(billingSettings({ PUBLIC_URL: 'x' })).toEqual({ settings: null, missing: [] });
    expect(billingSettings({ ...env, STRIPE_WEBHOOK_SECRET: undefined })).toEqual({
      settings: null,
      missing: ['STRIPE_WEBHOOK_SECRET'],
    });
  });

  it('turns STRIPE_API_BASE into the SDK host, port and protocol', () => {
    expect(parseApiBase('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(parseApiBase('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it('refuses a bad STRIPE_API_BASE and one price for both plans at start', () => {
    expect(() => parseEnv({ STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
    expect(() => parseEnv({ STRIPE_PRICE_PRO: 'price_a', STRIPE_PRICE_BUSINESS: 'price_a' })).toThrow(
      ConfigError,
    );
  });
});

describe('toBillingChange', () => {
  it('reads a subscription checkout and skips one-off payments', () => {
    const session = {
      mode: 'subscription',
      client_reference_id: 'usr_1',
      customer: 'cus_1',
      subscription: { id: 'sub_1', object: 'subscription' },
      metadata: { plan: 'BUSINESS' },
    };
    expect(toBillingChange(settings, event('checkout.session.completed', session))).toEqual({
      kind: 'checkout',
      ref: { userId: 'usr_1', customerId: 'cus_1' },
      subscriptionId: 'sub_1',
      plan: 'BUSINESS',
    });
    expect(
      toBillingChange(settings, event('checkout.session.completed', { ...session, mode: 'payment' })),
    ).toBeNull();
  });

  it('maps Stripe statuses and prices; reads the older API shapes too', () => {
    const sub = (status: string, extra: object = {}) => ({
      id: 'sub_1',
      status,
      customer: 'cus_1',
      items: { data: [{ price: { id: 'price_pro' } }] },
      ...extra,
    });
    const statusOf = (s: string) => {
      const c = toBillingChange(settings, event('customer.subscription.updated', sub(s)));
      return c?.kind === 'subscription' ? c.status : null;
    };
    expect(
      ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'canceled', 'incomplete_expired'].map(
        statusOf,
      ),
    ).toEqual(['ACTIVE', 'ACTIVE', 'PAST_DUE', 'PAST_DUE', 'PAST_DUE', 'CANCELED', 'CANCELED']);
    expect(statusOf('something_new')).toBeNull();
    const legacy = toBillingChange(
      settings,
      event('customer.subscription.updated', {
        id: 'sub_1',
        status: 'active',
        customer: 'cus_1',
        plan: { id: 'price_biz' },
      }),
    );
    expect(legacy).toMatchObject({ plan: 'BUSINESS' });
    const unknownPrice = toBillingChange(
      settings,
      event('customer.subscription.updated', sub('active', { items: { data: [{ price: 'price_other' }] } })),
    );
    expect(unknownPrice).toMatchObject({ plan: null });
    expect(
      toBillingChange(
        settings,
        event('invoice.payment_failed', { customer: 'cus_1', subscription: 'sub_9' }),
      ),
    ).toEqual({
      kind: 'paymentFailed',
      ref: { userId: null, customerId: 'cus_1' },
      subscriptionId: 'sub_9',
    });
    expect(
      toBillingChange(settings, event('invoice.payment_failed', { customer: 'cus_1', parent: null })),
    ).toBeNull();
  });
});

describe('decide', () => {
  const acct = (o: Partial<AccountBilling> = {}): AccountBilling => ({
    plan: 'FREE',
    subscriptionStatus: 'ACTIVE',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: null,
    ...o,
  });
  const ref = { userId: null, customerId: 'cus_1' };
  const subChange = (status: 'ACTIVE' | 'PAST_DUE' | 'CANCELED', stripeStatus: string, o: object = {}) => ({
    kind: 'subscription' as const,
    created: false,
    ref,
    subscriptionId: 'sub_1',
    stripeStatus,
    status,
    plan: 'PRO' as const,
    ...o,
  });

  it('attaches a new live subscription, but not one still incomplete or already over', () => {
    expect(decide(acct(), subChange('ACTIVE', 'active'))).toEqual({
      patch: { plan: 'PRO', subscriptionStatus: 'ACTIVE', stripeSubscriptionId: 'sub_1' },
    });
    expect(decide(acct(), subChange('PAST_DUE', 'incomplete'))).toHaveProperty('ignored');
    expect(decide(acct(), subChange('CANCELED', 'canceled'))).toHaveProperty('ignored');
    expect(decide(acct({ stripeSubscriptionId: 'sub_0' }), subChange('PAST_DUE', 'past_due'))).toHaveProperty(
      'ignored',
    );
  });

  it('never lets a creation event overwrite a subscription already known', () => {
    const known = acct({ plan: 'PRO', stripeSubscriptionId: 'sub_1' });
    expect(decide(known, subChange('PAST_DUE', 'incomplete', { created: true }))).toHaveProperty('ignored');
    expect(decide(known, subChange('PAST_DUE', 'past_due'))).toEqual({
      patch: { plan: 'PRO', subscriptionStatus: 'PAST_DUE' },
    });
  });

  it('downgrades on deletion of the current subscription only', () => {
    const current = acct({ plan: 'PRO', stripeSubscriptionId: 'sub_1' });
    expect(decide(current, { kind: 'deleted', ref, subscriptionId: 'sub_1' })).toEqual({
      patch: { plan: 'FREE', subscriptionStatus: 'ACTIVE', stripeSubscriptionId: null },
    });
    expect(decide(current, { kind: 'deleted', ref, subscriptionId: 'sub_0' })).toHaveProperty('ignored');
  });

  it('marks a failed payment PAST_DUE on the current subscription, not on a FREE account', () => {
    const current = acct({ plan: 'PRO', stripeSubscriptionId: 'sub_1' });
    expect(decide(current, { kind: 'paymentFailed', ref, subscriptionId: 'sub_1' })).toEqual({
      patch: { subscriptionStatus: 'PAST_DUE' },
    });
    expect(decide(acct(), { kind: 'paymentFailed', ref, subscriptionId: 'sub_1' })).toHaveProperty('ignored');
  });
});
