import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { rebuildAnalytics } from '../analytics/store';
import type { Db } from '../db/open';
import {
  conversation,
  conversationDayCounter,
  conversationFormCounter,
  conversationOwnerCounter,
} from '../db/schema';

/** Conversations by status, read from the counters the triggers of migration 0001 keep. */
export interface StatusCounts {
  total: number;
  ACTIVE: number;
  COMPLETED: number;
  ABANDONED: number;
}

const EMPTY: StatusCounts = { total: 0, ACTIVE: 0, COMPLETED: 0, ABANDONED: 0 };

function sums(t: typeof conversationOwnerCounter | typeof conversationFormCounter) {
  return {
    total: sql<number>`coalesce(sum(${t.total}), 0)::int`,
    ACTIVE: sql<number>`coalesce(sum(${t.active}), 0)::int`,
    COMPLETED: sql<number>`coalesce(sum(${t.completed}), 0)::int`,
    ABANDONED: sql<number>`coalesce(sum(${t.abandoned}), 0)::int`,
  };
}

/** An owner's conversations by status (at most 8 shard rows). */
export async function ownerCounts(db: Db, userId: string): Promise<StatusCounts> {
  const [row] = await db
    .select(sums(conversationOwnerCounter))
    .from(conversationOwnerCounter)
    .where(eq(conversationOwnerCounter.userId, userId));
  return row ?? EMPTY;
}

/** A form's conversations by status; all zero when the form is not this owner's. */
export async function formCounts(db: Db, userId: string, formId: string): Promise<StatusCounts> {
  const [row] = await db
    .select(sums(conversationFormCounter))
    .from(conversationFormCounter)
    .where(and(eq(conversationFormCounter.formId, formId), eq(conversationFormCounter.userId, userId)));
  return row ?? EMPTY;
}

/** Conversations created per UTC day from `fromDay` (YYYY-MM-DD) on; days with none are absent. */
export async function dayCounts(db: Db, userId: string, fromDay: string) {
  const rows = await db
    .select({
      date: conversationDayCounter.day,
      count: sql<number>`sum(${conversationDayCounter.total})::int`,
    })
    .from(conversationDayCounter)
    .where(and(eq(conversationDayCounter.userId, userId), gte(conversationDayCounter.day, fromDay)))
    .groupBy(conversationDayCounter.day);
  return rows.filter((r) => r.count !== 0);
}

/** An owner's conversations created on the UTC days in [fromDay, beforeDay) (null: open end). */
export async function dayTotal(db: Db, userId: string, fromDay: string | null, beforeDay: string | null) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationDayCounter.total}), 0)::int` })
    .from(conversationDayCounter)
    .where(
      and(
        eq(conversationDayCounter.userId, userId),
        fromDay === null ? undefined : gte(conversationDayCounter.day, fromDay),
        beforeDay === null ? undefined : lt(conversationDayCounter.day, beforeDay),
      ),
    );
  return row?.n ?? 0;
}

/** The SQL expression of a form's conversation total, for a column of a query over `form`. */
export function formTotalColumn(formIdColumn: ReturnType<typeof sql>) {
  return sql<number>`(select coalesce(sum(fc.total), 0) from conversation_form_counter fc where fc.form_id = ${formIdColumn})::int`;
}

/**
 * Recomputes every counter from the conversation rows, in one transaction that keeps writers out meanwhile
 * (SHARE lock: creations wait, reads go on). Returns how many owners', forms' and days' counters were wrong,
 * and how many forms' analytics counters.
 */
export async function rebuildCounters(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${conversation} in share mode`);
    const differ = (a: string, b: string, cols: string[]) =>
      cols.map((c) => `coalesce(${a}.${c}, 0) <> coalesce(${b}.${c}, 0)`).join(' or ');
    const statusCols = ['total', 'active', 'completed', 'abandoned'];
    const byStatus = `count(*)::int as total, count(*) filter (where status = 'ACTIVE')::int as active,
      count(*) filter (where status = 'COMPLETED')::int as completed,
      count(*) filter (where status = 'ABANDONED')::int as abandoned`;
    const sumStatus = statusCols.map((c) => `sum(${c})::int as ${c}`).join(', ');
    // Static SQL assembled from constants above (no input): the counters that disagree with count(*).
    const wrong = (await tx.execute(
      sql.raw(`select
        (select count(*)::int from (select user_id, ${byStatus} from conversation group by 1) t
          full join (select user_id, ${sumStatus} from conversation_owner_counter group by 1) k using (user_id)
          where ${differ('t', 'k', statusCols)}) as owners,
        (select count(*)::int from (select form_id, ${byStatus} from conversation group by 1) t
          full join (select form_id, ${sumStatus} from conversation_form_counter group by 1) k using (form_id)
          where ${differ('t', 'k', statusCols)}) as forms,
        (select count(*)::int from (select user_id, (created_at at time zone 'UTC')::date as day, count(*)::int as total
            from conversation group by 1, 2) t
          full join (select user_id, day, sum(total)::int as total from conversation_day_counter group by 1, 2) k
          using (user_id, day) where ${differ('t', 'k', ['total'])}) as days`),
    )) as unknown as { rows: Array<{ owners: number; forms: number; days: number }> };
    await tx.execute(sql`delete from conversation_owner_counter`);
    await tx.execute(sql`delete from conversation_form_counter`);
    await tx.execute(sql`delete from conversation_day_counter`);
    await tx.execute(sql`
      insert into conversation_owner_counter (user_id, shard, total, active, completed, abandoned)
      select user_id, 0, count(*), count(*) filter (where status = 'ACTIVE'),
        count(*) filter (where status = 'COMPLETED'), count(*) filter (where status = 'ABANDONED')
      from conversation group by user_id`);
    await tx.execute(sql`
      insert into conversation_form_counter (form_id, shard, user_id, total, active, completed, abandoned)
      select form_id, 0, min(user_id), count(*), count(*) filter (where status = 'ACTIVE'),
        count(*) filter (where status = 'COMPLETED'), count(*) filter (where status = 'ABANDONED')
      from conversation group by form_id`);
    await tx.execute(sql`
      insert into conversation_day_counter (user_id, day, shard, total)
      select user_id, (created_at at time zone 'UTC')::date, 0, count(*) from conversation group by 1, 2`);
    const r = wrong.rows[0];
    // The analytics counters (views and opens excepted: nothing else records them), under the same lock.
    const analytics = await rebuildAnalytics(tx);
    return {
      owners: Number(r?.owners ?? 0),
      forms: Number(r?.forms ?? 0),
      days: Number(r?.days ?? 0),
      analytics,
    };
  });
}
