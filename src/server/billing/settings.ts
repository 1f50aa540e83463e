import type { PaidPlan } from '../../contract/billing';
import type { Config } from '../config';

/** Where the Stripe SDK sends its requests; unset means Stripe's own API. */
export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface BillingSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
  api?: StripeApiTarget;
  /** Base address of the dashboard pages checkout and portal return to. */
  publicUrl: string;
}

type StripeEnv = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_PRO'
  | 'STRIPE_PRICE_BUSINESS'
  | 'STRIPE_API_BASE'
  | 'PUBLIC_URL'
>;

const REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_BUSINESS',
] as const;

/** `http(s)://host[:port]` → the SDK's host, port and protocol options. */
export function parseApiBase(base: string): StripeApiTarget {
  const u = new URL(base);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol };
}

/**
 * Billing is on only when all four Stripe settings are present. `missing` names what is absent when some,
 * but not all, are set (a half-configured instance, worth a warning at start).
 */
export function billingSettings(config: StripeEnv): { settings: BillingSettings | null; missing: string[] } {
  const missing = REQUIRED.filter((k) => !config[k]);
  if (missing.length > 0)
    return { settings: null, missing: missing.length === REQUIRED.length ? [] : missing };
  return {
    settings: {
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      prices: { PRO: config.STRIPE_PRICE_PRO!, BUSINESS: config.STRIPE_PRICE_BUSINESS! },
      api: config.STRIPE_API_BASE ? parseApiBase(config.STRIPE_API_BASE) : undefined,
      publicUrl: config.PUBLIC_URL,
    },
    missing: [],
  };
}

/** The plan a Stripe price id buys, or null for a price Charla does not know. */
export function planForPrice(settings: BillingSettings, priceId: string | null | undefined): PaidPlan | null {
  if (!priceId) return null;
  if (priceId === settings.prices.PRO) return 'PRO';
  if (priceId === settings.prices.BUSINESS) return 'BUSINESS';
  return null;
}
