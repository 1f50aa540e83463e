import { z } from 'zod';
import { Timestamp } from './common';

/** What the widget and the share page report (CONTRACT "Analytics"). */
export const AnalyticsEventType = z.enum(['view', 'open']);
export type AnalyticsEventType = z.infer<typeof AnalyticsEventType>;

export const AnalyticsEventBody = z.object({
  type: AnalyticsEventType.describe(
    'view: the bubble or the inline form was shown; open: it was opened or first touched',
  ),
});

/** The longest range one analytics read covers, in days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366;
/** How many of the visitors' unanswered questions a read lists (newest first). */
export const UNANSWERED_LIMIT = 50;

/** A UTC calendar day, YYYY-MM-DD, that exists (2026-02-30 does not), in the years 1900 to 9998. */
export const Day = z
  .string()
  .regex(/^(19|[2-9]\d)\d{2}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD, years 1900 to 9998')
  .refine((s) => s < '9999', 'Expected YYYY-MM-DD, years 1900 to 9998')
  .refine((s) => {
    const t = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
  }, 'Expected a real calendar day');

export const AnalyticsQuery = z.object({
  from: Day.optional().describe('First UTC day (default: 29 days before `to`)'),
  to: Day.optional().describe('Last UTC day, included (default: today)'),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

const count = z.number().int();

export const AnalyticsDay = z.object({
  date: z.string().describe('UTC day, YYYY-MM-DD'),
  views: count,
  opens: count,
  starts: count,
  completions: count,
});

export const QuestionAnalytics = z.object({
  key: z.string(),
  text: z.string().describe("The question's current text"),
  reached: count.describe('Conversations in which it was asked (or answered before being asked)'),
  answered: count.describe('Conversations with a stored answer to it'),
  skipped: count.describe('Conversations that declined it or passed it by its showIf'),
  dropOffs: count.describe('Conversations that became ABANDONED while it was the question being asked'),
  reAsked: count.describe('Conversations in which it was asked again after an unclear or invalid answer'),
});

export const UnansweredVisitorQuestion = z.object({
  text: z.string(),
  conversationId: z.string(),
  createdAt: Timestamp,
});

export const FormAnalytics = z
  .object({
    from: z.string(),
    to: z.string(),
    views: count,
    opens: count,
    starts: count.describe('Conversations created'),
    completions: count.describe('Conversations started in the range that are COMPLETED'),
    abandonments: count.describe('Conversations started in the range that are ABANDONED'),
    completionRate: z.number().describe('completions / starts, from 0 to 1 (0 when there are no starts)'),
    medianCompletionSeconds: z
      .number()
      .int()
      .nullable()
      .describe('From creation to completion; exact below a minute, within 2.5 % above; null when none'),
    byDay: z.array(AnalyticsDay).describe('One row per day of the range, zeros included'),
    questions: z.array(QuestionAnalytics).describe("The form's questions in order"),
    unansweredQuestions: z
      .array(UnansweredVisitorQuestion)
      .describe(
        "Questions visitors asked that the interviewer could not answer, newest first (at most 50), leaving out those whose text the form's knowledge already holds",
      ),
  })
  .meta({ id: 'FormAnalytics' });
export type FormAnalytics = z.infer<typeof FormAnalytics>;
