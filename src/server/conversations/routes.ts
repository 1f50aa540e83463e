import { z } from 'zod';
import { IdParams, Success } from '../../contract/common';
import {
  ConversationDetail,
  ConversationDetailQuery,
  ConversationList,
  ConversationListQuery,
  ExportQuery,
} from '../../contract/conversations';
import { Msg } from '../../contract/errors';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, mediaResponse, type ZodApp } from '../http/route-kit';
import type { ExportService } from './export';
import type { ConversationsService } from './service';

export function conversationsRoutes(
  app: ZodApp,
  {
    conversations,
    exporter,
    authenticate,
  }: { conversations: ConversationsService; exporter: ExportService; authenticate: Authenticate },
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
