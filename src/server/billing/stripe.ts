import type Stripe from 'stripe';
import type { BillingSettings } from './settings';

/** The Stripe SDK client, pointed at STRIPE_API_BASE when set (tests use a local stand-in). */
export async function createStripeClient(settings: BillingSettings): Promise<Stripe> {
  // Loaded only when billing is configured (start-up time of a self-hosted instance without it).
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Charla' },
  });
}

export function isSignatureError(err: unknown): boolean {
  return (err as { type?: unknown } | null)?.type === 'StripeSignatureVerificationError';
}

export type { Stripe };
