import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsEventBody, AnalyticsQuery, FormAnalytics } from '../../contract/analytics';
import { ErrorResponse, IdParams } from '../../contract/common';
import { Msg } from '../../contract/errors';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { AppError } from '../http/errors';
import { authErrors, emptyResponse, type ZodApp } from '../http/route-kit';
import { preflight, preflightSchema, requestHost } from '../http/widget-cors';
import { perIpLimit } from '../widget/routes';
import type { AnalyticsService } from './service';

/** Views and opens per client address and minute: a page view sends at most one of each. */
export const EVENTS_PER_ADDRESS_PER_MINUTE = 120;

export async function analyticsRoutes(
  app: ZodApp,
  deps: { analytics: AnalyticsService; authenticate: Authenticate; publicUrl?: string },
) {
  const { analytics, authenticate, publicUrl } = deps;
  app.get('/api/forms/:id/analytics', {
    schema: {
      tags: ['Forms'],
      summary: 'Views, opens, starts, completions per day and where visitors stop, per question',
      params: IdParams,
      querystring: AnalyticsQuery,
      response: { 200: FormAnalytics, ...authErrors },
    },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: authenticate,
    handler: (req) => analytics.read(userOf(req).id, req.params.id, req.query),
  });

  app.options('/api/forms/:id/events', {
    schema: preflightSchema,
    config: { widgetCors: true, noDatabase: true },
    handler: preflight('POST, OPTIONS'),
  });
  // The widget posts its JSON as text/plain (a "simple" request: no CORS preflight), so this scope reads
  // text/plain bodies as JSON too; everything else keeps the app's parsers.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError(400, Msg.invalidData, undefined, [{ message: 'Expected a JSON body' }]));
      }
    });
    scope.post('/api/forms/:id/events', {
      schema: {
        tags: ['Widget'],
        summary: 'A view or an open of the widget (no cookies, no visitor identifier)',
        security: [],
        consumes: ['application/json', 'text/plain'],
        params: IdParams,
        body: AnalyticsEventBody,
        response: {
          204: emptyResponse('Counted; also answered, uncounted, while the database is unreachable'),
          400: ErrorResponse.describe('Invalid data'),
          403: ErrorResponse.describe('Domain not allowed, or Account inactive'),
          404: ErrorResponse.describe('Form not found (or not published)'),
          429: ErrorResponse.describe('Too many requests from this address'),
        },
      },
      config: {
        widgetCors: true,
        noDatabase: true, // an unreachable database drops the event: never a 503
        rateLimit: perIpLimit(EVENTS_PER_ADDRESS_PER_MINUTE, Msg.tooManyRequests),
      },
      handler: async (req, reply) => {
        await analytics.recordEvent(req.params.id, req.body.type, requestHost(req, publicUrl));
        return reply.status(204).send();
      },
    });
  });
}
