import { z } from 'zod';
import { type PaidPlan, PaidPlan as PaidPlanSchema } from '../../contract/billing';
import type { Plan, SubscriptionStatus } from '../../contract/enums';
import { type BillingSettings, planForPrice } from './settings';

/**
 * Stripe events reduced to what changes a Charla account. The objects are read loosely (only the fields
 * used, and both the current and the older API shapes where they differ), so an event from an endpoint
 * pinned to another API version still maps the same way.
 */
export type BillingChange =
  | {
      kind: 'checkout';
      ref: AccountRef;
      subscriptionId: string | null;
      plan: PaidPlan | null;
    }
  | {
      kind: 'subscription';
      /** customer.subscription.created (the first state of a subscription, never newer than a known one). */
      created: boolean;
      ref: AccountRef;
      subscriptionId: string;
      stripeStatus: string;
      status: SubscriptionStatus;
      plan: PaidPlan | null;
    }
  | { kind: 'deleted'; ref: AccountRef; subscriptionId: string }
  | { kind: 'paymentFailed'; ref: AccountRef; subscriptionId: string };

/** How an event names the account: our user id (when we put it there) and the Stripe customer. */
export interface AccountRef {
  userId: string | null;
  customerId: string | null;
}

/** The event types Charla acts on; everything else is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

/** Stripe subscription status → Charla's subscriptionStatus (unknown statuses are ignored). */
const STATUS: Record<string, SubscriptionStatus> = {
  active: 'ACTIVE',
  trialing: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  incomplete: 'PAST_DUE',
  paused: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
};

/** A Stripe reference: an id string, or the expanded object. */
const Ref = z
  .union([z.string(), z.looseObject({ id: z.string() })])
  .nullish()
  .transform((v) => (typeof v === 'string' ? v : (v?.id ?? null)));

const Metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((m) => m ?? {});

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

const PriceHolder = z.looseObject({ price: Ref.optional(), plan: Ref.optional() });

const CheckoutSession = z.looseObject({
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: Ref.optional(),
  subscription: Ref.optional(),
  metadata: Metadata.optional(),
  line_items: z.looseObject({ data: z.array(PriceHolder) }).nullish(),
});

const Subscription = z.looseObject({
  id: z.string(),
  status: z.string(),
  customer: Ref.optional(),
  metadata: Metadata.optional(),
  items: z.looseObject({ data: z.array(PriceHolder) }).nullish(),
  plan: Ref.optional(),
});

const Invoice = z.looseObject({
  customer: Ref.optional(),
  subscription: Ref.optional(),
  parent: z
    .looseObject({
      subscription_details: z
        .looseObject({ subscription: Ref.optional(), metadata: Metadata.optional() })
        .nullish(),
    })
    .nullish(),
});

/** The plan of the first line whose price is one of the configured prices. */
function planOfLines(settings: BillingSettings, lines: Array<z.infer<typeof PriceHolder>>): PaidPlan | null {
  for (const line of lines) {
    const plan = planForPrice(settings, line.price ?? line.plan);
    if (plan) return plan;
  }
  return null;
}

function metaPlan(meta: Record<string, unknown>): PaidPlan | null {
  const parsed = PaidPlanSchema.safeParse(meta.plan);
  return parsed.success ? parsed.data : null;
}

/**
 * What an event means for an account, or null when it means nothing to Charla (another type, a one-off
 * payment, an object that does not have the expected shape).
 */
export function toBillingChange(
  settings: BillingSettings,
  event: { type: string; data: { object: unknown } },
): BillingChange | null {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = CheckoutSession.safeParse(object);
      if (!s.success || s.data.mode !== 'subscription') return null;
      const meta = s.data.metadata ?? {};
      return {
        kind: 'checkout',
        ref: {
          userId: str(s.data.client_reference_id) ?? str(meta.userId),
          customerId: s.data.customer ?? null,
        },
        subscriptionId: s.data.subscription ?? null,
        plan: planOfLines(settings, s.data.line_items?.data ?? []) ?? metaPlan(meta),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const s = Subscription.safeParse(object);
      if (!s.success) return null;
      const status = STATUS[s.data.status];
      if (!status) return null;
      const lines = s.data.items?.data ?? [];
      return {
        kind: 'subscription',
        created: event.type === 'customer.subscription.created',
        ref: { userId: str(s.data.metadata?.userId), customerId: s.data.customer ?? null },
        subscriptionId: s.data.id,
        stripeStatus: s.data.status,
        status,
        plan: planOfLines(settings, lines) ?? planForPrice(settings, s.data.plan),
      };
    }
    case 'customer.subscription.deleted': {
      const s = Subscription.safeParse(object);
      if (!s.success) return null;
      return {
        kind: 'deleted',
        ref: { userId: str(s.data.metadata?.userId), customerId: s.data.customer ?? null },
        subscriptionId: s.data.id,
      };
    }
    case 'invoice.payment_failed': {
      const i = Invoice.safeParse(object);
      if (!i.success) return null;
      const details = i.data.parent?.subscription_details;
      const subscriptionId = details?.subscription ?? i.data.subscription ?? null;
      if (!subscriptionId) return null; // a one-off invoice: no plan depends on it
      return {
        kind: 'paymentFailed',
        ref: { userId: str(details?.metadata?.userId), customerId: i.data.customer ?? null },
        subscriptionId,
      };
    }
    default:
      return null;
  }
}

/** The billing fields of an account, as stored on the user row. */
export interface AccountBilling {
  plan: string;
  subscriptionStatus: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export interface BillingPatch {
  plan?: Plan;
  subscriptionStatus?: SubscriptionStatus;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string | null;
}

/**
 * The change an event makes to an account, or why it makes none. The account follows one subscription
 * (`stripeSubscriptionId`); events about another one are ignored unless they start a live subscription.
 * Together with the per-account order check in the service this keeps late, replayed or crossed events
 * from rolling an account back (see docs/billing.md).
 */
export function decide(
  acct: AccountBilling,
  change: BillingChange,
): { patch: BillingPatch } | { ignored: string } {
  const current = acct.stripeSubscriptionId;
  switch (change.kind) {
    case 'checkout': {
      const customer =
        acct.stripeCustomerId || !change.ref.customerId ? {} : { stripeCustomerId: change.ref.customerId };
      if (change.subscriptionId && change.subscriptionId === current) {
        // The subscription's own events came first and already set a state at least as new.
        return Object.keys(customer).length ? { patch: customer } : { ignored: 'subscription already known' };
      }
      if (!change.subscriptionId && !change.plan) return { ignored: 'no subscription in the session' };
      return {
        patch: {
          ...customer,
          ...(change.subscriptionId ? { stripeSubscriptionId: change.subscriptionId } : {}),
          ...(change.plan ? { plan: change.plan, subscriptionStatus: 'ACTIVE' as const } : {}),
        },
      };
    }
    case 'subscription': {
      if (change.subscriptionId === current) {
        if (change.created) return { ignored: 'creation of a subscription already known' };
        return {
          patch: { subscriptionStatus: change.status, ...(change.plan ? { plan: change.plan } : {}) },
        };
      }
      if (!change.plan) return { ignored: 'price of no configured plan' };
      if (change.status === 'ACTIVE')
        return {
          patch: {
            plan: change.plan,
            subscriptionStatus: 'ACTIVE',
            stripeSubscriptionId: change.subscriptionId,
          },
        };
      // A subscription in arrears with no other one on the account (e.g. its activation event was lost).
      if (current === null && ['past_due', 'unpaid', 'paused'].includes(change.stripeStatus))
        return {
          patch: {
            plan: change.plan,
            subscriptionStatus: 'PAST_DUE',
            stripeSubscriptionId: change.subscriptionId,
          },
        };
      return { ignored: 'not the current subscription' };
    }
    case 'deleted': {
      if (current !== null && current !== change.subscriptionId)
        return { ignored: 'not the current subscription' };
      return { patch: { plan: 'FREE', subscriptionStatus: 'ACTIVE', stripeSubscriptionId: null } };
    }
    case 'paymentFailed': {
      if (current === change.subscriptionId || (current === null && acct.plan !== 'FREE'))
        return { patch: { subscriptionStatus: 'PAST_DUE' } };
      return { ignored: 'not the current subscription' };
    }
  }
}
