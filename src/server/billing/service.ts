import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { BillingMsg, type BillingRedirect, type PaidPlan } from '../../contract/billing';
import { Msg } from '../../contract/errors';
import * as accounts from '../account/store';
import type { Db } from '../db/open';
import { AppError, invalidData } from '../http/errors';
import { type BillingChange, decide, HANDLED_EVENTS, toBillingChange } from './events';
import type { BillingSettings } from './settings';
import * as store from './store';
import { createStripeClient, isSignatureError, type Stripe } from './stripe';

/** The fields of a verified event Charla reads; the object itself is read in events.ts. */
const VerifiedEvent = z.looseObject({
  id: z.string().min(1),
  type: z.string(),
  created: z.number(),
  data: z.looseObject({ object: z.unknown() }),
});

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

export interface BillingDeps {
  db: Db;
  settings: BillingSettings | null;
  log: FastifyBaseLogger;
  /** The SDK client; built from the settings when not given. */
  stripe?: Stripe;
  /** Told after an event changed an account (its widget forms must be read again). */
  onPlanChanged?: (userId: string) => void;
}

/** Checkout, billing portal and the webhook that turns Stripe's events into plan and status changes. */
export function createBillingService(deps: BillingDeps) {
  const { db, log } = deps;
  const settings = deps.settings;
  const stripe = settings
    ? deps.stripe
      ? Promise.resolve(deps.stripe)
      : createStripeClient(settings)
    : null;
  stripe?.catch(() => {}); // a failure surfaces at the first call that needs the client

  async function configured(): Promise<{ settings: BillingSettings; stripe: Stripe }> {
    if (!settings || !stripe) throw new AppError(503, BillingMsg.notConfigured);
    return { settings, stripe: await stripe };
  }

  /** A call to Stripe: its failures are logged and answered 502 without their details. */
  async function provider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      log.error({ err }, `stripe: ${what} failed`);
      throw new AppError(502, BillingMsg.providerError);
    }
  }

  async function loadUser(userId: string) {
    const u = await accounts.findUserById(db, userId);
    if (!u) throw new AppError(401, Msg.unauthorized);
    return u;
  }

  /** The account's Stripe customer, created on its first checkout and reused afterwards. */
  async function customerFor(u: accounts.UserWithKey): Promise<string> {
    if (u.stripeCustomerId) return u.stripeCustomerId;
    const { stripe } = await configured();
    const customer = await provider('customer create', () =>
      stripe.customers.create(
        { email: u.email, name: u.name, metadata: { userId: u.id } },
        // Two checkouts at once get the same customer back from Stripe.
        { idempotencyKey: `charla-customer-${u.id}` },
      ),
    );
    const stored = await store.setCustomerIfNone(db, u.id, customer.id);
    return stored ?? customer.id;
  }

  /** The account for an event: our user id when the event carries it, else the Stripe customer. */
  async function accountOf(ref: BillingChange['ref']): Promise<string | undefined> {
    if (ref.userId && (await accounts.findUserById(db, ref.userId))) return ref.userId;
    return ref.customerId ? store.findUserIdByCustomer(db, ref.customerId) : undefined;
  }

  async function apply(
    event: z.infer<typeof VerifiedEvent>,
    change: BillingChange | null,
  ): Promise<WebhookOutcome> {
    const userId = change ? await accountOf(change.ref) : undefined;
    const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
      if (!(await store.recordEvent(tx, event.id, event.type))) return 'duplicate';
      if (!change) return 'ignored';
      if (!userId) {
        log.warn({ eventId: event.id, type: event.type }, 'stripe: event for no known account');
        return 'ignored';
      }
      const acct = await accounts.lockUser(tx, userId);
      if (!acct) return 'ignored';
      const at = new Date(event.created * 1000);
      const last = await store.lastAppliedAt(tx, userId);
      if (last && at < last) return 'stale';
      const decision = decide(acct, change);
      if ('ignored' in decision) {
        log.info({ eventId: event.id, type: event.type, reason: decision.ignored }, 'stripe: event ignored');
        return 'ignored';
      }
      const patch = { ...decision.patch };
      if (patch.stripeCustomerId && (await store.findUserIdByCustomer(tx, patch.stripeCustomerId)))
        delete patch.stripeCustomerId; // already another account's customer: keep the link we have
      await accounts.updateUser(tx, userId, patch);
      await store.setLastAppliedAt(tx, userId, at);
      log.info({ eventId: event.id, type: event.type, userId, patch }, 'stripe: account updated');
      return 'applied';
    });
    if (outcome === 'applied' && userId) deps.onPlanChanged?.(userId);
    return outcome;
  }

  return {
    /** 503 unless the four Stripe settings are present. */
    assertConfigured() {
      if (!settings || !stripe) throw new AppError(503, BillingMsg.notConfigured);
    },

    async checkout(userId: string, plan: PaidPlan): Promise<BillingRedirect> {
      const { settings, stripe } = await configured();
      const u = await loadUser(userId);
      if (u.stripeSubscriptionId && u.plan !== 'FREE' && u.subscriptionStatus !== 'CANCELED')
        throw new AppError(409, BillingMsg.alreadySubscribed);
      const customer = await customerFor(u);
      const session = await provider('checkout session create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          line_items: [{ price: settings.prices[plan], quantity: 1 }],
          success_url: `${settings.publicUrl}/settings?billing=success`,
          cancel_url: `${settings.publicUrl}/settings?billing=canceled`,
          client_reference_id: u.id,
          metadata: { userId: u.id, plan },
          subscription_data: { metadata: { userId: u.id, plan } },
        }),
      );
      if (!session.url) {
        log.error({ sessionId: session.id }, 'stripe: checkout session without a url');
        throw new AppError(502, BillingMsg.providerError);
      }
      return { url: session.url };
    },

    async portal(userId: string): Promise<BillingRedirect> {
      const { settings, stripe } = await configured();
      const u = await loadUser(userId);
      const customer = u.stripeCustomerId;
      if (!customer) throw new AppError(400, BillingMsg.noBillingAccount);
      const session = await provider('portal session create', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${settings.publicUrl}/settings` }),
      );
      return { url: session.url };
    },

    /** Verifies a webhook delivery with the SDK and applies it once. */
    async webhook(rawBody: unknown, signature: string | string[] | undefined): Promise<WebhookOutcome> {
      const { settings, stripe } = await configured();
      if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string')
        throw new AppError(400, BillingMsg.invalidSignature);
      let verified: unknown;
      try {
        verified = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (err) {
        if (isSignatureError(err)) throw new AppError(400, BillingMsg.invalidSignature);
        throw invalidData([{ message: 'The body is not a Stripe event' }]);
      }
      const parsed = VerifiedEvent.safeParse(verified);
      if (!parsed.success) throw invalidData([{ message: 'The body is not a Stripe event' }]);
      const event = parsed.data;
      if (!HANDLED_EVENTS.has(event.type)) return 'ignored';
      return apply(event, toBillingChange(settings, event));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
