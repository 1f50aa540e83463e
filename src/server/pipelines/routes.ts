import { ErrorResponse, IdParams, Success } from '../../contract/common';
import { CreatePipelineBody, Pipeline, PipelineList, UpdatePipelineBody } from '../../contract/crm';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { PipelinesService } from './service';

export function pipelinesRoutes(
  app: ZodApp,
  { pipelines, authenticate }: { pipelines: PipelinesService; authenticate: Authenticate },
) {
  const tags = ['Pipelines'];
  app.get('/api/pipelines', {
    schema: { tags, response: { 200: PipelineList, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => pipelines.list(userOf(req).id),
  });
  app.post('/api/pipelines', {
    schema: { tags, body: CreatePipelineBody, response: { 201: Pipeline, ...authErrors } },
    onRequest: authenticate,
    handler: async (req, reply) => reply.status(201).send(await pipelines.create(userOf(req).id, req.body)),
  });
  app.get('/api/pipelines/:id', {
    schema: { tags, params: IdParams, response: { 200: Pipeline, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => pipelines.get(userOf(req).id, req.params.id),
  });
  app.put('/api/pipelines/:id', {
    schema: {
      tags,
      params: IdParams,
      body: UpdatePipelineBody,
      response: { 200: Pipeline, ...authErrors, 500: ErrorResponse },
    },
    onRequest: authenticate,
    handler: (req) => pipelines.update(userOf(req).id, req.params.id, req.body),
  });
  app.delete('/api/pipelines/:id', {
    schema: { tags, params: IdParams, response: { 200: Success, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => pipelines.remove(userOf(req).id, req.params.id),
  });
}
