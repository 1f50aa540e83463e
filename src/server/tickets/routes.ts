import { IdParams, Success } from '../../contract/common';
import { CreateTicketBody, Ticket, TicketList, TicketListQuery, UpdateTicketBody } from '../../contract/crm';
import { Msg } from '../../contract/errors';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { TicketsService } from './service';

export function ticketsRoutes(
  app: ZodApp,
  { tickets, authenticate }: { tickets: TicketsService; authenticate: Authenticate },
) {
  const tags = ['Tickets'];
  app.get('/api/tickets', {
    schema: { tags, querystring: TicketListQuery, response: { 200: TicketList, ...authErrors } },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) => tickets.list(userOf(req).id, req.query),
  });
  app.post('/api/tickets', {
    schema: { tags, body: CreateTicketBody, response: { 201: Ticket, ...authErrors } },
    onRequest: authenticate,
    handler: async (req, reply) => reply.status(201).send(await tickets.create(userOf(req).id, req.body)),
  });
  app.get('/api/tickets/:id', {
    schema: { tags, params: IdParams, response: { 200: Ticket, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => tickets.get(userOf(req).id, req.params.id),
  });
  app.put('/api/tickets/:id', {
    schema: { tags, params: IdParams, body: UpdateTicketBody, response: { 200: Ticket, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => tickets.update(userOf(req).id, req.params.id, req.body),
  });
  app.delete('/api/tickets/:id', {
    schema: { tags, params: IdParams, response: { 200: Success, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => tickets.remove(userOf(req).id, req.params.id),
  });
}
