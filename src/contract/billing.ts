import { z } from 'zod';

/** The plans a checkout can buy (FREE is what a user has without a subscription). */
export const PaidPlan = z.enum(['PRO', 'BUSINESS']);
export type PaidPlan = z.infer<typeof PaidPlan>;

export const CheckoutBody = z.object({ plan: PaidPlan });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** Where the browser goes next: the payment provider's checkout page or billing portal. */
export const BillingRedirect = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof BillingRedirect>;

export const BillingWebhookAck = z.object({ received: z.literal(true) });

/** Messages of the billing endpoints. */
export const BillingMsg = {
  notConfigured: 'Billing is not configured',
  invalidSignature: 'Invalid signature',
  noBillingAccount: 'No billing account yet: subscribe to a plan first',
  alreadySubscribed: 'Already subscribed: change or cancel the plan in the billing portal',
  providerError: 'The payment provider could not be reached',
} as const;
