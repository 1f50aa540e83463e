import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, mergePlans } from '../src/contract/plans';
import { durationBucket } from '../src/server/analytics/durations';
import type { ConversationProgress } from '../src/server/analytics/progress';
import { compactAnalytics } from '../src/server/analytics/store';
import { rebuildCounters } from '../src/server/conversations/counter-store';
import { deleteConversation } from '../src/server/conversations/store';
import type { Db } from '../src/server/db/open';
import { conversation, event, message, user } from '../src/server/db/schema';
import { sweepIdle } from '../src/server/jobs/idle-sweeper';
import { as, createTestApp, makeUser, type TestApp } from './helpers/app';
import { secondHandle } from './helpers/db';
import { makePublishedForm, visitor } from './helpers/widget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows.map((r) =>
    Object.fromEntries(
      Object.entries(r as object).map(([k, v]) => [k, typeof v === 'string' ? v : Number(v)]),
    ),
  );

/** What count(*) says, per owner, per form and per owner-day, next to what the counters say. */
async function countsAndCounters(db: Db) {
  const byStatus = sql.raw(`count(*)::int as total, count(*) filter (where status = 'ACTIVE')::int as active,
    count(*) filter (where status = 'COMPLETED')::int as completed,
    count(*) filter (where status = 'ABANDONED')::int as abandoned`);
  const sums = sql.raw(
    'sum(total)::int as total, sum(active)::int as active, sum(completed)::int as completed, sum(abandoned)::int as abandoned',
  );
  return {
    owners: {
      truth: await rowsOf(db, sql`select user_id, ${byStatus} from conversation group by 1 order by 1`),
      counters: await rowsOf(
        db,
        sql`select user_id, ${sums} from conversation_owner_counter group by 1
          having sum(total) <> 0 or sum(active) <> 0 or sum(completed) <> 0 or sum(abandoned) <> 0 order by 1`,
      ),
    },
    forms: {
      truth: await rowsOf(db, sql`select form_id, ${byStatus} from conversation group by 1 order by 1`),
      counters: await rowsOf(
        db,
        sql`select form_id, ${sums} from conversation_form_counter group by 1
          having sum(total) <> 0 or sum(active) <> 0 or sum(completed) <> 0 or sum(abandoned) <> 0 order by 1`,
      ),
    },
    days: {
      truth: await rowsOf(
        db,
        sql`select user_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as total
          from conversation group by 1, 2 order by 1, 2`,
      ),
      counters: await rowsOf(
        db,
        sql`select user_id, to_char(day, 'YYYY-MM-DD') as day, sum(total)::int as total from conversation_day_counter
          group by 1, 2 having sum(total) <> 0 order by 1, 2`,
      ),
    },
  };
}

type Row = Record<string, unknown>;
const sorted = (rows: Row[]) => rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/**
 * The analytics counters per form and day (and key), next to a recount made here from every conversation
 * row: its day, status, answers and progress, independently of the SQL that keeps the counters.
 */
async function analyticsAndRecount(db: Db) {
  const rows = await rowsOf<Row>(
    db,
    sql`select form_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, status,
      collected_data::text as collected, coalesce(progress::text, 'null') as progress,
      coalesce(extract(epoch from completed_at - created_at), -1)::float8 as secs from conversation`,
  );
  const days = new Map<string, Row & { durations: Record<string, number> }>();
  const questions = new Map<string, Row>();
  for (const r of rows) {
    const id = `${r.form_id}|${r.day}`;
    const d = days.get(id) ?? {
      form_id: r.form_id,
      day: r.day,
      starts: 0,
      completions: 0,
      abandoned: 0,
      durations: {},
    };
    d.starts = Number(d.starts) + 1;
    if (r.status === 'COMPLETED') {
      d.completions = Number(d.completions) + 1;
      const b = String(durationBucket(Number(r.secs)));
      d.durations[b] = (d.durations[b] ?? 0) + 1;
    }
    if (r.status === 'ABANDONED') d.abandoned = Number(d.abandoned) + 1;
    days.set(id, d);
    const answered = Object.keys(JSON.parse(String(r.collected)) as object);
    const p = JSON.parse(String(r.progress)) as ConversationProgress | null;
    const dropped = r.status === 'ABANDONED' && p?.asking ? [p.asking] : [];
    const marks: Record<string, Set<string>> = {
      reached: new Set([...answered, ...(p?.reached ?? []), ...dropped]),
      answered: new Set(answered),
      skipped: new Set(p?.skipped ?? []),
      reasked: new Set(p?.reasked ?? []),
      drop_offs: new Set(dropped),
    };
    for (const [what, keys] of Object.entries(marks))
      for (const key of keys) {
        const qid = `${id}|${key}`;
        const q = questions.get(qid) ?? {
          form_id: r.form_id,
          day: r.day,
          key,
          reached: 0,
          answered: 0,
          skipped: 0,
          reasked: 0,
          drop_offs: 0,
        };
        q[what] = Number(q[what]) + 1;
        questions.set(qid, q);
      }
  }
  const dayCounters = await rowsOf<Row>(
    db,
    sql`select form_id, to_char(day, 'YYYY-MM-DD') as day, sum(starts)::int as starts, sum(completions)::int as completions,
      sum(abandoned)::int as abandoned, analytics_counts_sum(durations)::text as durations
      from form_day_counter group by 1, 2`,
  );
  const questionCounters = await rowsOf<Row>(
    db,
    sql`select form_id, to_char(day, 'YYYY-MM-DD') as day, key, sum(reached)::int as reached, sum(answered)::int as answered,
      sum(skipped)::int as skipped, sum(reasked)::int as reasked, sum(drop_offs)::int as drop_offs
      from form_question_counter group by 1, 2, 3`,
  );
  const nonZero = (r: Row) =>
    Object.entries(r).some(([k, v]) => typeof v === 'number' && v !== 0 && k !== 'durations');
  return {
    days: {
      truth: sorted([...days.values()]),
      counters: sorted(
        dayCounters
          .map((r) => ({ ...r, durations: JSON.parse(String(r.durations)) as Record<string, number> }))
          .filter((r) => nonZero(r) || Object.keys(r.durations).length > 0),
      ),
    },
    questions: { truth: sorted([...questions.values()]), counters: sorted(questionCounters.filter(nonZero)) },
  };
}

async function expectCountersRight(db: Db) {
  const c = await countsAndCounters(db);
  expect(c.owners.counters).toEqual(c.owners.truth);
  expect(c.forms.counters).toEqual(c.forms.truth);
  expect(c.days.counters).toEqual(c.days.truth);
  const a = await analyticsAndRecount(db);
  expect(a.days.counters).toEqual(a.days.truth);
  expect(a.questions.counters).toEqual(a.questions.truth);
  return { ...c, analytics: a };
}

const questions = [
  { order: 1, text: 'What is your name?', type: 'text', required: true },
  { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
];
const answers = { 'What is your name?': 'Ana', 'What is your e-mail?': 'ana@example.com' };

describe('conversation counters', () => {
  it('equal count(*) after 50 concurrent creations on two instances, and the allowance is spent 50 times', async () => {
    const other = await secondHandle(t.database);
    const b = await createTestApp({ database: other });
    try {
      const owner = await makeUser(t, { plan: 'PRO' });
      const classic = await makePublishedForm(t, owner, { formType: 'CLASSIC', questions });
      const chat = await makePublishedForm(t, owner, { questions });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const app = i % 2 === 0 ? t : b;
          return i % 4 < 2 ? visitor(app).submit(classic.id, answers) : visitor(app).say(chat.id, 'Ana');
        }),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const events = await Promise.all(
        Array.from({ length: 40 }, (_, i) => visitor(i % 2 ? t : b).event(chat.id, i % 4 ? 'view' : 'open')),
      );
      expect(events.map((r) => r.statusCode)).toEqual(Array(40).fill(204));
      const c = await expectCountersRight(t.db);
      expect(c.owners.truth.find((r) => r.user_id === owner.id)).toMatchObject({
        total: 50,
        completed: 26,
        active: 24,
      });
      const get = (url: string) => as(t, owner)({ method: 'GET', url });
      expect((await get('/api/usage')).json().conversations).toEqual({ used: 50, limit: 2000 });
      expect((await get('/api/dashboard/stats')).json()).toMatchObject({
        totalConversations: 50,
        completedConversations: 26,
        conversationsThisMonth: 50,
      });
      expect((await get(`/api/conversations?formId=${chat.id}`)).json().pagination.total).toBe(24);
      expect((await get(`/api/forms/${chat.id}/analytics`)).json()).toMatchObject({
        views: 30,
        opens: 10,
        starts: 24,
        completions: 0,
      });
      expect((await get(`/api/forms/${classic.id}/analytics`)).json()).toMatchObject({
        starts: 26,
        completions: 26,
        completionRate: 1,
      });
      expect((await get('/api/conversations?status=COMPLETED')).json().pagination.total).toBe(26);
    } finally {
      await b.close();
      await other.close();
    }
  });

  it('let exactly the allowance through when two instances race at its edge', async () => {
    const plans = mergePlans(DEFAULT_PLANS, { PRO: { conversationsPerMonth: 10 } });
    const a = await createTestApp({ database: t.database, plans });
    const other = await secondHandle(t.database);
    const b = await createTestApp({ database: other, plans });
    try {
      const owner = await makeUser(a, { plan: 'PRO' });
      const classic = await makePublishedForm(a, owner, { formType: 'CLASSIC', questions });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => visitor(i % 2 ? a : b).submit(classic.id, answers)),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(20);
      expect(await t.db.$count(conversation, eq(conversation.userId, owner.id))).toBe(10);
      const usage = await as(a, owner)({ method: 'GET', url: '/api/usage' });
      expect(usage.json().conversations).toEqual({ used: 10, limit: 10 });
      await expectCountersRight(t.db);
    } finally {
      await a.close();
      await b.close();
      await other.close();
    }
  });

  it('follow a randomized mix of creations, completions, abandonments, reactivations and deletions', async () => {
    let seed = 20261124;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const owners = [await makeUser(t, { plan: 'BUSINESS' }), await makeUser(t, { plan: 'BUSINESS' })];
    const forms: Array<{ id: string; owner: (typeof owners)[number]; classic: boolean }> = [];
    const addForm = async () => {
      const owner = pick(owners);
      const classic = random() < 0.4;
      const f = await makePublishedForm(
        t,
        owner,
        classic ? { formType: 'CLASSIC', questions } : { questions },
      );
      forms.push({ id: f.id, owner, classic });
    };
    for (let i = 0; i < 4; i++) await addForm();
    const chats: Array<{ v: ReturnType<typeof visitor>; formId: string }> = [];
    const tally: Record<string, number> = {};
    const seen = new Set<string>();

    for (let step = 0; step < 120; step++) {
      const r = random();
      let op: string;
      if (r < 0.4 && forms.length) {
        op = 'create';
        const f = pick(forms);
        await Promise.all(
          Array.from({ length: 1 + Math.floor(random() * 3) }, async () => {
            const v = visitor(t);
            if (f.classic) expect((await v.submit(f.id, answers)).statusCode).toBe(200);
            else {
              expect((await v.say(f.id, 'Ana')).statusCode).toBe(200);
              chats.push({ v, formId: f.id });
            }
          }),
        );
      } else if (r < 0.55 && chats.length) {
        op = 'complete or reactivate';
        const c = pick(chats);
        const status = (
          await t.db.select().from(conversation).where(eq(conversation.id, c.v.conversationId!))
        )[0]?.status;
        const text =
          status === 'ABANDONED' ? 'hello again' : random() < 0.3 ? 'not an email' : 'ana@example.com';
        const res = await c.v.say(c.formId, text);
        expect([200, 404]).toContain(res.statusCode); // 404: deleted meanwhile
      } else if (r < 0.68 && chats.length) {
        op = 'abandon';
        const ids = chats.filter(() => random() < 0.3).map((c) => c.v.conversationId!);
        for (const id of ids)
          await t.db
            .update(conversation)
            .set({ lastVisitorMessageAt: new Date(Date.now() - 3_600_000) })
            .where(eq(conversation.id, id));
        await sweepIdle(t.db, 30);
      } else if (r < 0.88) {
        op = 'delete conversation';
        const [row] = await t.db
          .execute(sql`select id, user_id from conversation order by random() limit 1`)
          .then((x) => (x as unknown as { rows: Array<{ id: string; user_id: string }> }).rows);
        if (row) expect(await deleteConversation(t.db, row.user_id, row.id)).toBe(true);
      } else if (r < 0.95 && forms.length > 1) {
        op = 'delete form';
        const f = forms.splice(Math.floor(random() * forms.length), 1)[0]!;
        const res = await as(t, f.owner)({ method: 'DELETE', url: `/api/forms/${f.id}` });
        expect(res.statusCode).toBe(200);
      } else {
        op = 'new form';
        await addForm();
      }
      tally[op] = (tally[op] ?? 0) + 1;
      const now = await expectCountersRight(t.db);
      for (const o of now.owners.truth)
        for (const status of ['active', 'completed', 'abandoned'] as const)
          if (Number(o[status]) > 0) seen.add(status);
    }
    // The hourly job folds past days' shards into one row each: nothing changes but the number of rows.
    expect(await compactAnalytics(t.db, '9999-12-31')).toBeGreaterThan(0);
    const shards = await rowsOf<{ n: number }>(
      t.db,
      sql`select ((select count(*) from form_day_counter where shard <> 0)
        + (select count(*) from form_question_counter where shard <> 0))::int as n`,
    );
    expect(shards).toEqual([{ n: 0 }]);
    const c = await expectCountersRight(t.db);
    // The mix really mixed: every kind of change happened, and rows of every status were counted.
    for (const op of ['create', 'complete or reactivate', 'abandon', 'delete conversation', 'delete form'])
      expect(tally[op] ?? 0, op).toBeGreaterThan(0);
    expect([...seen].sort()).toEqual(['abandoned', 'active', 'completed']);
    for (const owner of owners) {
      const stats = (await as(t, owner)({ method: 'GET', url: '/api/dashboard/stats' })).json();
      const truth = c.owners.truth.find((o) => o.user_id === owner.id);
      expect(stats.totalConversations).toBe(truth?.total ?? 0);
      expect(stats.completedConversations).toBe(truth?.completed ?? 0);
      const list = (await as(t, owner)({ method: 'GET', url: '/api/conversations?status=ABANDONED' })).json();
      expect(list.pagination.total).toBe(truth?.abandoned ?? 0);
    }
  });
});

describe('deleteConversation (store)', () => {
  it("removes the owner's conversation with its messages and events, and the counters follow", async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, { formType: 'CLASSIC', questions });
    const keep = await visitor(t).submit(form.id, answers);
    const gone = await visitor(t).submit(form.id, answers);
    const id = gone.json().conversationId as string;
    expect(await t.db.$count(message, eq(message.conversationId, id))).toBe(4);
    expect(await t.db.$count(event, eq(event.conversationId, id))).toBe(1);

    const stranger = await makeUser(t);
    expect(await deleteConversation(t.db, stranger.id, id)).toBe(false);
    expect(await t.db.$count(conversation, eq(conversation.id, id))).toBe(1);

    expect(await deleteConversation(t.db, owner.id, id)).toBe(true);
    expect(await deleteConversation(t.db, owner.id, id)).toBe(false);
    expect(await t.db.$count(message, eq(message.conversationId, id))).toBe(0);
    expect(await t.db.$count(event, eq(event.conversationId, id))).toBe(0);
    const list = (await as(t, owner)({ method: 'GET', url: '/api/conversations' })).json();
    expect(list.conversations.map((c: { id: string }) => c.id)).toEqual([keep.json().conversationId]);
    expect(list.pagination.total).toBe(1);
    const forms = (await as(t, owner)({ method: 'GET', url: '/api/forms' })).json();
    expect(forms.forms[0]._count).toEqual({ conversations: 1 });
    // The allowance spent is not given back (docs/decisions.md).
    expect((await as(t, owner)({ method: 'GET', url: '/api/usage' })).json().conversations.used).toBe(2);
    await expectCountersRight(t.db);
  });

  it("goes with its owner: deleting a user removes their conversations' counters without error", async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, { formType: 'CLASSIC', questions });
    expect((await visitor(t).submit(form.id, answers)).statusCode).toBe(200);
    await t.db.delete(user).where(eq(user.id, owner.id));
    const c = await expectCountersRight(t.db);
    expect(c.owners.counters.find((o) => o.user_id === owner.id)).toBeUndefined();
  });
});

describe('rebuildCounters', () => {
  it('repairs counters that were made wrong, and reports what was off', async () => {
    const owner = await makeUser(t, { plan: 'PRO' });
    const form = await makePublishedForm(t, owner, { formType: 'CLASSIC', questions });
    for (let i = 0; i < 3; i++) expect((await visitor(t).submit(form.id, answers)).statusCode).toBe(200);
    expect(await rebuildCounters(t.db)).toEqual({ owners: 0, forms: 0, days: 0, analytics: 0 });
    await t.db.execute(
      sql`update conversation_owner_counter set completed = completed + 5 where user_id = ${owner.id}`,
    );
    await t.db.execute(sql`delete from conversation_form_counter where form_id = ${form.id}`);
    await t.db.execute(sql`delete from form_question_counter where form_id = ${form.id}`);
    await t.db.execute(
      sql`update form_day_counter set completions = completions + 2 where form_id = ${form.id}`,
    );
    const views = (await visitor(t).event(form.id, 'view')).statusCode;
    expect(views).toBe(204);
    const stats = (await as(t, owner)({ method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(stats.completedConversations).toBe(8);
    expect(await rebuildCounters(t.db)).toEqual({ owners: 1, forms: 1, days: 0, analytics: 1 });
    await expectCountersRight(t.db);
    const analytics = (await as(t, owner)({ method: 'GET', url: `/api/forms/${form.id}/analytics` })).json();
    // Recounted from the conversations; the view, which nothing else records, is kept.
    expect(analytics).toMatchObject({ starts: 3, completions: 3, views: 1 });
    expect(analytics.questions[0]).toMatchObject({ reached: 3, answered: 3 });
    const again = (await as(t, owner)({ method: 'GET', url: '/api/dashboard/stats' })).json();
    expect(again).toMatchObject({ totalConversations: 3, completedConversations: 3 });
  });
});
