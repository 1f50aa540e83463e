import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '../../contract/common';
import { ErrorCode, Msg } from '../../contract/errors';
import { BotChallenge, ChatBody, SubmitBody, SubmitResponse, WidgetConfig } from '../../contract/widget';
import type { ChatService } from '../chat/service';
import { AppError } from '../http/errors';
import { mediaResponse, type ZodApp } from '../http/route-kit';
import { addressKey, LIMITS, type Throttle } from '../http/throttle';
import { preflight, preflightSchema, requestHost } from '../http/widget-cors';
import { type ChatLimits, chatConversationLimit } from './chat-limits';
import type { WidgetService } from './service';

const widgetErrors = {
  400: ErrorResponse.describe('Invalid data, or a refused answer (details name the question)'),
  403: ErrorResponse.describe(
    'Domain not allowed, Account inactive, a plan limit, or a failed bot check (code says which)',
  ),
  404: ErrorResponse.describe('Form not found (or not published)'),
  429: ErrorResponse.describe('Too many requests from this address (Retry-After, RateLimit-* headers)'),
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
  {
    widget,
    chat,
    publicUrl,
    throttle,
    chatLimits,
  }: {
    widget: WidgetService;
    chat: ChatService;
    publicUrl?: string;
    throttle: Throttle;
    chatLimits: ChatLimits;
  },
) {
  const tags = ['Widget'];
  const security: [] = []; // no credentials: the form's allowedDomains are checked instead
  app.options('/api/forms/:id/config', {
    schema: preflightSchema,
    config: { widgetCors: true, noDatabase: true },
    handler: preflight('GET, OPTIONS'),
  });
  app.get('/api/forms/:id/config', {
    schema: { tags, security, params: IdParams, response: { 200: WidgetConfig, ...widgetErrors } },
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
      security,
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
    schema: preflightSchema,
    config: { widgetCors: true, noDatabase: true },
    handler: preflight('POST, OPTIONS'),
  });
  app.post('/api/chat', {
    schema: {
      tags,
      security,
      summary: "A visitor's message to a conversational form; the reply streams back",
      body: ChatBody,
      response: {
        200: mediaResponse(
          'The reply, streamed as chunked text as the model writes it',
          { 'text/plain': z.string() },
          {
            'X-Conversation-Id': {
              description: 'The conversation (created by the first message)',
              required: true,
            },
            'X-Conversation-Status': {
              description: 'ACTIVE, or COMPLETED once every required answer is in',
              required: true,
            },
            'X-Redirect-Url': {
              description: "When this message completed the conversation: the chosen ending's redirect",
              required: false,
            },
            'X-Conversation-Handler': {
              description:
                'BOT, or HUMAN while the owner has taken the conversation over: the message was stored and the body is empty (nobody replies automatically)',
              required: false,
            },
            'X-Message-Id': {
              description:
                "The visitor's message as stored (absent for a message to a completed conversation)",
              required: false,
            },
            'X-Reply-Id': {
              description:
                "The reply's message id (the streams and GET /api/chat/:conversationId/messages carry it too: skip it there)",
              required: false,
            },
          },
        ),
        ...widgetErrors,
        429: ErrorResponse.describe(
          'Too many requests: to this conversation, new conversations from this address, or all from this address (Retry-After, RateLimit-* headers)',
        ),
      },
    },
    // A ceiling per address before the body is read, then a budget per conversation or, for a start, per address.
    config: { widgetCors: true, rateLimit: perIpLimit(chatLimits.perAddress, Msg.tooManyRequests) },
    preValidation: chatConversationLimit(throttle, chatLimits),
    handler: async (req, reply) => {
      const answer = await chat.chat(req.body, requestHost(req, publicUrl));
      if (answer.redirectUrl) reply.header('x-redirect-url', answer.redirectUrl);
      if (answer.messageId) reply.header('x-message-id', answer.messageId);
      if (answer.replyId) reply.header('x-reply-id', answer.replyId);
      return reply
        .header('x-conversation-handler', answer.handler)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-conversation-id', answer.conversationId)
        .header('x-conversation-status', answer.status)
        .send(answer.body as unknown as string); // a stream: Fastify pipes it as chunked text
    },
  });

  app.options('/api/forms/:id/submit', {
    schema: preflightSchema,
    config: { widgetCors: true, noDatabase: true },
    handler: preflight('POST, OPTIONS'),
  });
  app.post('/api/forms/:id/submit', {
    schema: {
      tags,
      security,
      params: IdParams,
      body: SubmitBody,
      response: { 200: SubmitResponse, ...widgetErrors },
    },
    config: { widgetCors: true, rateLimit: perIpLimit(10, Msg.tooManySubmissions) },
    handler: (req) => widget.submit(req.params.id, req.body, requestHost(req, publicUrl)),
  });
}
