/**
 * Owner-facing reads at volume: one owner grown to 1k, 100k, then 1M conversations (and as many deals and
 * tickets, a hundredth as many forms) on PostgreSQL, each
 * read timed (median of 7 after a warm-up) against a server running as its own process, with the ratio
 * 1M / 1k per request (aim ≤ 3), and the full export of the 1M-conversation form with the server's RSS.
 * Run by hand (about 20 minutes; not in CI): npx tsx bench/scale.ts [sizes, default 1000,100000,1000000]
 * It creates and drops a database `charla_bench_…` on the server BENCH_DATABASE_URL points to (default
 * the local postgres://postgres@127.0.0.1:5432/postgres).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createAccountService } from '../src/server/account/service';
import { newId } from '../src/server/db/ids';
import { openDatabase } from '../src/server/db/open';
import { user } from '../src/server/db/schema';
import { benchDatabaseUrl } from './harness';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.argv[2] ?? '1000,100000,1000000').split(',').map(Number);
const RUNS = 7;

const own = (await benchDatabaseUrl())!;
const database = await openDatabase({ kind: 'postgres', url: own.url, max: 2 });
await database.migrate();
const sqlClient = new pg.Client({ connectionString: own.url });
await sqlClient.connect();
const q = (text: string, values: unknown[] = []) => sqlClient.query(text, values);

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('../src/server/main.ts', import.meta.url))],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: own.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'charla-scale-')),
      SECRET_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
// Whatever happens, the server stops and the database goes.
async function cleanup() {
  server.kill('SIGTERM');
  await sqlClient.end().catch(() => {});
  await database.close().catch(() => {});
  await own.drop().catch(() => {});
}
const exited = new Promise((r) => server.once('exit', r));
try {
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const userId = newId('usr');
  await database.db
    .insert(user)
    .values({ id: userId, email: `${userId}@bench.test`, name: 'Bench', plan: 'BUSINESS' });
  const { apiKey } = await createAccountService({ db: database.db }).rotateApiKey(userId);
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  const questions = [
    { order: 1, text: 'Name', type: 'text', required: true },
    { order: 2, text: 'E-mail', type: 'email', required: true },
    { order: 3, text: 'Plan', type: 'select', required: false, options: ['Basic', 'Pro'] },
  ];
  async function createForm(name: string) {
    const res = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name,
        welcomeMessage: 'Hi',
        goodbyeMessage: 'Bye',
        formType: 'CLASSIC',
        questions,
      }),
    });
    const body = (await res.json()) as { id: string };
    if (res.status !== 201) throw new Error(`create form: ${res.status} ${JSON.stringify(body)}`);
    return body.id;
  }
  const formA = await createForm('Big form'); // holds N conversations; exported whole
  const formB = await createForm('Small form'); // holds N / 100
  const pipelineRes = await fetch(`${base}/api/pipelines`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Sales' }),
  });
  const pipeline = (await pipelineRes.json()) as { id: string; stages: Array<{ id: string }> };

  /**
   * Bulk path: conversations (and 4 messages each) of one form with sequence numbers (from, to], statuses
   * 60 % COMPLETED (in 20 s to 30 min), 25 % ACTIVE, 15 % ABANDONED (at the e-mail), spread over two years,
   * in statements of 100k rows. The counters (analytics included) follow through their triggers, as for any
   * other insert.
   */
  async function seed(formId: string, tag: string, from: number, to: number) {
    for (let lo = from; lo < to; lo += 100_000) {
      const hi = Math.min(to, lo + 100_000);
      await q(
        `insert into conversation (id, form_id, user_id, status, collected_data, progress, created_at, updated_at, completed_at)
       select $1 || i, $2, $3, s.status,
         case when s.status = 'COMPLETED'
           then jsonb_build_object('name', 'Visitor ' || i, 'e_mail', 'v' || i || '@example.com', 'plan', 'Pro')
           else jsonb_build_object('name', 'Visitor ' || i) end,
         case when s.status = 'COMPLETED'
           then '{"reached": ["name", "e_mail", "plan"], "skipped": [], "reasked": [], "asking": null}'::jsonb
           else '{"reached": ["name", "e_mail"], "skipped": [], "reasked": ["e_mail"], "asking": "e_mail"}'::jsonb end,
         t.at, t.at, case when s.status = 'COMPLETED' then t.at + make_interval(secs => 20 + (i * 37) % 1800) end
       from generate_series($4::int + 1, $5::int) i,
         lateral (select now() - make_interval(mins => ((i::bigint * 7919) % (730 * 1440))::int) as at) t,
         lateral (select case when i % 20 < 12 then 'COMPLETED' when i % 20 < 17 then 'ACTIVE'
           else 'ABANDONED' end as status) s`,
        [`cnv_${tag}`, formId, userId, lo, hi],
      );
      await q(
        `insert into message (id, conversation_id, role, content, created_at)
       select 'msg_' || $1 || i || '_' || r, $1 || i, case when r % 2 = 1 then 'ASSISTANT' else 'VISITOR' end,
         'message ' || r, now()
       from generate_series($2::int + 1, $3::int) i, generate_series(1, 4) r`,
        [`cnv_${tag}`, lo, hi],
      );
    }
  }

  /**
   * What the searches look for: SEARCHED rows of each kind whose text names Ibáñez (forms: Peñalolén), spread
   * over the two years of history, made once; every tier adds rows that do not match, so the matches stay
   * the same while the history grows.
   */
  const SEARCHED = 20;
  async function seedSearched() {
    const spread = `now() - make_interval(days => (i * 730 / ${SEARCHED})::int)`;
    await q(
      `insert into conversation (id, form_id, user_id, status, collected_data, created_at, updated_at, completed_at)
       select 'cnv_ib' || i, $1, $2, 'COMPLETED',
         jsonb_build_object('Name', 'Lucía Ibáñez ' || i, 'E-mail', 'lucia' || i || '@example.com'),
         ${spread}, ${spread}, ${spread}
       from generate_series(1, ${SEARCHED}) i`,
      [formB, userId],
    );
    await q(
      `insert into deal (id, pipeline_id, stage_id, title, contact_name, contact_email, created_at)
       select 'deal_ib' || i, $1, $2, 'Renovación ' || i, 'José Ibáñez', 'jose' || i || '@example.com', ${spread}
       from generate_series(1, ${SEARCHED}) i`,
      [pipeline.id, pipeline.stages[0]!.id],
    );
    await q(
      `insert into ticket (id, user_id, number, subject, contact_name, contact_email, created_at)
       select 'tkt_ib' || i, $1, i, 'Factura ' || i, 'Marta Ibáñez', 'marta' || i || '@example.com', ${spread}
       from generate_series(1, ${SEARCHED}) i`,
      [userId],
    );
    await q(
      `insert into form (id, user_id, name, welcome_message, goodbye_message, questions, style, automations, created_at)
       select 'frm_ib' || i, $1, 'Encuesta Peñalolén ' || i, 'Hi', 'Bye', '[]', '{}', '{}', ${spread}
       from generate_series(1, ${SEARCHED}) i`,
      [userId],
    );
  }

  /** Deals and tickets (i in (from, to]) and forms (one in 100) that no search matches. */
  async function seedCrm(from: number, to: number) {
    for (let lo = from; lo < to; lo += 100_000) {
      const hi = Math.min(to, lo + 100_000);
      const at = `now() - make_interval(mins => ((i::bigint * 7919) % (730 * 1440))::int)`;
      await q(
        `insert into deal (id, pipeline_id, stage_id, title, contact_name, contact_email, created_at)
         select 'deal_' || i, $1, $2, 'Deal ' || i, 'Contact ' || i, 'c' || i || '@example.com', ${at}
         from generate_series($3::int + 1, $4::int) i`,
        [pipeline.id, pipeline.stages[0]!.id, lo, hi],
      );
      await q(
        `insert into ticket (id, user_id, number, subject, contact_name, contact_email, created_at)
         select 'tkt_' || i, $1, 1000 + i, 'Question ' || i, 'Contact ' || i, 'c' || i || '@example.com', ${at}
         from generate_series($2::int + 1, $3::int) i`,
        [userId, lo, hi],
      );
      await q(
        `insert into form (id, user_id, name, welcome_message, goodbye_message, questions, style, automations, created_at)
         select 'frm_s' || i, $1, 'Form ' || i, 'Hi', 'Bye', '[]', '{}', '{}', ${at}
         from generate_series($2::int + 1, $3::int) i where i % 100 = 0`,
        [userId, lo, hi],
      );
    }
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  async function timeGet(path: string) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - started;
  }

  function serverRssMb() {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }

  /** Downloads the whole CSV export, sampling the server's RSS meanwhile; returns time, rows and RSS growth. */
  async function timeExport(formId: string) {
    const before = serverRssMb();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, serverRssMb());
    }, 50);
    try {
      const started = performance.now();
      const res = await fetch(`${base}/api/forms/${formId}/export?format=csv`, { headers });
      if (res.status !== 200) throw new Error(`export: ${res.status}`);
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        for (const byte of chunk) if (byte === 10) lines += 1;
      return { ms: performance.now() - started, rows: lines - 1, growthMb: peak - before };
    } finally {
      clearInterval(sampler);
    }
  }

  const month = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const reads: Array<[string, () => string]> = [
    ['GET /api/conversations?page=1&limit=20', () => '/api/conversations?page=1&limit=20'],
    ['same, formId= filter', () => `/api/conversations?page=1&limit=20&formId=${formA}`],
    ['same, status=COMPLETED', () => '/api/conversations?page=1&limit=20&status=COMPLETED'],
    ['same, page=50', () => '/api/conversations?page=50&limit=20'],
    ['same, from= last 30 days', () => `/api/conversations?page=1&limit=20&from=${month}`],
    ['GET /api/dashboard/stats', () => '/api/dashboard/stats'],
    ['GET /api/forms (_count.conversations)', () => '/api/forms'],
    ['GET /api/usage', () => '/api/usage'],
    ['GET /api/conversations/:id', () => `/api/conversations/${detailId}`],
    // Each search has the same 20 matches at every size, among N conversations, deals and tickets, N/100 forms.
    ['GET /api/conversations?search=ibanez', () => '/api/conversations?page=1&limit=20&search=ibanez'],
    [
      'same, search=IBÁÑEZ & status=COMPLETED',
      () => `/api/conversations?limit=20&search=${encodeURIComponent('IBÁÑEZ')}&status=COMPLETED`,
    ],
    ['GET /api/forms?search=penalolen', () => '/api/forms?search=penalolen'],
    ['GET /api/pipelines/:id/deals?search=ibanez', () => `/api/pipelines/${pipeline.id}/deals?search=ibanez`],
    ['GET /api/tickets?search=ibanez', () => '/api/tickets?search=ibanez'],
    ['GET /api/forms/:id/analytics (30 days)', () => `/api/forms/${formA}/analytics`],
  ];
  // Counted over an index range whose size grows with the owner's rows in it: shown, not held to the aim.
  const documented: Array<[string, () => string]> = [
    ['status=COMPLETED & from= last 30 days', () => `/api/conversations?status=COMPLETED&from=${month}`],
    // A search every conversation matches: its count reads every match.
    ['conversations search=example.com (all match)', () => '/api/conversations?limit=20&search=example.com'],
    // Sums a row a day (past days folded) with its completion-time buckets: bounded by 366 days × the
    // buckets in use, reached once a form has a few hundred completions a day, whatever its history.
    ['analytics over a year (from= 365 days back)', () => `/api/forms/${formA}/analytics?from=${yearAgo}`],
  ];
  let detailId = '';

  const results = new Map<string, number[]>();
  const exports: Array<{ size: number; ms: number; rows: number; growthMb: number }> = [];
  let seededA = 0;
  let seededB = 0;
  await seedSearched();
  for (const size of sizes) {
    const t0 = performance.now();
    await seed(formA, 'a', seededA, size);
    await seed(formB, 'b', seededB, Math.max(1, size / 100));
    await seedCrm(seededA, size);
    seededA = size;
    seededB = Math.max(1, size / 100);
    // What the hourly job does to past days (analytics shards folded into one row a day), done once here.
    await q('select form_analytics_compact(current_date)').catch(() => null); // a build without analytics
    await q('vacuum analyze');
    const seededIn = ((performance.now() - t0) / 1000).toFixed(0);
    detailId = `cnv_a${Math.floor(size / 2)}`;
    const truth = (await q('select count(*)::int as n from conversation where user_id = $1', [userId]))
      .rows[0].n;
    const counted = await q(
      'select coalesce(sum(total), 0)::int as n from conversation_owner_counter where user_id = $1',
      [userId],
    ).then(
      (r) => r.rows[0].n as number,
      () => null, // a build without counters
    );
    console.log(
      `\n${size} conversations in the big form (${truth} for the owner, counters say ${counted}); seeded in ${seededIn} s`,
    );
    for (const [name, path] of [...reads, ...documented]) {
      for (let i = 0; i < 5; i++) await timeGet(path()); // warm-up (the first tier also warms the server's JIT)
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeGet(path()));
      results.set(`${name}|${size}`, times);
      console.log(`  ${name}: median ${median(times).toFixed(1)} ms`);
    }
    const runs = [];
    const exportRuns = size >= 1_000_000 ? 3 : RUNS;
    for (let i = 0; i < exportRuns; i++) runs.push(await timeExport(formA).catch(() => null));
    const done = runs.filter((r) => r !== null);
    if (done.length) {
      const ms = median(done.map((r) => r.ms));
      const growthMb = Math.max(...done.map((r) => r.growthMb));
      exports.push({ size, ms, rows: done[0]!.rows, growthMb });
      console.log(
        `  export CSV: ${done[0]!.rows} rows in ${(ms / 1000).toFixed(1)} s (median of ${done.length}), server RSS +${growthMb.toFixed(0)} MB at most`,
      );
    } else console.log('  export CSV: not available in this build');
  }

  const [first, last] = [sizes[0]!, sizes[sizes.length - 1]!];
  const fmt = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
  console.log(`\n| Request | ${sizes.map(fmt).join(' | ')} | ratio ${fmt(last)}/${fmt(first)} |`);
  console.log(`|---|${sizes.map(() => '---|').join('')}---|`);
  for (const [name] of [...reads, ...documented]) {
    const m = sizes.map((s) => median(results.get(`${name}|${s}`)!));
    const star = documented.some(([d]) => d === name) ? ' (documented cost)' : '';
    console.log(
      `| ${name}${star} | ${m.map((x) => `${x.toFixed(1)} ms`).join(' | ')} | ${(m[m.length - 1]! / m[0]!).toFixed(1)}× |`,
    );
  }
  for (const e of exports)
    console.log(
      `export CSV of ${fmt(e.size)}: ${(e.ms / 1000).toFixed(1)} s, ${e.rows} rows, server RSS +${e.growthMb.toFixed(0)} MB`,
    );
} finally {
  await cleanup();
  await exited;
}
