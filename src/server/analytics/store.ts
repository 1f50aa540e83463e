import { and, between, desc, eq, gte, lt, not, sql } from 'drizzle-orm';
import type { AnalyticsEventType } from '../../contract/analytics';
import type { Db } from '../db/open';
import { form, formDayCounter, formQuestionCounter, formTrafficCounter, visitorQuestion } from '../db/schema';

/** Counts one view or open of a form on a UTC day, in this transaction's shard (one statement). */
export async function countEvent(db: Db, formId: string, day: string, type: AnalyticsEventType) {
  const views = type === 'view' ? 1 : 0;
  await db
    .insert(formTrafficCounter)
    .values({ formId, day, shard: sql`(txid_current() % 8)::smallint`, views, opens: 1 - views })
    .onConflictDoUpdate({
      target: [formTrafficCounter.formId, formTrafficCounter.day, formTrafficCounter.shard],
      set:
        type === 'view'
          ? { views: sql`${formTrafficCounter.views} + 1` }
          : { opens: sql`${formTrafficCounter.opens} + 1` },
    });
}

/** The owner's form with what an analytics read needs of it; undefined when it is not theirs. */
export async function findOwnedForm(db: Db, userId: string, formId: string) {
  const [row] = await db
    .select({ id: form.id, questions: form.questions, knowledge: form.knowledge })
    .from(form)
    .where(and(eq(form.id, formId), eq(form.userId, userId)));
  return row;
}

/** Views and opens per day in [from, to] (days without any are absent); at most 8 rows a day. */
export function trafficByDay(db: Db, formId: string, from: string, to: string) {
  const t = formTrafficCounter;
  return db
    .select({
      day: t.day,
      views: sql<number>`sum(${t.views})::int`,
      opens: sql<number>`sum(${t.opens})::int`,
    })
    .from(t)
    .where(and(eq(t.formId, formId), between(t.day, from, to)))
    .groupBy(t.day);
}

/** Conversations per day started in [from, to]: at most 8 rows a day. */
export function conversationsByDay(db: Db, formId: string, from: string, to: string) {
  const d = formDayCounter;
  return db
    .select({
      day: d.day,
      starts: sql<number>`sum(${d.starts})::int`,
      completions: sql<number>`sum(${d.completions})::int`,
      abandoned: sql<number>`sum(${d.abandoned})::int`,
    })
    .from(d)
    .where(and(eq(d.formId, formId), between(d.day, from, to)))
    .groupBy(d.day);
}

/**
 * The completion-time histogram of the conversations started in [from, to], {bucket: count}: at most 8 rows
 * a day, each with at most a few hundred buckets, summed in one pass.
 */
export async function completionHistogram(db: Db, formId: string, from: string, to: string) {
  const result = (await db.execute(sql`
    select e.key as bucket, sum(e.value::int)::int as n
    from ${formDayCounter} d cross join lateral jsonb_each_text(d.durations) e
    where d.form_id = ${formId} and d.day between ${from} and ${to}
    group by e.key`)) as unknown as { rows: Array<{ bucket: string; n: number }> };
  return Object.fromEntries(result.rows.map((r) => [r.bucket, Number(r.n)]));
}

/** Per question key, over the conversations started in [from, to]: at most 8 rows a day and key. */
export function questionsInRange(db: Db, formId: string, from: string, to: string) {
  const q = formQuestionCounter;
  return db
    .select({
      key: q.key,
      reached: sql<number>`sum(${q.reached})::int`,
      answered: sql<number>`sum(${q.answered})::int`,
      skipped: sql<number>`sum(${q.skipped})::int`,
      reasked: sql<number>`sum(${q.reasked})::int`,
      dropOffs: sql<number>`sum(${q.dropOffs})::int`,
    })
    .from(q)
    .where(and(eq(q.formId, formId), between(q.day, from, to)))
    .groupBy(q.key);
}

/**
 * The newest questions visitors asked that the interviewer could not answer, in [start, end), walking the
 * partial index of unanswered questions in its order; those whose text the knowledge already holds are left out.
 */
export function unansweredQuestions(
  db: Db,
  formId: string,
  range: { start: Date; end: Date },
  knowledge: string | null,
  limit: number,
) {
  const v = visitorQuestion;
  const known = knowledge?.trim() ? sql`strpos(lower(${knowledge}), lower(btrim(${v.text}))) = 0` : undefined;
  return db
    .select({ text: v.text, conversationId: v.conversationId, createdAt: v.createdAt })
    .from(v)
    .where(
      and(
        eq(v.formId, formId),
        not(v.answered),
        gte(v.createdAt, range.start),
        lt(v.createdAt, range.end),
        known,
      ),
    )
    .orderBy(desc(v.createdAt), desc(v.seq))
    .limit(limit);
}

/**
 * Recounts the analytics counters kept from conversations (views and opens cannot be: they stay); the
 * caller holds a lock that keeps conversation writers out. Returns how many forms' counters were off.
 */
export async function rebuildAnalytics(tx: Db): Promise<number> {
  const result = (await tx.execute(sql`select form_analytics_rebuild() as wrong`)) as unknown as {
    rows: Array<{ wrong: number }>;
  };
  return Number(result.rows[0]?.wrong ?? 0);
}

/** Folds the counters' shards of the days before `cutoff` (YYYY-MM-DD) into one row; returns the rows folded. */
export async function compactAnalytics(db: Db, cutoff: string): Promise<number> {
  const result = (await db.execute(
    sql`select form_analytics_compact(${cutoff}::date) as folded`,
  )) as unknown as {
    rows: Array<{ folded: number }>;
  };
  return Number(result.rows[0]?.folded ?? 0);
}
