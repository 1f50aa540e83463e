import { BillingRedirect, BillingWebhookAck, CheckoutBody } from '../../contract/billing';
import { ErrorResponse } from '../../contract/common';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { BillingService } from './service';

/**
 * The internal billing endpoints. Checkout and portal take the signed-in user (session cookie, or an API
 * key as on every internal endpoint); the webhook takes Stripe's signature. Without the Stripe settings
 * all three answer 503 before anything else is looked at.
 */
export async function billingRoutes(
  app: ZodApp,
  { billing, authenticate }: { billing: BillingService; authenticate: Authenticate },
) {
  const tags = ['Billing'];
  const requireConfigured = async () => billing.assertConfigured();
  const errors = { ...authErrors, 409: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse };

  app.post('/api/billing/checkout', {
    schema: {
      tags,
      summary: 'Start a subscription: a Stripe Checkout address for PRO or BUSINESS',
      body: CheckoutBody,
      response: { 200: BillingRedirect, ...errors },
    },
    onRequest: [requireConfigured, authenticate],
    handler: (req) => billing.checkout(userOf(req).id, req.body.plan),
  });

  app.post('/api/billing/portal', {
    schema: {
      tags,
      summary: 'Manage the subscription: a Stripe billing-portal address',
      response: { 200: BillingRedirect, ...errors },
    },
    onRequest: [requireConfigured, authenticate],
    handler: (req) => billing.portal(userOf(req).id),
  });

  // Stripe signs the exact bytes it sends: in this scope JSON (and anything else) stays a raw Buffer,
  // while the rest of the app keeps parsing JSON as usual.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/billing/webhook', {
      schema: {
        tags,
        summary: 'Stripe events (signed with the endpoint secret)',
        security: [],
        response: { 200: BillingWebhookAck, 400: ErrorResponse, 503: ErrorResponse },
      },
      config: {
        rawBody: {
          mediaType: 'application/json',
          description: 'A Stripe event, byte for byte as Stripe signed it (Stripe-Signature header)',
        },
      },
      onRequest: requireConfigured,
      handler: async (req) => {
        await billing.webhook(req.body, req.headers['stripe-signature']);
        return { received: true as const };
      },
    });
  });
}
