import { z } from 'zod';
import { Timestamp } from './common';
import { ConversationListItem } from './conversations';
import { Plan } from './enums';

const Counter = z.object({ used: z.number(), limit: z.number().nullable() });

export const Usage = z.object({
  plan: Plan,
  period: z.object({ start: Timestamp, end: Timestamp }),
  forms: Counter,
  conversations: Counter,
  messagesPerConversation: z.object({ limit: z.number().nullable() }),
  pipelines: Counter,
  deals: Counter,
  tickets: Counter,
  storageBytes: Counter,
  features: z.object({
    webhooks: z.boolean(),
    pipelines: z.boolean(),
    tickets: z.boolean(),
    fileUploads: z.boolean(),
    removeBranding: z.boolean(),
  }),
});
export type Usage = z.infer<typeof Usage>;

export const DashboardStats = z.object({
  totalForms: z.number(),
  publishedForms: z.number(),
  totalConversations: z.number(),
  completedConversations: z.number(),
  completionRate: z.number().describe('Completed / total conversations, 0-100 with one decimal'),
  conversationsThisMonth: z.number(),
  conversationsByDay: z.array(z.object({ date: z.string(), count: z.number() })),
  recentConversations: z.array(ConversationListItem),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** Start and end (exclusive) of the calendar month (UTC) containing `now`. */
export function monthPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** Key of the usage-counter row for a month: `YYYY-MM`. */
export function periodKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}
