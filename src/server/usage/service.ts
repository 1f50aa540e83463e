import type { Plan } from '../../contract/enums';
import { Msg } from '../../contract/errors';
import type { PlanTable } from '../../contract/plans';
import { monthPeriod, periodKey, type Usage } from '../../contract/usage';
import { findUserById } from '../account/store';
import type { Db } from '../db/open';
import { AppError } from '../http/errors';
import * as store from './store';

export function createUsageService({
  db,
  plans,
  now = () => new Date(),
}: {
  db: Db;
  plans: PlanTable;
  now?: () => Date;
}) {
  return {
    /** The current calendar month's (UTC) counts against the owner's plan. */
    async get(userId: string): Promise<Usage> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(401, Msg.unauthorized);
      const plan = user.plan as Plan;
      const p = plans[plan];
      const at = now();
      const { start, end } = monthPeriod(at);
      const [owned, counter, conversations] = await Promise.all([
        store.countOwned(db, userId),
        store.findCounter(db, userId, periodKey(at)),
        store.conversationsSpent(db, userId, periodKey(at)),
      ]);
      return {
        plan,
        period: { start: start.toISOString(), end: end.toISOString() },
        forms: { used: owned.forms, limit: p.forms },
        conversations: { used: conversations, limit: p.conversationsPerMonth },
        messagesPerConversation: { limit: p.messagesPerConversation },
        pipelines: { used: owned.pipelines, limit: p.pipelines },
        deals: { used: counter?.deals ?? 0, limit: p.dealsPerMonth },
        tickets: { used: counter?.tickets ?? 0, limit: p.ticketsPerMonth },
        storageBytes: { used: owned.storageBytes, limit: p.storageBytes },
        features: { ...p.features },
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
