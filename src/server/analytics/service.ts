import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsEventType,
  type AnalyticsQuery,
  type FormAnalytics,
  UNANSWERED_LIMIT,
} from '../../contract/analytics';
import { Msg } from '../../contract/errors';
import { storedQuestions } from '../../contract/forms';
import { byOrder } from '../../contract/logic';
import type { Db } from '../db/open';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../http/errors';
import type { PageHost } from '../http/widget-cors';
import { assertActive, assertOrigin, type WidgetService } from '../widget/service';
import { addHistograms, medianSeconds } from './durations';
import * as store from './store';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The UTC day before `now`'s (YYYY-MM-DD): days before it are folded by the compaction job. */
export const yesterday = (now: Date = new Date()) => addDays(dayOf(now), -1);

/** The UTC days a read covers: `to` defaults to today, `from` to 29 days before `to`; at most 366 days. */
export function analyticsRange(query: AnalyticsQuery, today: Date): { from: string; to: string } {
  const to = query.to ?? dayOf(today);
  const from = query.from ?? addDays(to, -29);
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > ANALYTICS_MAX_DAYS)
    throw new AppError(400, Msg.invalidQuery, undefined, [
      {
        path: 'querystring',
        message: `from must not be after to, and the range at most ${ANALYTICS_MAX_DAYS} days`,
      },
    ]);
  return { from, to };
}

export interface AnalyticsDeps {
  db: Db;
  widget: WidgetService;
  now?: () => Date;
  /** An event met an unreachable database: it is dropped (counted here), never answered with a 5xx. */
  onDropped?: (type: AnalyticsEventType) => void;
  /** Told when the database could not be reached, as a request's error would tell the monitor. */
  onUnavailable?: () => void;
}

export function createAnalyticsService({ db, widget, now = () => new Date(), ...deps }: AnalyticsDeps) {
  return {
    /** POST /api/forms/:id/events: counts a view or an open of a published form, checked like chat. */
    async recordEvent(formId: string, type: AnalyticsEventType, host: PageHost): Promise<void> {
      try {
        const f = await widget.published(formId, Msg.formNotFound);
        assertOrigin(f, host);
        assertActive(f);
        await store.countEvent(db, f.row.id, dayOf(now()), type);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        deps.onUnavailable?.();
        deps.onDropped?.(type);
      }
    },

    /** GET /api/forms/:id/analytics: read from the counters (a cost bounded by the days and questions). */
    async read(userId: string, formId: string, query: AnalyticsQuery): Promise<FormAnalytics> {
      const f = await store.findOwnedForm(db, userId, formId);
      if (!f) throw new AppError(404, Msg.formNotFound);
      const { from, to } = analyticsRange(query, now());
      const range = { start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
      const [traffic, days, durations, perQuestion, unanswered] = await Promise.all([
        store.trafficByDay(db, formId, from, to),
        store.conversationsByDay(db, formId, from, to),
        store.completionHistogram(db, formId, from, to),
        store.questionsInRange(db, formId, from, to),
        store.unansweredQuestions(db, formId, range, f.knowledge, UNANSWERED_LIMIT),
      ]);
      const byDay = dayRows(from, to, traffic, days);
      const sum = (k: 'views' | 'opens' | 'starts' | 'completions') => byDay.reduce((s, d) => s + d[k], 0);
      const starts = sum('starts');
      const completions = sum('completions');
      const counted = new Map(perQuestion.map((q) => [q.key, q]));
      return {
        from,
        to,
        views: sum('views'),
        opens: sum('opens'),
        starts,
        completions,
        abandonments: days.reduce((s, d) => s + d.abandoned, 0),
        completionRate: starts > 0 ? completions / starts : 0,
        medianCompletionSeconds: medianSeconds(addHistograms([durations])),
        byDay,
        questions: byOrder(storedQuestions(f.questions)).map((q) => {
          const c = counted.get(q.key);
          return {
            key: q.key,
            text: q.text,
            reached: c?.reached ?? 0,
            answered: c?.answered ?? 0,
            skipped: c?.skipped ?? 0,
            dropOffs: c?.dropOffs ?? 0,
            reAsked: c?.reasked ?? 0,
          };
        }),
        unansweredQuestions: unanswered.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
      };
    },
  };
}

/** One row per day of [from, to], zeros included. */
function dayRows(
  from: string,
  to: string,
  traffic: Array<{ day: string; views: number; opens: number }>,
  days: Array<{ day: string; starts: number; completions: number }>,
) {
  const t = new Map(traffic.map((r) => [r.day, r]));
  const d = new Map(days.map((r) => [r.day, r]));
  const out: FormAnalytics['byDay'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    out.push({
      date: day,
      views: t.get(day)?.views ?? 0,
      opens: t.get(day)?.opens ?? 0,
      starts: d.get(day)?.starts ?? 0,
      completions: d.get(day)?.completions ?? 0,
    });
  }
  return out;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
