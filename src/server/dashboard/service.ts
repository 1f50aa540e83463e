import { type DashboardStats, monthPeriod } from '../../contract/usage';
import * as counters from '../conversations/counter-store';
import { toConversationListItem } from '../conversations/service';
import * as conversations from '../conversations/store';
import type { Db } from '../db/open';
import { countForms } from '../forms/store';
import { countPublishedForms } from '../usage/store';

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
      const monthStart = start.toISOString().slice(0, 10);
      const since = [days[0]!, monthStart].sort()[0]!; // the earlier of the two (ISO dates sort as text)
      // Every figure is read from counters (forms are few per owner); only the 5 newest rows are listed.
      const [forms, publishedForms, owner, byDay, recent] = await Promise.all([
        countForms(db, userId),
        countPublishedForms(db, userId),
        counters.ownerCounts(db, userId),
        counters.dayCounts(db, userId, since),
        conversations.listConversations(db, { userId }, 0, 5),
      ]);
      const counts = new Map(byDay.map((d) => [d.date, d.count]));
      const total = owner.total;
      const completed = owner.COMPLETED;
      const thisMonth = byDay.filter((d) => d.date >= monthStart).reduce((n, d) => n + d.count, 0);
      return {
        totalForms: forms,
        publishedForms,
        totalConversations: total,
        completedConversations: completed,
        completionRate: total === 0 ? 0 : Math.round((completed / total) * 1000) / 10,
        conversationsThisMonth: thisMonth,
        conversationsByDay: days.map((date) => ({ date, count: counts.get(date) ?? 0 })),
        recentConversations: recent.map(toConversationListItem),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
