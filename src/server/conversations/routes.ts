import { IdParams } from '../../contract/common';
import {
  ConversationDetail,
  ConversationDetailQuery,
  ConversationList,
  ConversationListQuery,
} from '../../contract/conversations';
import { Msg } from '../../contract/errors';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { ConversationsService } from './service';

export function conversationsRoutes(
  app: ZodApp,
  { conversations, authenticate }: { conversations: ConversationsService; authenticate: Authenticate },
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
}
