import { type ZodType, z } from 'zod';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SessionResponse,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
  StatusResponse,
  SuccessFlag,
} from '../../contract/auth';
import { Msg } from '../../contract/errors';
import { ERROR_HEADERS, standardErrorStatuses } from '../http/openapi-responses';

// better-auth answers /api/auth/* through one catch-all route (account/routes.ts) that the document
// cannot describe by itself: these are the endpoints the dashboard and clients use, written out.

type JsonSchema = Record<string, unknown>;

/**
 * A Zod schema as the JSON Schema 2020-12 of OpenAPI 3.1; its first example moves to the media object. A
 * schema with an id (ErrorResponse's `Error`) is referred to among the document's components, where the
 * Zod type provider puts every registered schema.
 */
function media(schema: ZodType, io: 'input' | 'output') {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  const {
    $schema: _,
    $defs: __,
    examples,
    ...json
  } = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  return Array.isArray(examples) && examples.length
    ? { schema: json, example: examples[0] }
    : { schema: json };
}

const json = (schema: ZodType, io: 'input' | 'output') => ({ 'application/json': media(schema, io) });

const SET_COOKIE = {
  'Set-Cookie': {
    description: 'charla.session-token (HttpOnly, SameSite=Lax; __Secure- prefixed under HTTPS)',
    schema: { type: 'string' },
  },
};

interface AuthOperation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  description?: string;
  body?: ZodType;
  ok: { description: string; schema: ZodType; headers?: JsonSchema };
  /** The refusals better-auth (or the throttle) gives this endpoint, with why. */
  errors: Record<number, string>;
  throttled?: boolean;
  /** Reached with the session cookie (the document's `session` security scheme). */
  session?: boolean;
}

const OPERATIONS: AuthOperation[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary: 'Create an account and sign in (sets the session cookie)',
    description:
      "The new account gets DEFAULT_PLAN. With SIGNUP=closed only the instance's first account may sign up. With no account yet, the first sign-up is open for SETUP_WINDOW_MINUTES after the instance first started, or with `setupToken` (the setup link printed at start).",
    body: SignUpBody,
    ok: { description: 'Signed up and signed in', schema: SignUpResponse, headers: SET_COOKIE },
    errors: {
      403: `${Msg.signupClosed} (SIGNUP=closed); ${Msg.setupClosed} (code SETUP_CLOSED: no account yet, the setup window closed, no valid setupToken); or the Origin is not trusted`,
      422: 'User already exists. Use another email.',
    },
    throttled: true,
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with e-mail and password (sets the session cookie and the known-device cookie)',
    body: SignInBody,
    ok: { description: 'Signed in', schema: SignInResponse, headers: SET_COOKIE },
    errors: { 401: 'Invalid email or password', 403: 'The Origin is not trusted' },
    throttled: true,
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'Sign out: ends the session and clears the session cookie',
    ok: { description: 'Signed out (also without a session)', schema: SuccessFlag, headers: SET_COOKIE },
    errors: { 403: 'The Origin is not trusted' },
    session: true,
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    summary: 'The current session and its user',
    ok: { description: 'The session, or null without one', schema: SessionResponse },
    errors: {},
    session: true,
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary: 'E-mail a password-reset link',
    description:
      'Answers 200 whether or not the address has an account. The e-mail carries `<redirectTo>?token=<token>`.',
    body: RequestPasswordResetBody,
    ok: { description: 'Accepted', schema: StatusResponse },
    errors: { 403: Msg.invalidRedirect },
    throttled: true,
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token of a reset link',
    body: ResetPasswordBody,
    ok: { description: 'Password changed', schema: StatusResponse },
    errors: {},
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    summary: "Change the signed-in account's password",
    body: ChangePasswordBody,
    ok: { description: 'Password changed', schema: ChangePasswordResponse, headers: SET_COOKIE },
    errors: { 401: 'No valid session', 403: 'The Origin is not trusted' },
    session: true,
  },
];

/** Retry-After as an OpenAPI header object (the throttle sends no RateLimit-* headers). */
function retryAfter() {
  const { description, ...schema } = ERROR_HEADERS[503]!['Retry-After'] as { description: string };
  return { 'Retry-After': { description, schema } };
}

function operation(op: AuthOperation) {
  const generic = standardErrorStatuses({
    method: op.method.toUpperCase(),
    url: op.path,
    rawBody: true, // the catch-all parses JSON and text alike: better-auth answers a wrong type with 400
    throttled: op.throttled,
  });
  generic[400] = `better-auth's validation message (code VALIDATION_ERROR, or e.g. INVALID_TOKEN), or ${Msg.invalidData}`;
  if (op.throttled) generic[429] = Msg.tooManyAttempts;
  const errors = { ...generic, ...op.errors };
  const error = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return {
    tags: ['Auth'],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.session ? [{ session: [] }] : [],
    ...(op.body ? { requestBody: { required: true, content: json(op.body, 'input') } } : {}),
    responses: {
      200: {
        description: op.ok.description,
        ...(op.ok.headers ? { headers: op.ok.headers } : {}),
        content: json(op.ok.schema, 'output'),
      },
      ...Object.fromEntries(
        Object.entries(errors)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([status, why]) => [
            status,
            {
              description: why,
              ...(status === '429' || status === '503' ? { headers: retryAfter() } : {}),
              content: error,
            },
          ]),
      ),
    },
  };
}

/**
 * Whether better-auth may answer this request: only the endpoints the document lists (the rest of
 * better-auth's API, e.g. update-user or list-sessions, is not part of Charla's).
 */
export function isDocumentedAuthEndpoint(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'get' : method.toLowerCase();
  return OPERATIONS.some((op) => op.method === m && templateRe(op.path).test(path));
}

const templates = new Map<string, RegExp>();
function templateRe(template: string): RegExp {
  let re = templates.get(template);
  if (!re) {
    re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    templates.set(template, re);
  }
  return re;
}

/** The path items of the auth endpoints, to merge into the document's paths. */
export function authPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  return paths;
}
