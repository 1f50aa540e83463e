import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, makeForm, makeUser, type TestApp, type TestUser } from './helpers/app';
import { openTestDatabase } from './helpers/db';

/**
 * The plans PostgreSQL chooses for the queries the owner's pages really send, on an owner with tens of
 * thousands of conversations: none reads `conversation` sequentially, and lists read it in their order
 * (no sort of its rows). PGlite's planner is the same code, but CI's PostgreSQL stage is where it counts.
 */
/** Rows of each searchable kind whose text names Ibáñez or Peñalolén, for the owner and another owner. */
const SEARCH_MATCHES = 40;
let searchPipelineId = '';

/**
 * Beside the owner's 30,000 conversations: 5,000 forms, 20,000 deals and 20,000 tickets, of which 40 of each
 * name Ibáñez (or Peñalolén); the other owner has 40 matching conversations, deals and tickets too.
 */
async function seedSearchable(
  client: pg.Pool,
  ownerId: string,
  otherId: string,
  formId: string,
  otherForm: string,
) {
  for (const [userId, form] of [
    [ownerId, formId],
    [otherId, otherForm],
  ] as const) {
    await client.query(
      `insert into conversation (id, form_id, user_id, status, collected_data, created_at, updated_at)
       select 'cnv_ib' || $1::text || i, $2, $1, 'COMPLETED',
         jsonb_build_object('What is your name?', 'Lucía Ibáñez ' || i, 'E-mail', 'lucia' || i || '@example.com'),
         now() - make_interval(mins => i * 700), now()
       from generate_series(1, $3::int) i`,
      [userId, form, SEARCH_MATCHES],
    );
    const pipelineId = `pip_search_${userId}`;
    if (userId === ownerId) searchPipelineId = pipelineId;
    await client.query(`insert into pipeline (id, user_id, name) values ($1, $2, 'Sales')`, [
      pipelineId,
      userId,
    ]);
    await client.query(
      `insert into stage (id, pipeline_id, name, "order") values ($1 || '_s', $1, 'New', 0)`,
      [pipelineId],
    );
    const total = userId === ownerId ? 20_000 : 1000;
    await client.query(
      `insert into deal (id, pipeline_id, stage_id, title, contact_name, contact_email, created_at)
       select 'deal_' || $1 || i, $1, $1 || '_s', 'Deal ' || i,
         case when i % ($2::int / $3::int) = 0 then 'José Ibáñez' else 'Contact ' || i end,
         'c' || i || '@example.com', now() - make_interval(mins => i)
       from generate_series(1, $2::int) i`,
      [pipelineId, total, SEARCH_MATCHES],
    );
    await client.query(
      `insert into ticket (id, user_id, number, subject, contact_name, contact_email, created_at)
       select 'tkt_' || $1 || i, $1, 1000 + i, 'Question ' || i,
         case when i % ($2::int / $3::int) = 0 then 'Marta Ibáñez' else 'Contact ' || i end,
         'c' || i || '@example.com', now() - make_interval(mins => i)
       from generate_series(1, $2::int) i`,
      [userId, total, SEARCH_MATCHES],
    );
  }
  await client.query(
    `insert into form (id, user_id, name, welcome_message, goodbye_message, questions, style, automations, created_at)
     select 'frm_seed' || $1 || i, $1,
       case when i % (5000 / $2::int) = 0 then 'Encuesta Peñalolén ' || i else 'Form ' || i end,
       'Hi', 'Bye', '[]', '{}', '{}', now() - make_interval(mins => i)
     from generate_series(1, 5000) i`,
    [ownerId, SEARCH_MATCHES],
  );
}

describe.runIf(process.env.TEST_DATABASE_URL)('query plans on PostgreSQL', () => {
  let t: TestApp;
  let owner: TestUser;
  let formIds: string[];
  let conversationId: string;
  const seen: Array<{ text: string; values: unknown[] }> = [];
  let explain: (text: string, values: unknown[]) => Promise<pg.QueryResult>;

  beforeAll(async () => {
    const database = await openTestDatabase();
    // Records every statement the app sends through the pool (drizzle's node-postgres client).
    const client = (database.db as unknown as { $client: pg.Pool }).$client;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    explain = (text, values) =>
      query(`explain (analyze, format json) ${text}`, values) as Promise<pg.QueryResult>;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof first === 'string') seen.push({ text: first, values: second ?? [] });
      else seen.push({ text: first.text, values: first.values ?? second ?? [] });
      return query(...args);
    };
    t = await createTestApp({ database });
    owner = await makeUser(t, { plan: 'BUSINESS' });
    const other = await makeUser(t, { plan: 'BUSINESS' });
    formIds = [];
    for (const name of ['A', 'B', 'C']) formIds.push((await makeForm(t, owner, { name })).id);
    const otherForm = (await makeForm(t, other, { name: 'Other' })).id;
    const seed = async (userId: string, forms: string[], n: number) =>
      client.query(
        `insert into conversation (id, form_id, user_id, status, collected_data, created_at, updated_at)
         select 'cnv_seed' || $1::text || i, ($2::text[])[1 + i % array_length($2::text[], 1)], $1,
           (array['COMPLETED', 'COMPLETED', 'ACTIVE', 'ABANDONED'])[1 + i % 4],
           jsonb_build_object('What is your name?', 'Visitor ' || i),
           now() - make_interval(mins => i), now() - make_interval(mins => i)
         from generate_series(1, $3::int) i`,
        [userId, forms, n],
      );
    await seed(owner.id, formIds, 30_000);
    await seed(other.id, [otherForm], 10_000);
    conversationId = `cnv_seed${owner.id}500`;
    await client.query(
      `insert into message (id, conversation_id, role, content)
       select 'msg_seed' || c.id || r, c.id, 'VISITOR', 'hello' from conversation c, generate_series(1, 3) r`,
    );
    await seedSearchable(client, owner.id, other.id, formIds[0]!, otherForm);
    await client.query('analyze');
  }, 120_000);
  afterAll(() => t?.close());

  type PlanNode = {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Actual Rows': number;
    Plans?: PlanNode[];
  };
  const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

  /** Runs the request, then EXPLAIN ANALYZEs every statement it sent that reads `table`. */
  async function plansOf(url: string, mustRead = true, table = 'conversation') {
    seen.length = 0;
    const res = await as(t, owner)({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const reads = seen.filter(
      (q) => new RegExp(`"${table}"|\\b${table}\\b`).test(q.text) && /^\s*select/i.test(q.text),
    );
    if (mustRead) expect(reads.length, url).toBeGreaterThan(0);
    const plans: Array<{ text: string; values: unknown[]; nodes: PlanNode[] }> = [];
    for (const q of reads) {
      const r = await explain(q.text, q.values);
      plans.push({ text: q.text, values: q.values, nodes: nodes(r.rows[0]['QUERY PLAN'][0].Plan) });
    }
    return plans;
  }

  const seqScansOfConversation = (plans: Awaited<ReturnType<typeof plansOf>>) =>
    plans
      .filter((p) =>
        p.nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'conversation'),
      )
      .map((p) => p.text);

  it('lists and the export walk an index in their order, for every filter', async () => {
    const [a] = formIds;
    for (const url of [
      '/api/conversations?page=1&limit=20',
      `/api/conversations?formId=${a}`,
      '/api/conversations?status=COMPLETED',
      '/api/conversations?status=ABANDONED',
      `/api/conversations?formId=${a}&status=ACTIVE`,
      '/api/conversations?page=50&limit=20',
      // A range over the owner's whole history reads day counters, and the part-days at its ends by index.
      '/api/conversations?from=2020-01-01T10:00:00Z&to=2099-12-31T10:00:00Z',
      // With a status or a form, a range is counted over the index range (its cost: the rows in it).
      `/api/conversations?from=${new Date(Date.now() - 86_400_000).toISOString()}&status=COMPLETED`,
      `/api/conversations?formId=${a}&from=${new Date(Date.now() - 86_400_000).toISOString()}`,
      // The export pages by keyset: every page, the deepest too, starts where the index left off.
      `/api/forms/${a}/export?format=ndjson`,
    ]) {
      const plans = await plansOf(url);
      expect(seqScansOfConversation(plans), url).toEqual([]);
      const lists = plans.filter((p) => /order by/i.test(p.text));
      expect(lists.length, url).toBeGreaterThan(0);
      // A page reads about its own rows: a sort may only meet a few pages' worth (the last pages of an
      // export), never the rest of the owner's history.
      for (const list of lists) {
        const m = /limit \$(\d+)(?: offset \$(\d+))?/.exec(list.text);
        expect(m, list.text).not.toBeNull();
        const wanted =
          Number(list.values[Number(m![1]) - 1]) + Number(m![2] ? list.values[Number(m![2]) - 1] : 0);
        // What each sort really read (EXPLAIN ANALYZE: its input's actual rows).
        const sorted = list.nodes
          .filter((n) => n['Node Type'] === 'Sort')
          .map((n) => (n.Plans ?? []).reduce((sum, c) => sum + c['Actual Rows'], 0));
        expect(
          sorted.filter((rows) => rows > 4 * wanted),
          `${url} sorts rows instead of reading an index in order: ${list.text} ${JSON.stringify(list.values)}`,
        ).toEqual([]);
      }
    }
  });

  it('the detail, the dashboard stats and the forms list read no conversation sequentially', async () => {
    for (const url of [`/api/conversations/${conversationId}`, '/api/dashboard/stats'])
      expect(seqScansOfConversation(await plansOf(url)), url).toEqual([]);
    // The forms list reads each form's count from the counters: no statement reads conversation rows.
    expect(await plansOf('/api/forms', false)).toEqual([]);
    expect(seen.some((q) => q.text.includes('conversation_form_counter'))).toBe(true);
  });

  it("a search reads its matches through the owner's trigram index, not the owner's history", async () => {
    const [a] = formIds;
    const searches: Array<[string, string, number]> = [
      ['/api/conversations?search=IBANEZ', 'conversation', SEARCH_MATCHES],
      [`/api/conversations?formId=${a}&search=ibáñez`, 'conversation', SEARCH_MATCHES],
      ['/api/conversations?search=lucia%20ibanez&status=COMPLETED', 'conversation', SEARCH_MATCHES],
      ['/api/forms?search=penalolen', 'form', SEARCH_MATCHES],
      [`/api/pipelines/${searchPipelineId}/deals?search=ibanez`, 'deal', SEARCH_MATCHES],
      ['/api/tickets?search=IBÁÑEZ', 'ticket', SEARCH_MATCHES],
    ];
    for (const [url, table, matches] of searches) {
      const plans = await plansOf(encodeURI(url), true, table);
      for (const plan of plans) {
        const where = `${url}: ${plan.text}`;
        expect(
          plan.nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table),
          where,
        ).toEqual([]);
        const searched = plan.nodes.filter((n) => n['Index Name'] === `${table}_search_idx`);
        expect(searched.length, where).toBeGreaterThan(0);
        // The owner's matches only: not the thousands of rows the owner has, nor the other owner's matches.
        for (const n of searched) expect(n['Actual Rows'], where).toBeLessThanOrEqual(matches * 1.5);
      }
    }
  });

  it("the forms list walks the owner's index in its order (5,000 forms)", async () => {
    const plans = await plansOf('/api/forms?page=3&limit=10', true, 'form');
    const list = plans.find((p) => /order by/i.test(p.text))!;
    expect(
      list.nodes.filter((n) => n['Node Type'] === 'Sort'),
      list.text,
    ).toEqual([]);
    expect(list.nodes.some((n) => n['Index Name'] === 'form_user_created_idx')).toBe(true);
  });

  it('a search answers the same matches whatever the case and accents', async () => {
    const get = async (url: string) => (await as(t, owner)({ method: 'GET', url: encodeURI(url) })).json();
    expect((await get('/api/conversations?search=IBANEZ&limit=1')).pagination.total).toBe(SEARCH_MATCHES);
    expect((await get('/api/conversations?search=Ibáñez&limit=1')).pagination.total).toBe(SEARCH_MATCHES);
    expect((await get('/api/forms?search=PEÑALOLÉN&limit=1')).pagination.total).toBe(SEARCH_MATCHES);
    expect((await get(`/api/pipelines/${searchPipelineId}/deals?search=jose`)).deals).toHaveLength(
      SEARCH_MATCHES,
    );
    expect((await get('/api/tickets?search=ibanez')).tickets).toHaveLength(SEARCH_MATCHES);
  });
});
