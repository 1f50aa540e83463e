import type { Config } from '../config';
import type { Db } from '../db/open';
import type { Authenticate } from '../http/authenticate';
import type { ZodApp } from '../http/route-kit';
import { billingRoutes } from './routes';
import { createBillingService } from './service';
import { billingSettings } from './settings';
import type { Stripe } from './stripe';

/** Billing on the app: the three endpoints, live when STRIPE_* is set and 503 otherwise. */
export async function installBilling(
  app: ZodApp,
  deps: {
    config: Config;
    db: Db;
    authenticate: Authenticate;
    stripe?: Stripe;
    onPlanChanged?: (userId: string) => void;
  },
) {
  const { settings, missing } = billingSettings(deps.config);
  if (missing.length > 0)
    app.log.warn(`Billing is off: ${missing.join(', ')} not set (billing needs all four STRIPE_* settings)`);
  const billing = createBillingService({
    db: deps.db,
    settings,
    log: app.log,
    stripe: deps.stripe,
    onPlanChanged: deps.onPlanChanged,
  });
  await billingRoutes(app, { billing, authenticate: deps.authenticate });
  return billing;
}
