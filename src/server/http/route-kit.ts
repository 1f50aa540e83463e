import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorResponse } from '../../contract/common';

/** The Fastify instance routes are declared on: Zod schemas give types and validation. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Error answers every authenticated route declares (the body of CONTRACT). */
export const authErrors = {
  400: ErrorResponse.describe('Invalid data (or Invalid query): details say what'),
  401: ErrorResponse.describe('Unauthorized: no valid API key or session'),
  403: ErrorResponse.describe(
    "Forbidden: another owner's record, the plan does not allow it, or a cookie request from another site",
  ),
  404: ErrorResponse.describe('Not found'),
} as const;

/** Marks a required header until the document is assembled (openapi.ts makes it `required: true`). */
export const REQUIRED_MARK = 'x-charla-required';

/** A response header as the document lists it. */
export interface HeaderDoc {
  description: string;
  schema?: { type: 'string' | 'integer' };
  /** Every answer of this status carries it (the document says `required: true`). */
  required?: boolean;
}

/**
 * A response whose body is not JSON (a stream, a script, a file): its media types, each with the schema of
 * its body, and the headers that matter. Fastify serialises none of these (they are sent as strings,
 * buffers or streams); the document shows them as they are.
 */
export function mediaResponse(
  description: string,
  types: Record<string, z.ZodType>,
  headers?: Record<string, HeaderDoc>,
) {
  return { description, content: contentOf(types), ...headersOf(headers) };
}

/** A response without a body (204, 302, 304), with the headers that matter. */
export function emptyResponse(description: string, headers?: Record<string, HeaderDoc>) {
  return { description, content: {}, ...headersOf(headers) };
}

function contentOf(types: Record<string, z.ZodType>) {
  return Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema }]));
}

function headersOf(headers?: Record<string, HeaderDoc>) {
  return headers
    ? {
        headers: Object.fromEntries(
          Object.entries(headers).map(([name, h]) => [
            name,
            {
              description: h.description,
              ...(h.schema ?? { type: 'string' }),
              // Carried through @fastify/swagger inside the header's schema; moved out in openapi.ts.
              ...(h.required ? { [REQUIRED_MARK]: true } : {}),
            },
          ]),
        ),
      }
    : {};
}
