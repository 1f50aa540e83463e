import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers/app';
import { schemaCompiler } from './helpers/openapi-validator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MANAGEMENT: Array<[string, string[]]> = [
  ['/api/forms', ['get', 'post']],
  ['/api/forms/{id}', ['get', 'put', 'delete']],
  ['/api/conversations', ['get']],
  ['/api/conversations/{id}', ['get']],
  ['/api/users/me', ['get', 'put']],
  ['/api/users/me/api-key', ['post']],
  ['/api/usage', ['get']],
  ['/api/dashboard/stats', ['get']],
];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('lists every management path with its methods, schemas and errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, methods] of MANAGEMENT) {
      expect(doc.paths, path).toHaveProperty([path]);
      for (const m of methods) {
        const op = doc.paths[path][m];
        expect(op, `${m} ${path}`).toBeDefined();
        expect(op.responses, `${m} ${path}`).toHaveProperty('401');
      }
    }
    const create = doc.paths['/api/forms'].post;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'welcomeMessage', 'goodbyeMessage', 'questions']),
    );
    expect(create.responses).toHaveProperty('201');
    expect(doc.components.securitySchemes).toHaveProperty('apiKey');
  });

  it('does not document secrets in the User schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const me = JSON.stringify(doc.paths['/api/users/me'].get.responses['200']);
    expect(me).toContain('apiKey');
    expect(me.toLowerCase()).not.toMatch(/hash|password/);
  });
});

/** (path, method) of every route Fastify answers, read from its route tree; `:id` written `{id}`. */
function declaredRoutes(): Array<[string, string]> {
  const stack: string[] = [];
  const out: Array<[string, string]> = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[└├]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack[depth] = m[2]!;
    stack.length = depth + 1;
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push([path, method]);
  }
  return out;
}

describe('the document is complete', () => {
  it('documents every route under /api (and the operations endpoints), with every method', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes = declaredRoutes().filter(
      ([path, method]) =>
        /^\/(api\/|healthz$|readyz$|metrics$)/.test(path) &&
        !/^\/api\/docs(\/|$)/.test(path) && // Swagger UI's page and assets
        method !== 'HEAD', // answered as GET, without the body
    );
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter(([path, method]) => !doc.paths[path]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    // And nothing is documented that does not exist (the auth endpoints live behind /api/auth/*).
    const declared = new Set(routes.map(([p, m]) => `${m} ${p}`));
    for (const [path, ops] of Object.entries(doc.paths as Record<string, object>))
      for (const method of Object.keys(ops)) {
        if (path.startsWith('/api/auth/')) continue;
        expect(declared.has(`${method.toUpperCase()} ${path}`), `${method} ${path}`).toBe(true);
      }
  });

  it('documents the auth endpoints clients use, with their bodies and the error body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'].schema.required as string[];
    expect(body('/api/auth/sign-up/email')).toEqual(['name', 'email', 'password']);
    expect(body('/api/auth/sign-in/email')).toEqual(['email', 'password']);
    expect(body('/api/auth/request-password-reset')).toEqual(['email']);
    expect(body('/api/auth/reset-password')).toEqual(['newPassword', 'token']);
    expect(body('/api/auth/change-password')).toEqual(['currentPassword', 'newPassword']);
    expect(doc.paths['/api/auth/sign-out'].post.responses).toHaveProperty('200');
    expect(doc.paths['/api/auth/get-session'].get.responses).toHaveProperty('200');
    const signIn = doc.paths['/api/auth/sign-in/email'].post.responses;
    expect(signIn['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(signIn['429'].description).toBe('Too many attempts, try again later');
    expect(doc.components.schemas.Error.required).toEqual(['error', 'requestId']);
  });

  it('shows the true media types: the chat stream, the widget script, files, the redirect', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const chat = doc.paths['/api/chat'].post.responses['200'];
    expect(Object.keys(chat.content)).toEqual(['text/plain']);
    expect(Object.keys(chat.headers)).toEqual([
      'X-Conversation-Id',
      'X-Conversation-Status',
      'X-Redirect-Url',
      'X-Conversation-Handler',
      'X-Message-Id',
      'X-Reply-Id',
    ]);
    // The live streams are event streams.
    expect(Object.keys(doc.paths['/api/chat/{conversationId}/stream'].get.responses['200'].content)).toEqual([
      'text/event-stream',
    ]);
    expect(Object.keys(doc.paths['/api/widget'].get.responses['200'].content)).toEqual([
      'application/javascript',
    ]);
    expect(doc.paths['/api/widget'].get.responses['304'].content).toBeUndefined();
    expect(Object.keys(doc.paths['/api/forms/{id}/export'].get.responses['200'].content)).toEqual([
      'text/csv',
      'application/x-ndjson',
    ]);
    const download = doc.paths['/api/uploads/{id}/download'].get.responses['302'];
    expect(download.content).toBeUndefined();
    expect(download.headers).toHaveProperty('Location');
    expect(Object.keys(doc.paths['/api/uploads/{id}/content'].put.requestBody.content)).toEqual(['*/*']);
    expect(Object.keys(doc.paths['/api/admin/backup'].get.responses['200'].content)).toEqual([
      'application/gzip',
    ]);
  });

  it('lists the generic answers: 400 everywhere, 413/415 with a body, 414 with a path parameter, 429, 503', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const codes = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    expect(codes('/api/forms/{id}', 'put')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '413', '414', '415', '503']),
    );
    expect(codes('/api/forms', 'get')).not.toContain('414');
    expect(codes('/api/forms', 'get')).not.toContain('413');
    expect(codes('/api/chat', 'post')).toEqual(expect.arrayContaining(['413', '429', '503']));
    expect(codes('/api/users/me/api-key', 'post')).toContain('429');
    expect(codes('/healthz', 'get')).toEqual(['200', '400']); // no database behind it
    expect(codes('/api/widget', 'get')).not.toContain('503');
    // A 500 is listed only where the interface names one.
    const with500 = Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => '500' in op.responses)
        .map(([m]) => `${m} ${path}`),
    );
    expect(with500.sort()).toEqual(['post /api/forms/generate', 'put /api/pipelines/{id}']);
  });
});

type Content = Record<string, { schema: Record<string, unknown>; example?: unknown }>;
interface Operation {
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}

describe('examples', () => {
  it('the main request bodies have examples, and each is valid against its schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const compile = schemaCompiler(doc);
    const withExamples: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Operation>>))
      for (const [method, op] of Object.entries(ops)) {
        const media = [
          ['body', op.requestBody?.content?.['application/json']] as const,
          ...Object.entries(op.responses ?? {}).map(
            ([s, r]) => [s, r.content?.['application/json']] as const,
          ),
        ];
        for (const [where, m] of media) {
          if (m?.example === undefined) continue;
          const validate = compile(m.schema);
          expect(validate(m.example), `${method} ${path} ${where}: ${JSON.stringify(validate.errors)}`).toBe(
            true,
          );
          withExamples.push(`${method} ${path} ${where}`);
        }
      }
    const components = doc.components.schemas as Record<string, { examples?: unknown[] }>;
    for (const [name, schema] of Object.entries(components))
      for (const example of schema.examples ?? [])
        expect(compile({ $ref: `#/components/schemas/${name}` })(example), name).toBe(true);
    expect(components.Error?.examples).toHaveLength(1);
    expect(withExamples).toEqual(
      expect.arrayContaining([
        'post /api/forms body',
        'post /api/chat body',
        'post /api/forms/{id}/submit body',
        'put /api/forms/{id}/webhook body',
        'post /api/pipelines body',
        'post /api/tickets body',
        'post /api/auth/sign-up/email body',
        'post /api/auth/sign-in/email body',
        'get /api/users/me 200',
      ]),
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the API reference as HTML, branded Charla', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400)
      res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body.toLowerCase()).toContain('<html');
    expect(res.body).toContain('<title>Charla API reference</title>');
    expect(res.body).toContain('theme/favicon.svg');
    expect(res.body).not.toContain('favicon-32x32.png'); // Fastify's icon
    const favicon = await t.app.inject({ method: 'GET', url: '/api/docs/static/theme/favicon.svg' });
    expect(favicon.body).toContain('<title>Charla</title>');
    // The top bar's logo is Charla's, not Fastify's.
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    const logo = /img\.src = 'data:image\/svg\+xml;base64,([^']+)'/.exec(init.body)?.[1];
    expect(logo && Buffer.from(logo, 'base64').toString()).toContain('Charla API');
  });
});

describe('operations endpoints', () => {
  it("/healthz answers 200 {status: ok, version} with package.json's version", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.json()).toEqual({ status: 'ok', version });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'unused', live: 'up' });
  });

  it('/metrics serves Prometheus text with request durations', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('charla_http_request_duration_seconds');
    expect(res.body).toMatch(
      /charla_http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\} [1-9]/,
    );
  });
});

describe('/api/auth/*', () => {
  it('answers only the endpoints the document lists: the rest of better-auth is 404', async () => {
    const { cookie } = await signUp(t);
    for (const [method, url] of [
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/revoke-sessions'],
      ['POST', '/api/auth/forget-password'],
      ['GET', '/api/auth/sign-out'],
      ['GET', '/api/auth/reset-password/a-token?callbackURL=%2Freset-password'], // the links go to the dashboard
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Not found');
    }
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toMatch(/@example\.com$/);
  });
});
