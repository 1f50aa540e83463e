import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authPaths } from '../account/auth-openapi';
import { ERROR_HEADERS, installStandardResponses } from './openapi-responses';
import { REQUIRED_MARK, type ZodApp } from './route-kit';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Json = Record<string, unknown>;

const MARK =
  '<rect width="32" height="32" rx="8" fill="#E11D62"/><path d="M8 10h16v10H14l-5 4v-4H8z" fill="#fff"/>';
/** The dashboard's favicon. */
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Charla</title>${MARK}</svg>`;
/** The mark and the name, white on Swagger UI's dark top bar. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 32"><title>Charla API</title>' +
  `${MARK}<text x="42" y="23" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="20" ` +
  'font-weight="700" fill="#fff">Charla API</text></svg>';

/**
 * Route schemas as the document shows them: Zod converted by fastify-type-provider-zod, then what it
 * drops put back (the headers of a response, a raw request body with its media type).
 */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input) as { schema: Json; url: string };
  const original = (input.schema ?? {}) as { response?: Record<string, unknown> };
  if (!out.schema || out.schema.hide) return out;
  const responses = out.schema.response as Record<string, Json> | undefined;
  for (const [status, res] of Object.entries(original.response ?? {})) {
    if (!responses || res instanceof z.ZodType) continue;
    const { description, content, headers } = res as { description?: string; content?: Json; headers?: Json };
    // An empty response (emptyResponse): no body at all, which @fastify/swagger writes for type null.
    if (content && Object.keys(content).length === 0) responses[status] = { type: 'null', description };
    const target = responses[status];
    if (headers && target) target.headers = headers;
  }
  for (const [status, headers] of Object.entries(ERROR_HEADERS)) {
    const target = responses?.[status];
    // Only on the error body (readiness answers its own 503 without Retry-After).
    if (target?.$ref === '#/components/schemas/Error')
      target.headers = { ...headers, ...((target.headers as Json | undefined) ?? {}) };
  }
  const raw = input.route.config?.rawBody;
  if (raw) {
    const binary = !/json/.test(raw.mediaType);
    out.schema.consumes = [raw.mediaType];
    out.schema.body = binary
      ? { type: 'string', format: 'binary', description: raw.description }
      : { type: 'object', description: raw.description };
  }
  return out;
}

/** The whole document: the routes' part, then the auth endpoints better-auth answers behind one route. */
function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as Json & { paths?: Json; components?: Json };
  const paths = { ...authPaths(), ...(doc.paths ?? {}) };
  markRequiredHeaders(paths);
  markOptionalBodies(paths);
  // The Zod provider emits an input and an output variant of every registered schema: keep those in use.
  const schemas = (doc.components?.schemas ?? {}) as Json;
  const used = JSON.stringify([paths, schemas]);
  const kept = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.includes(`"#/components/schemas/${name}"`)),
  );
  return {
    ...doc,
    tags: TAGS,
    paths,
    components: { ...doc.components, schemas: kept },
  } as ReturnType<typeof jsonSchemaTransformObject>;
}

/** Header objects whose schema carries REQUIRED_MARK become `required: true` (where OpenAPI puts it). */
function markRequiredHeaders(paths: Json) {
  for (const item of Object.values(paths) as Json[])
    for (const op of Object.values(item) as { responses?: Record<string, { headers?: Json }> }[])
      for (const res of Object.values(op.responses ?? {}))
        for (const header of Object.values(res.headers ?? {}) as { required?: boolean; schema?: Json }[])
          if (header.schema?.[REQUIRED_MARK]) {
            delete header.schema[REQUIRED_MARK];
            header.required = true;
          }
}

/** A JSON body whose schema also accepts null (`.nullish()`: the request may have none) is not required. */
function markOptionalBodies(paths: Json) {
  for (const item of Object.values(paths) as Json[])
    for (const op of Object.values(item) as {
      requestBody?: { required?: boolean; content?: Record<string, { schema?: { anyOf?: Json[] } }> };
    }[]) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema?.anyOf?.some((s) => s.type === 'null')) op.requestBody!.required = false;
    }
}

const OpenApiDocument = z
  .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) })
  .describe('The OpenAPI document');

const TAGS = [
  {
    name: 'Auth',
    description: 'Accounts and sessions (served by better-auth; errors use the Charla error body)',
  },
  { name: 'Account', description: 'The signed-in account, its API key and usage' },
  { name: 'Forms' },
  { name: 'Conversations' },
  { name: 'Webhooks' },
  { name: 'Pipelines' },
  { name: 'Deals' },
  { name: 'Tickets' },
  {
    name: 'Widget',
    description: 'What the embedded widget calls: no credentials, CORS open to every origin',
  },
  { name: 'Billing', description: 'Stripe checkout, portal and events (503 without the STRIPE_* settings)' },
  { name: 'Internal', description: 'Used by the dashboard; no stability guarantee' },
  { name: 'Admin', description: 'Instance administration with ADMIN_TOKEN (404 when it is not set)' },
  { name: 'Operations', description: 'Health, readiness, metrics and this document' },
];

/**
 * The OpenAPI 3.1 document at /api/openapi.json and Swagger UI at /api/docs, in Charla's colours. Call it
 * before any route is declared: the generic error answers are added to routes as they are declared.
 */
export async function installOpenApi(app: ZodApp, { publicUrl }: { publicUrl: string }) {
  installStandardResponses(app as unknown as FastifyInstance);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Charla API',
        version: '1.0.0',
        description:
          'Forms that talk: management, widget and internal endpoints. Errors answer ' +
          '`{"error", "code"?, "details"?, "requestId"}`; docs/api.md has the full guide.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'API key: chl_ followed by 64 hex characters',
          },
          session: { type: 'apiKey', in: 'cookie', name: 'charla.session-token' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN (the instance-admin API)' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, when it is set' },
        },
      },
      security: [{ apiKey: [] }, { session: [] }],
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG), href: '/api/docs', target: '_self' },
    theme: {
      title: 'Charla API reference',
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: Buffer.from(FAVICON_SVG),
        },
      ],
      css: [{ filename: 'charla.css', content: '.swagger-ui .topbar { background-color: #1f2937; }' }],
    },
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', {
    schema: {
      tags: ['Operations'],
      summary: 'This document (OpenAPI 3.1)',
      security: [],
      response: {
        200: OpenApiDocument,
      },
    },
    config: { noDatabase: true },
    // Sent as it is generated (a string skips the serialiser, which would reorder the keys).
    handler: async (_req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(app.swagger()) as unknown as z.infer<typeof OpenApiDocument>),
  });
}
