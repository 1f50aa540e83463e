import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '../../contract/common';
import { ErrorCode, Msg } from '../../contract/errors';
import { BotChallenge, ChatBody, SubmitBody, SubmitResponse, WidgetConfig } from '../../contract/widget';
import type { ChatService } from '../chat/service';
import { AppError } from '../http/errors';
import type { ZodApp } from '../http/route-kit';
import { addressKey, LIMITS } from '../http/throttle';
import { preflight, requestHost } from '../http/widget-cors';
import type { WidgetService } from './service';

const widgetErrors = {
  400: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
} as const;

/** A per-IP limit whose 429 carries the interface's message and RATE_LIMITED. */
export function perIpLimit(max: number, message: string) {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => addressKey(req.ip),
    errorResponseBuilder: () => new AppError(429, message, ErrorCode.RATE_LIMITED),
  };
}

export function widgetRoutes(
  app: ZodApp,
  { widget, chat, publicUrl }: { widget: WidgetService; chat: ChatService; publicUrl?: string },
) {
  const tags = ['Widget'];
  app.options('/api/forms/:id/config', {
    schema: { hide: true },
    config: { widgetCors: true },
    handler: preflight('GET, OPTIONS'),
  });
  app.get('/api/forms/:id/config', {
    schema: { tags, params: IdParams, response: { 200: WidgetConfig, ...widgetErrors } },
    config: { widgetCors: true },
    // The cached answer is already JSON; Fastify sends a string as it is, skipping serialisation.
    handler: async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await widget.config(req.params.id)) as unknown as WidgetConfig),
  });

  app.get('/api/forms/:id/challenge', {
    schema: {
      tags,
      summary: 'A proof-of-work challenge for a form with bot protection',
      params: IdParams,
      response: { 200: BotChallenge, ...widgetErrors },
    },
    config: {
      widgetCors: true,
      rateLimit: perIpLimit(LIMITS.botChallengePerAddress.max, Msg.tooManyRequests),
    },
    handler: async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await widget.challenge(req.params.id)),
  });

  app.options('/api/chat', {
    schema: { hide: true },
    config: { widgetCors: true },
    handler: preflight('POST, OPTIONS'),
  });
  app.post('/api/chat', {
    schema: {
      tags,
      body: ChatBody,
      response: { 200: z.string().describe('The reply, streamed as chunked text/plain'), ...widgetErrors },
    },
    config: { widgetCors: true, rateLimit: perIpLimit(30, Msg.tooManyRequests) },
    handler: async (req, reply) => {
      const answer = await chat.chat(req.body, requestHost(req, publicUrl));
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-conversation-id', answer.conversationId)
        .header('x-conversation-status', answer.status)
        .send(answer.body as unknown as string); // a stream: Fastify pipes it as chunked text
    },
  });

  app.options('/api/forms/:id/submit', {
    schema: { hide: true },
    config: { widgetCors: true },
    handler: preflight('POST, OPTIONS'),
  });
  app.post('/api/forms/:id/submit', {
    schema: { tags, params: IdParams, body: SubmitBody, response: { 200: SubmitResponse, ...widgetErrors } },
    config: { widgetCors: true, rateLimit: perIpLimit(10, Msg.tooManySubmissions) },
    handler: (req) => widget.submit(req.params.id, req.body, requestHost(req, publicUrl)),
  });
}
