import { z } from 'zod';
import { IdParams, Success } from '../../contract/common';
import {
  ConversationDetail,
  ConversationDetailQuery,
  ConversationList,
  ConversationListQuery,
  ExportQuery,
  Message,
} from '../../contract/conversations';
import { Ticket } from '../../contract/crm';
import { Msg } from '../../contract/errors';
import { ConversationTicketBody, HumanMessageBody } from '../../contract/live';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, mediaResponse, type ZodApp } from '../http/route-kit';
import type { ExportService } from './export';
import type { HandoverService } from './handover';
import type { ConversationsService } from './service';

export function conversationsRoutes(
  app: ZodApp,
  {
    conversations,
    exporter,
    handover,
    authenticate,
  }: {
    conversations: ConversationsService;
    exporter: ExportService;
    handover: HandoverService;
    authenticate: Authenticate;
  },
) {
  const tags = ['Conversations'];
  app.get('/api/conversations', {
    schema: { tags, querystring: ConversationListQuery, response: { 200: ConversationList, ...authErrors } },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) => conversations.list(userOf(req).id, req.query),
  });
  app.get('/api/conversations/:id', {
    schema: {
      tags,
      params: IdParams,
      querystring: ConversationDetailQuery,
      response: { 200: ConversationDetail, ...authErrors },
    },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) =>
      conversations.detail(userOf(req).id, req.params.id, req.query.messagesPage, req.query.messagesLimit),
  });
  const detailSchema = { params: IdParams, querystring: ConversationDetailQuery };
  app.post('/api/conversations/:id/takeover', {
    schema: {
      tags,
      summary: 'Take the conversation over: the interviewer stays silent until it is released (idempotent)',
      ...detailSchema,
      response: { 200: ConversationDetail, ...authErrors },
    },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) =>
      handover.takeover(userOf(req).id, req.params.id, req.query.messagesPage, req.query.messagesLimit),
  });
  app.post('/api/conversations/:id/release', {
    schema: {
      tags,
      summary: 'Hand the conversation back: the interviewer asks its open question at once (idempotent)',
      ...detailSchema,
      response: { 200: ConversationDetail, ...authErrors },
    },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) =>
      handover.release(userOf(req).id, req.params.id, req.query.messagesPage, req.query.messagesLimit),
  });
  app.post('/api/conversations/:id/messages', {
    schema: {
      tags,
      summary: "The owner's reply to the visitor (takes the conversation over when the interviewer had it)",
      params: IdParams,
      body: HumanMessageBody,
      response: { 201: Message, ...authErrors },
    },
    onRequest: authenticate,
    handler: async (req, reply) =>
      reply.status(201).send(await handover.postMessage(userOf(req).id, req.params.id, req.body.content)),
  });
  app.post('/api/conversations/:id/ticket', {
    schema: {
      tags,
      summary:
        'A ticket linked to the conversation (contact and answers from it); 200 with the existing one when it has one',
      params: IdParams,
      body: ConversationTicketBody.nullish(),
      response: {
        201: Ticket,
        200: Ticket.describe('The ticket the conversation already has'),
        ...authErrors,
      },
    },
    onRequest: authenticate,
    handler: async (req, reply) => {
      const { created, ticket } = await handover.openTicket(userOf(req).id, req.params.id, req.body ?? {});
      return reply.status(created ? 201 : 200).send(ticket);
    },
  });
  app.delete('/api/conversations/:id', {
    schema: {
      tags,
      summary: 'Delete a conversation with its messages and files',
      params: IdParams,
      response: { 200: Success, ...authErrors },
    },
    onRequest: authenticate,
    handler: (req) => conversations.remove(userOf(req).id, req.params.id),
  });
  app.get('/api/forms/:id/export', {
    schema: {
      tags,
      summary: "Download a form's conversations, newest first (CSV or NDJSON, streamed)",
      params: IdParams,
      querystring: ExportQuery,
      response: {
        200: mediaResponse(
          'The file, streamed: one conversation a row (CSV) or line (NDJSON)',
          {
            'text/csv': z.string().describe('UTF-8 with BOM, CRLF line ends, a header row'),
            'application/x-ndjson': z.string().describe('One JSON conversation object per line'),
          },
          {
            'Content-Disposition': {
              description: 'attachment; filename="<form name>-<date>.csv|ndjson"',
              required: true,
            },
          },
        ),
        ...authErrors,
      },
    },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: async (req, reply) => {
      const file = await exporter.open(userOf(req).id, req.params.id, req.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body as unknown as string); // a stream: Fastify pipes it with backpressure
    },
  });
}
