// A small Charla client typed by the types generated from the OpenAPI document (`npm run openapi:types`):
// sign up, sign in, get an API key, create a form, list its conversations. `npm run check` type-checks it
// against src/contract/openapi-types.d.ts, so a route whose document changes breaks it at compile time.
//
//   npx tsx examples/client/example.ts http://localhost:3000
import type { paths } from '../../src/contract/openapi-types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Op<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? paths[P][M] : never;

/** The JSON body an operation takes. */
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON answer of an operation's success status (200 or 201). */
type Success<O> = O extends { responses: infer R }
  ? R extends { 201: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 200: { content: { 'application/json': infer B } } }
      ? B
      : never
  : never;
/** The query an operation takes. */
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type PathParamsOf<O> = O extends { parameters: { path: infer P } } ? P : never;
/** The error body every refusal answers. */
export type ApiError = paths['/api/forms']['get']['responses'][401]['content']['application/json'];

export class CharlaError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(`${status} ${body.error}`);
  }
}

interface CallOptions<O> {
  params?: PathParamsOf<O>;
  query?: QueryOf<O>;
  body?: BodyOf<O>;
}

/** A client on one Charla instance, authenticated by an API key or a session cookie once it has one. */
export function charla(baseUrl: string) {
  let credentials: Record<string, string> = {};

  async function call<P extends keyof paths, M extends Method>(
    method: M,
    path: P,
    opts: CallOptions<Op<P, M>> = {},
  ): Promise<{ data: Success<Op<P, M>>; headers: Headers }> {
    let url = String(path);
    for (const [k, v] of Object.entries((opts.params ?? {}) as Record<string, string>))
      url = url.replace(`{${k}}`, encodeURIComponent(v));
    const query = new URLSearchParams(
      Object.entries((opts.query ?? {}) as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    const res = await fetch(`${baseUrl}${url}${query ? `?${query}` : ''}`, {
      method: method.toUpperCase(),
      headers: {
        ...credentials,
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const data = (await res.json()) as unknown;
    if (!res.ok) throw new CharlaError(res.status, data as ApiError);
    return { data: data as Success<Op<P, M>>, headers: res.headers };
  }

  return {
    call,
    async signUp(body: BodyOf<Op<'/api/auth/sign-up/email', 'post'>>) {
      const { data, headers } = await call('post', '/api/auth/sign-up/email', { body });
      keepSession(headers);
      return data.user;
    },
    async signIn(body: BodyOf<Op<'/api/auth/sign-in/email', 'post'>>) {
      const { data, headers } = await call('post', '/api/auth/sign-in/email', { body });
      keepSession(headers);
      return data.user;
    },
    /** Creates an API key (with the session) and uses it from then on. */
    async switchToNewApiKey() {
      const { data } = await call('post', '/api/users/me/api-key');
      credentials = { authorization: `Bearer ${data.apiKey}` };
      return data.apiKey;
    },
  };

  function keepSession(headers: Headers) {
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (cookie) credentials = { cookie };
  }
}

/** The walk-through: an account, a form, and its (still empty) conversations. */
export async function run(baseUrl: string, email = `example-${Date.now()}@example.com`) {
  const client = charla(baseUrl);
  const password = 'a-long-example-password';
  await client.signUp({ name: 'Example', email, password });
  const user = await client.signIn({ email, password });
  await client.switchToNewApiKey();
  const { data: form } = await client.call('post', '/api/forms', {
    body: {
      name: 'Contact',
      welcomeMessage: 'Hi! Two quick questions.',
      goodbyeMessage: 'Thanks, we will be in touch.',
      questions: [
        { order: 1, text: 'What is your name?', type: 'text', required: true },
        { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
      ],
    },
  });
  const { data: list } = await client.call('get', '/api/conversations', {
    query: { formId: form.id, page: 1, limit: 10 },
  });
  return { user, form, conversations: list.conversations, pagination: list.pagination };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await run(process.argv[2] ?? 'http://localhost:3000');
  console.log(
    `${result.user.email}: form ${result.form.id} (${result.form.name}), ` +
      `${result.pagination.total} conversation(s)`,
  );
}
