import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../contract/errors';
import { Msg } from '../../contract/errors';
import { isDatabaseUnavailable } from '../db/unavailable';

/** The one error type services throw; the handler turns it into the CONTRACT body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly details?: unknown[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const invalidData = (details?: unknown[]) => new AppError(400, Msg.invalidData, undefined, details);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message for a query that fails validation (forms, conversations, tickets: "Invalid query"). */
    queryErrorMessage?: string;
  }
}

export function errorBody(
  req: FastifyRequest,
  message: string,
  code?: string,
  details?: unknown[],
): ErrorBody {
  const body: ErrorBody = { error: message, requestId: String(req.id) };
  if (code) body.code = code;
  if (details?.length) body.details = details;
  return body;
}

function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  code?: string,
  details?: unknown[],
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(req, message, code, details));
}

/** May answer a request no route matched (the dashboard's SPA fallback); resolves true when it did. */
export type NotFoundFallback = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Seconds a client is told to wait after a 503 (the database is pinged every second while down). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Answers 503 Service unavailable (the database could not be reached or answer in time). */
export function sendUnavailable(req: FastifyRequest, reply: FastifyReply) {
  reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
  return sendError(req, reply, 503, Msg.serviceUnavailable);
}

/**
 * Installs the error and not-found handlers: known errors keep their status, a database that cannot be
 * reached becomes 503 (and `onUnavailable` hears of it), the rest become a masked 500.
 */
export function installErrorHandler(
  app: FastifyInstance,
  notFoundFallback?: NotFoundFallback,
  onUnavailable?: () => void,
) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (isDatabaseUnavailable(err)) {
      onUnavailable?.();
      req.log.warn({ err: { message: err.message } }, 'database unavailable');
      return sendUnavailable(req, reply);
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return sendError(req, reply, err.status, err.message, err.code, err.details);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message,
      }));
      const message =
        err.validationContext === 'querystring'
          ? (req.routeOptions.config.queryErrorMessage ?? Msg.invalidData)
          : Msg.invalidData;
      return sendError(req, reply, 400, message, undefined, details);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) return sendError(req, reply, 429, err.message, 'RATE_LIMITED');
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty bodies and other parse failures are the client's fault and say so plainly.
      const message = status === 400 ? Msg.invalidData : err.message;
      return sendError(
        req,
        reply,
        status,
        message,
        undefined,
        status === 400 ? [{ message: err.message }] : undefined,
      );
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 500, Msg.internal);
  });
  app.setNotFoundHandler(async (req, reply) =>
    (await notFoundFallback?.(req, reply)) ? reply : sendError(req, reply, 404, Msg.notFound),
  );
}
