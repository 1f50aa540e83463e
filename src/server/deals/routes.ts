import { IdParams, Success } from '../../contract/common';
import {
  CreateDealBody,
  Deal,
  DealList,
  DealListQuery,
  DealWithStage,
  MoveDealBody,
  UpdateDealBody,
} from '../../contract/crm';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { DealsService } from './service';

export function dealsRoutes(
  app: ZodApp,
  { deals, authenticate }: { deals: DealsService; authenticate: Authenticate },
) {
  const tags = ['Deals'];
  app.get('/api/pipelines/:id/deals', {
    // DealListQuery never fails: a bad query falls back to the defaults (the interface's quirk).
    schema: {
      tags,
      params: IdParams,
      querystring: DealListQuery,
      response: { 200: DealList, ...authErrors },
    },
    config: { lenientQuery: true },
    onRequest: authenticate,
    handler: (req) => deals.list(userOf(req).id, req.params.id, req.query),
  });
  app.post('/api/pipelines/:id/deals', {
    schema: { tags, params: IdParams, body: CreateDealBody, response: { 201: Deal, ...authErrors } },
    onRequest: authenticate,
    handler: async (req, reply) =>
      reply.status(201).send(await deals.create(userOf(req).id, req.params.id, req.body)),
  });
  app.get('/api/deals/:id', {
    schema: { tags, params: IdParams, response: { 200: DealWithStage, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => deals.get(userOf(req).id, req.params.id),
  });
  app.put('/api/deals/:id', {
    schema: { tags, params: IdParams, body: UpdateDealBody, response: { 200: DealWithStage, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => deals.update(userOf(req).id, req.params.id, req.body),
  });
  app.patch('/api/deals/:id/move', {
    schema: { tags, params: IdParams, body: MoveDealBody, response: { 200: DealWithStage, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => deals.move(userOf(req).id, req.params.id, req.body.stageId),
  });
  app.delete('/api/deals/:id', {
    schema: { tags, params: IdParams, response: { 200: Success, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => deals.remove(userOf(req).id, req.params.id),
  });
}
