import { ErrorResponse, IdParams } from '../../contract/common';
import { Msg } from '../../contract/errors';
import {
  Delivery,
  DeliveryList,
  DeliveryListQuery,
  DeliveryParams,
  PutWebhookBody,
  TestResult,
  WebhookConfig,
  WebhookConfigOrNull,
} from '../../contract/webhooks';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { WebhooksService } from './service';

export function webhooksRoutes(
  app: ZodApp,
  { webhooks, authenticate }: { webhooks: WebhooksService; authenticate: Authenticate },
) {
  const tags = ['Webhooks'];
  app.get('/api/forms/:id/webhook', {
    schema: { tags, params: IdParams, response: { 200: WebhookConfigOrNull, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => webhooks.get(userOf(req).id, req.params.id),
  });
  app.put('/api/forms/:id/webhook', {
    schema: {
      tags,
      params: IdParams,
      body: PutWebhookBody,
      response: { 200: WebhookConfig, 201: WebhookConfig, ...authErrors },
    },
    onRequest: authenticate,
    handler: async (req, reply) => {
      const { created, webhook } = await webhooks.put(userOf(req).id, req.params.id, req.body);
      return reply.status(created ? 201 : 200).send(webhook);
    },
  });
  app.post('/api/forms/:id/webhook/test', {
    schema: { tags, params: IdParams, response: { 200: TestResult, ...authErrors, 502: ErrorResponse } },
    onRequest: authenticate,
    handler: (req) => webhooks.test(userOf(req).id, req.params.id),
  });
  app.get('/api/forms/:id/webhook/deliveries', {
    schema: {
      tags,
      params: IdParams,
      querystring: DeliveryListQuery,
      response: { 200: DeliveryList, ...authErrors },
    },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) => webhooks.deliveries(userOf(req).id, req.params.id, req.query),
  });
  app.post('/api/forms/:id/webhook/deliveries/:deliveryId/retry', {
    schema: { tags, params: DeliveryParams, response: { 200: Delivery, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => webhooks.retry(userOf(req).id, req.params.id, req.params.deliveryId),
  });
}
