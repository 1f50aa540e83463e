import { type DashboardStats, monthPeriod } from '../../contract/usage';
import { toConversationListItem } from '../conversations/service';
import * as conversations from '../conversations/store';
import type { Db } from '../db/open';
import { countOwned, countPublishedForms } from '../usage/store';

const DAY = 86_400_000;

/** The last `days` UTC dates ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY).toISOString().slice(0, 10),
  );
}

export function createDashboardService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async stats(userId: string): Promise<DashboardStats> {
      const at = now();
      const days = lastDays(at, 30);
      const { start } = monthPeriod(at);
      const [owned, publishedForms, total, completed, thisMonth, byDay, recent] = await Promise.all([
        countOwned(db, userId),
        countPublishedForms(db, userId),
        conversations.countConversations(db, { userId }),
        conversations.countConversations(db, { userId, status: 'COMPLETED' }),
        conversations.countConversations(db, { userId, from: start }),
        conversations.countByDay(db, userId, new Date(`${days[0]}T00:00:00.000Z`)),
        conversations.listConversations(db, { userId }, 0, 5),
      ]);
      const counts = new Map(byDay.map((d) => [d.date, d.count]));
      return {
        totalForms: owned.forms,
        publishedForms,
        totalConversations: total,
        completedConversations: completed,
        completionRate: total === 0 ? 0 : Math.round((completed / total) * 1000) / 10,
        conversationsThisMonth: thisMonth,
        conversationsByDay: days.map((date) => ({ date, count: counts.get(date) ?? 0 })),
        recentConversations: recent.rows.map(toConversationListItem),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
