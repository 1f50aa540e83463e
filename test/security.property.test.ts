// Generated strings, numbers, dates and nested JSON thrown at every route of the OpenAPI document (the
// auth endpoints included): never a 5xx the interface does not name, the server keeps answering, and a 4xx
// changes no row. Runs in a few tens of seconds on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formBody, makeUser, nextIp, type TestApp, type TestUser } from './helpers/app';
import { insertConversation, insertPipeline } from './helpers/records';
import { makePublishedForm } from './helpers/widget';

const ADMIN_TOKEN = 'admin-token-for-the-property-test';
const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);

let t: TestApp;
let owner: TestUser;
const ids: Record<string, string> = {};
let tables: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_TOKEN } });
  owner = await makeUser(t, { plan: 'BUSINESS' });
  const form = await makePublishedForm(t, owner);
  const classic = await makePublishedForm(t, owner, {
    formType: 'CLASSIC',
    questions: [
      { order: 1, text: 'Name', type: 'text', required: true },
      { order: 2, text: 'File', type: 'file', required: false, fileCategory: 'document' },
    ],
  });
  const conversation = await insertConversation(t, { id: form.id, userId: owner.id });
  const withDeal = await insertPipeline(t, owner.id);
  const bare = await insertPipeline(t, owner.id);
  const deal = await t.app.inject({
    method: 'POST',
    url: `/api/pipelines/${withDeal.pipelineId}/deals`,
    headers: owner.auth,
    payload: { pipelineId: withDeal.pipelineId, stageId: withDeal.stageId, title: 'Deal' },
  });
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: owner.auth,
    payload: { subject: 'Help' },
  });
  Object.assign(ids, {
    form: form.id,
    classic: classic.id,
    conversation: conversation.id,
    pipelineWithDeal: withDeal.pipelineId,
    stage: withDeal.stageId,
    pipeline: bare.pipelineId,
    deal: deal.json().id,
    ticket: ticket.json().id,
    user: owner.id,
  });
  const result = (await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: { name: string }[] };
  tables = result.rows.map((r) => r.name).filter((n) => !n.startsWith('__drizzle'));
});
afterAll(() => t.close());

/** One value per table: its row count and a hash of its rows. */
async function checksum(): Promise<string> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as s from "${name}" x`,
  );
  const result = (await t.db.execute(sql.raw(parts.join(' union all ')))) as {
    rows: { t: string; s: string }[];
  };
  return result.rows.map((r) => `${r.t}=${r.s}`).join(';');
}

// --- arbitraries ---

const hostileString = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d', '\u0000\u0000', '\uffff', '\u202e'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, b, c]) => a + b + c);
const dateString = fc.oneof(
  fc.constantFrom(
    '9999-12-31',
    '+275760-09-13',
    '-004714-01-01',
    '0000-01-01',
    '0001-01-01',
    '+010000-01-01',
    '2024-02-30',
    '1970-01-01T00:00:00Z',
    'now',
  ),
  fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
);
const text = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ minLength: 5000, maxLength: 6000 }) },
  { weight: 1, arbitrary: dateString },
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 53 + 1, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
);
const anyValue = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(text, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** A valid body with some leaves replaced: it gets past validation often, so deeper code is reached. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) return fc.tuple(...value.map(mutated));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, mutated(v)] as const);
    return fc.record(Object.fromEntries(entries));
  }
  return fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: anyValue });
}

/** Valid bodies per route (no URL fields: nothing here may resolve a name or leave the machine). */
const VALID: Record<string, () => unknown> = {
  'POST /api/forms': () => formBody(),
  'PUT /api/forms/{id}': () => ({ name: 'Renamed', isPublished: true, allowedDomains: ['a.example'] }),
  'POST /api/chat': () => ({ formId: ids.form, message: 'Hola, soy Ana' }),
  'POST /api/forms/{id}/submit': () => ({ answers: { Name: 'Ana' } }),
  'POST /api/forms/{id}/upload-url': () => ({
    questionText: 'File',
    fileName: 'a.pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
  }),
  'POST /api/forms/generate': () => ({ description: 'Una panadería', language: 'EN' }),
  'POST /api/tickets': () => ({ subject: 'Help', description: 'It broke', priority: 'HIGH' }),
  'PUT /api/tickets/{id}': () => ({ subject: 'Still', status: 'RESOLVED', contactEmail: 'a@b.example' }),
  'POST /api/pipelines': () => ({ name: 'Sales' }),
  'PUT /api/pipelines/{id}': () => ({ name: 'Renamed' }),
  'POST /api/pipelines/{id}/deals': () => ({
    pipelineId: ids.pipelineWithDeal,
    stageId: ids.stage,
    title: 'Deal',
    value: 10,
  }),
  'PUT /api/deals/{id}': () => ({ title: 'Deal', notes: 'n', value: 5 }),
  'PATCH /api/deals/{id}/move': () => ({ stageId: ids.stage }),
  'PUT /api/users/me': () => ({ name: 'Owner' }),
  'PUT /api/admin/users/{id}': () => ({ plan: 'BUSINESS' }),
  'POST /api/auth/sign-in/email': () => ({ email: owner.email, password: 'wrong-password' }),
  'POST /api/auth/sign-up/email': () => ({
    name: 'New',
    email: `p${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct-horse-battery',
  }),
};

/** The real record a path parameter names, by route. */
function realId(path: string, param: string): string {
  if (param !== 'id') return 'whd_missing';
  if (path.startsWith('/api/forms/{id}/submit') || path.startsWith('/api/forms/{id}/upload-url'))
    return ids.classic!;
  if (path.startsWith('/api/forms/')) return ids.form!;
  if (path.startsWith('/api/conversations/')) return ids.conversation!;
  if (path === '/api/pipelines/{id}/deals') return ids.pipelineWithDeal!;
  if (path.startsWith('/api/pipelines/')) return ids.pipeline!;
  if (path.startsWith('/api/deals/')) return ids.deal!;
  if (path.startsWith('/api/tickets/')) return ids.ticket!;
  if (path.startsWith('/api/admin/users/')) return ids.user!;
  return 'upl_missing';
}

/** Percent-encoding that keeps a lone surrogate as the bytes a client could send (encodeURIComponent throws). */
function encode(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0xd800 && c <= 0xdfff)
      out += `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** Answers the interface itself names as 5xx. */
function specified(route: string, status: number, error: string): boolean {
  if (route.startsWith('POST /api/billing/') && status === 503) return error === 'Billing is not configured';
  if (route === 'POST /api/forms/generate' && status === 500) return error === 'Failed to generate form';
  if (route === 'POST /api/forms/{id}/webhook/test' && status === 502)
    return error === 'Webhook delivery failed';
  if (route === 'PUT /api/pipelines/{id}' && status === 500) return true;
  return false;
}

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string }[];
  bodyProps: string[];
  /** Answers Server-Sent Events: an open stream never ends, so its answer is read up to the headers. */
  stream: boolean;
}

async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        bodyProps: Object.keys(schema?.properties ?? {}),
        stream: Object.hasOwn(op.responses?.['200']?.content ?? {}, 'text/event-stream'),
      });
    }
  // Destructive methods last, so the records they remove served every other route first.
  const rank = (m: string) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(m);
  return ops.sort((a, b) => rank(a.method) - rank(b.method));
}

/**
 * One request. A stream route's answer is taken at its headers: an error answer is read whole, an open
 * stream (200) is closed by the client, as a visitor leaving the page would.
 */
async function send(op: Operation, url: string, body: unknown, headers: Record<string, string>) {
  const request = {
    method: op.method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
  if (!op.stream) return t.app.inject(request);
  const abort = new AbortController();
  const res = await t.app.inject({ ...request, payloadAsStream: true, signal: abort.signal });
  let text = '';
  if (res.statusCode >= 300) for await (const chunk of res.stream()) text += String(chunk);
  else abort.abort();
  return { statusCode: res.statusCode, body: text, json: () => JSON.parse(text) };
}

describe('every route of the OpenAPI document, under generated input', () => {
  it('never answers an unnamed 5xx, keeps answering, and changes no row on a 4xx', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(40);
    let auth = owner.auth.authorization;
    const statuses: Record<string, number> = {};
    for (const op of ops) {
      const route = `${op.method} ${op.path}`;
      const pathParams = op.params.filter((p) => p.in === 'path');
      const queryParams = op.params.filter((p) => p.in === 'query');
      const paramArb = fc.record(
        Object.fromEntries(
          pathParams.map((p) => [
            p.name,
            fc.oneof(
              { weight: 2, arbitrary: fc.constant(realId(op.path, p.name)) },
              { weight: 2, arbitrary: text },
            ),
          ]),
        ),
      );
      const queryArb = fc.dictionary(
        fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['x'])),
        fc.oneof(text, fc.integer().map(String), dateString),
        { maxKeys: queryParams.length || 1 },
      );
      const valid = VALID[route];
      const bodyArb =
        op.method === 'GET' || op.method === 'DELETE'
          ? fc.constant(undefined)
          : fc.oneof(
              ...(valid ? [{ weight: 3, arbitrary: mutated(valid()) }] : []),
              {
                weight: 1,
                arbitrary: fc.dictionary(
                  fc.constantFrom(...(op.bodyProps.length ? op.bodyProps : ['x'])),
                  anyValue,
                ),
              },
              { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 5 }) },
            );

      await fc.assert(
        fc.asyncProperty(paramArb, queryArb, bodyArb, async (params, query, body) => {
          let url = op.path;
          for (const [k, v] of Object.entries(params)) url = url.replace(`{${k}}`, encode(String(v)));
          const qs = Object.entries(query)
            .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
            .join('&');
          if (qs) url += `?${qs}`;
          const before = await checksum();
          const res = await send(op, url, body, {
            authorization: op.path.startsWith('/api/admin/') ? `Bearer ${ADMIN_TOKEN}` : auth,
            origin: 'https://site.example',
            'x-forwarded-for': nextIp(),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          });
          statuses[route] = Math.max(statuses[route] ?? 0, res.statusCode);
          if (res.statusCode >= 500) {
            const error = (() => {
              try {
                return String(res.json().error);
              } catch {
                return '';
              }
            })();
            expect(specified(route, res.statusCode, error), `${route} → ${res.statusCode} ${res.body}`).toBe(
              true,
            );
          }
          if (res.statusCode >= 400 && res.statusCode < 500)
            expect(await checksum(), `${route} → ${res.statusCode} ${res.body} changed rows`).toBe(before);
          if (route === 'POST /api/users/me/api-key' && res.statusCode === 200)
            auth = `Bearer ${res.json().apiKey}`;
          expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        }),
        { numRuns: RUNS },
      );
    }
    // The owner's real routes still work afterwards.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: auth } });
    expect(me.statusCode).toBe(200);
  }, 240_000);
});
