// Checks every response the integration suites receive against the OpenAPI document the server serves
// (/api/openapi.json, not the Zod schemas it is generated from): the operation exists, the status is
// listed, the headers it requires are there, the Content-Type is one of the listed media types, and a
// JSON body validates against its schema.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

type Json = Record<string, unknown>;
interface MediaObject {
  schema?: Json;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: Json;
}

/** What the validator needs of one request and its answer. */
export interface Exchange {
  method: string;
  url: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
  /** The response headers, names in lower case (as inject gives them). */
  headers?: Record<string, unknown>;
}

/** Paths outside the API that the document need not describe: Swagger UI's page and assets. */
const OUTSIDE = /^\/api\/docs(\/|$)/;

const DOC_ID = 'openapi.json';

function compileTemplates(doc: OpenApiDocument) {
  return Object.keys(doc.paths)
    .map((template) => {
      const names: string[] = [];
      const pattern = template
        .split('/')
        .map((segment) => {
          const m = /^\{(.+)\}$/.exec(segment);
          if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(m[1]!);
          return '[^/]*'; // Fastify matches an empty parameter too (and answers 400 for it)
        })
        .join('/');
      return { template, params: names.length, re: new RegExp(`^${pattern}$`) };
    })
    .sort((a, b) => a.params - b.params); // a static path wins over a template (/api/forms/generate)
}

/** Rewrites the document's local references so they resolve against the document added to Ajv. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : rebase(v),
      ]),
    );
  }
  return value;
}

function mediaMatches(documented: string, actual: string): boolean {
  if (documented === '*/*' || documented === actual) return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) holding the document's components for references. */
function ajvFor(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: DOC_ID, components: doc.components ?? {} });
  return ajv;
}

/** Compiles one schema of the document (its references resolved among the document's components). */
export function schemaCompiler(doc: OpenApiDocument) {
  const ajv = ajvFor(doc);
  return (schema: Json) => ajv.compile(rebase(schema) as Json);
}

/** A checker for one document: answers null when an exchange agrees with it, else what is wrong. */
export function createResponseValidator(doc: OpenApiDocument) {
  const ajv = ajvFor(doc);
  const templates = compileTemplates(doc);
  const compiled = new Map<string, ValidateFunction>();
  const errorSchema = (doc.components as { schemas?: Record<string, Json> } | undefined)?.schemas?.Error;

  function validatorFor(key: string, schema: Json): ValidateFunction {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(schema) as Json);
      compiled.set(key, validate);
    }
    return validate;
  }

  return function check(x: Exchange): string | null {
    const path = x.url.split('?')[0] ?? x.url;
    const method = x.method.toLowerCase();
    const match = templates.find((t) => t.re.test(path));
    if (!match) {
      if (OUTSIDE.test(path) || !(path === '/api' || path.startsWith('/api/'))) return null;
    }
    // HEAD answers as GET does, without the body.
    const op = match ? doc.paths[match.template]?.[method === 'head' ? 'get' : method] : undefined;
    if (!op) {
      // No such operation: the only true answer is the error body's 404.
      if (x.statusCode !== 404) return `no operation ${x.method} ${path} in the document`;
      const problem = errorSchema ? checkJson('Error', errorSchema, x) : null;
      return problem && `undocumented ${x.method} ${path} answered 404 without the error body: ${problem}`;
    }
    const name = `${method === 'head' ? 'get' : method} ${match!.template}`;
    const status = String(x.statusCode);
    const responses = op.responses ?? {};
    const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!response)
      return `${name} answered ${status}, which the document does not list (it lists ${Object.keys(responses).join(', ')})`;
    const missing = Object.entries(response.headers ?? {})
      .filter(([h, doc]) => doc.required && x.headers?.[h.toLowerCase()] === undefined)
      .map(([h]) => h);
    if (missing.length) return `${name} ${status}: without the required header(s) ${missing.join(', ')}`;
    const content = response.content ?? {};
    const types = Object.keys(content);
    const hasBody = x.body.length > 0 && method !== 'head';
    if (!hasBody) {
      if (method !== 'head' && types.some(isJson))
        return `${name} ${status}: an empty body where the document promises ${types.join(', ')}`;
      return null;
    }
    if (!types.length) return `${name} ${status}: a body where the document lists none`;
    const actual = (x.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const type = types.find((t) => mediaMatches(t.toLowerCase(), actual));
    if (!type)
      return `${name} ${status}: Content-Type ${actual || '(none)'} is not one of ${types.join(', ')}`;
    if (!isJson(type)) return null;
    const schema = content[type]?.schema;
    return schema ? checkJson(`${name} ${status} ${type}`, schema, x) : null;
  };

  function checkJson(key: string, schema: Json, x: Exchange): string | null {
    let body: unknown;
    try {
      body = JSON.parse(x.body);
    } catch {
      return `${key}: the body is not JSON: ${x.body.slice(0, 200)}`;
    }
    const validate = validatorFor(key, schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
      )
      .join('; ');
    return `${key}: the body contradicts the schema: ${errors}; body: ${x.body.slice(0, 300)}`;
  }
}

const checkers = new Map<string, ReturnType<typeof createResponseValidator>>();

type Inject = (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;

/**
 * Wraps an app's inject() so that every response is checked against the document the app serves; a
 * contradiction rejects the call (and so fails the test that made it) naming the route, status and problem.
 */
export async function validateResponsesOf(
  app: { inject: unknown },
  { undocumentedStatuses = [] }: { undocumentedStatuses?: number[] } = {},
) {
  const raw = (app.inject as (...args: unknown[]) => unknown).bind(app);
  const docRes = (await raw({ method: 'GET', url: '/api/openapi.json' })) as LightMyRequestResponse;
  if (docRes.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${docRes.statusCode}`);
  // Suites build many apps on the same document: one checker (and its compiled schemas) serves them all.
  let check = checkers.get(docRes.body);
  if (!check) {
    check = createResponseValidator(docRes.json() as OpenApiDocument);
    checkers.set(docRes.body, check);
  }
  const checkExchange = check;
  const checkedInject = (opts?: InjectOptions | string, callback?: unknown) => {
    if (opts === undefined || callback !== undefined) return raw(opts, callback);
    return (raw(opts) as ReturnType<Inject>).then((res) => {
      const o = typeof opts === 'string' ? { url: opts } : opts;
      const target = o.url ?? o.path ?? '/';
      const url = typeof target === 'string' ? target : (target.pathname ?? '/');
      // A streamed answer (payloadAsStream) has no body here: its caller reads and checks it.
      if (undocumentedStatuses.includes(res.statusCode) || o.payloadAsStream) return res;
      const problem = checkExchange({
        method: String(o.method ?? 'GET').toUpperCase(),
        url,
        statusCode: res.statusCode,
        contentType: res.headers['content-type'] as string | undefined,
        body: res.body,
        headers: res.headers,
      });
      if (problem) throw new Error(`Response contradicts the OpenAPI document: ${problem}`);
      return res;
    });
  };
  app.inject = checkedInject;
}
