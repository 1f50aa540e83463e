import { IdParams, Success } from '../../contract/common';
import { Msg } from '../../contract/errors';
import {
  CreateFormBody,
  DuplicateFormBody,
  Form,
  FormList,
  FormListQuery,
  UpdateFormBody,
} from '../../contract/forms';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { FormsService } from './service';

export function formsRoutes(
  app: ZodApp,
  { forms, authenticate }: { forms: FormsService; authenticate: Authenticate },
) {
  const tags = ['Forms'];
  app.get('/api/forms', {
    schema: { tags, querystring: FormListQuery, response: { 200: FormList, ...authErrors } },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) => forms.list(userOf(req).id, req.query),
  });
  app.post('/api/forms', {
    schema: { tags, body: CreateFormBody, response: { 201: Form, ...authErrors } },
    onRequest: authenticate,
    handler: async (req, reply) => reply.status(201).send(await forms.create(userOf(req).id, req.body)),
  });
  app.post('/api/forms/:id/duplicate', {
    schema: {
      tags,
      summary: 'An unpublished copy of a form',
      description:
        'Copies everything the form holds (questions, style, settings, automations, notifications), not its conversations or webhook. Named "<name> (copy)" unless `name` is given; counts against the plan\'s forms (403 FORM_LIMIT_REACHED).',
      params: IdParams,
      body: DuplicateFormBody.nullish(),
      response: { 201: Form, ...authErrors },
    },
    onRequest: authenticate,
    handler: async (req, reply) =>
      reply.status(201).send(await forms.duplicate(userOf(req).id, req.params.id, req.body?.name)),
  });
  app.get('/api/forms/:id', {
    schema: { tags, params: IdParams, response: { 200: Form, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => forms.get(userOf(req).id, req.params.id),
  });
  app.put('/api/forms/:id', {
    schema: { tags, params: IdParams, body: UpdateFormBody, response: { 200: Form, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => forms.update(userOf(req).id, req.params.id, req.body),
  });
  app.delete('/api/forms/:id', {
    schema: { tags, params: IdParams, response: { 200: Success, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => forms.remove(userOf(req).id, req.params.id),
  });
}
