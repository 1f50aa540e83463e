import Stripe from 'stripe';
import type { BillingSettings } from './settings';

/** The Stripe SDK client, pointed at STRIPE_API_BASE when set (tests use a local stand-in). */
export function createStripeClient(settings: BillingSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Charla' },
  });
}

export function isSignatureError(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeSignatureVerificationError;
}

export type { Stripe };
