import type {} from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorResponse } from '../../contract/common';
import { Msg } from '../../contract/errors';
import { ChatConversationParams, ChatMessages, ChatMessagesQuery } from '../../contract/live';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, mediaResponse, type ZodApp } from '../http/route-kit';
import { addressKey } from '../http/throttle';
import { preflightSchema, requestHost } from '../http/widget-cors';
import { perIpLimit } from '../widget/routes';
import type { LiveClient } from './hub';
import type { LiveService } from './service';

/** A stream whose client stopped reading this far behind is closed (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The hub's view of one SSE response (@fastify/sse formats events and writes the heartbeats). */
function sseClient(reply: FastifyReply): LiveClient {
  return {
    send(e) {
      if (!reply.sse.isConnected) return;
      if (reply.raw.writableLength > MAX_BUFFERED_BYTES) return reply.sse.close();
      reply.sse.send(e).catch(() => {});
    },
    close: () => reply.sse.close(),
  };
}

/** Keeps the response open and releases the stream's place when it closes, however early that is. */
function hold(reply: FastifyReply, release: () => void) {
  reply.sse.onClose(release);
  if (!reply.sse.isConnected) release();
  reply.sse.keepAlive();
}

const visitorErrors = {
  403: ErrorResponse.describe('Domain not allowed, or Account inactive (as POST /api/chat)'),
  404: ErrorResponse.describe('Conversation not found (or its form is not published: Form not found)'),
  429: ErrorResponse.describe('Too many requests (Retry-After, RateLimit-* headers)'),
} as const;

const eventStream = (description: string) =>
  mediaResponse(
    description,
    { 'text/event-stream': z.string() },
    {
      'Cache-Control': { description: 'no-cache' },
      'X-Accel-Buffering': { description: 'no (proxies must not buffer the stream)' },
    },
  );

export function liveRoutes(
  app: ZodApp,
  {
    live,
    authenticate,
    publicUrl,
    perAddressPerMinute,
  }: { live: LiveService; authenticate: Authenticate; publicUrl?: string; perAddressPerMinute: number },
) {
  const tags = ['Widget'];
  const security: [] = [];
  for (const path of ['/api/chat/:conversationId/messages', '/api/chat/:conversationId/stream'])
    app.options(path, {
      schema: preflightSchema,
      config: { widgetCors: true, noDatabase: true },
      handler: async (_req, reply) =>
        reply
          .status(204)
          .header('access-control-allow-methods', 'GET, OPTIONS')
          .header('access-control-allow-headers', 'Content-Type, Last-Event-ID')
          .header('access-control-max-age', '86400')
          .send(),
    });

  app.get('/api/chat/:conversationId/messages', {
    schema: {
      tags,
      security,
      summary: "A conversation's messages as the visitor reads them, oldest first (polling)",
      params: ChatConversationParams,
      querystring: ChatMessagesQuery,
      response: { 200: ChatMessages, 400: ErrorResponse.describe('Invalid query'), ...visitorErrors },
    },
    config: {
      widgetCors: true,
      queryErrorMessage: Msg.invalidQuery,
      rateLimit: perIpLimit(perAddressPerMinute, Msg.tooManyRequests),
    },
    handler: async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await live.messages(req.params.conversationId, req.query.after, requestHost(req, publicUrl))),
  });

  app.get('/api/chat/:conversationId/stream', {
    schema: {
      tags,
      security,
      summary:
        'Server-Sent Events of a conversation: `handler` first (who leads it), then `message` (a Message; `id:` is its id, so Last-Event-ID resumes without duplicates) and `handler` as things change',
      params: ChatConversationParams,
      querystring: ChatMessagesQuery,
      response: {
        200: eventStream('The event stream (a comment line every 15 s keeps it open)'),
        ...visitorErrors,
      },
    },
    config: { widgetCors: true, queryErrorMessage: Msg.invalidQuery },
    sse: 'manual',
    handler: async (req, reply) => {
      const client = sseClient(reply);
      const release = await live.openVisitor(
        client,
        addressKey(req.ip),
        req.params.conversationId,
        { lastEventId: reply.sse.lastEventId, after: req.query.after },
        requestHost(req, publicUrl),
      );
      hold(reply, release);
    },
  });

  app.get('/api/conversations/stream', {
    schema: {
      tags: ['Conversations'],
      summary:
        "Server-Sent Events of all the owner's conversations: `ready` first (refetch what is shown), then `conversation` (a list item after any change) and `message` ({conversationId, message})",
      response: {
        200: eventStream('The event stream (a comment line every 15 s keeps it open)'),
        ...authErrors,
        429: visitorErrors[429],
      },
    },
    onRequest: authenticate,
    sse: 'manual',
    handler: async (req, reply) => {
      const release = live.openOwner(sseClient(reply), addressKey(req.ip), userOf(req).id);
      hold(reply, release);
    },
  });
}
