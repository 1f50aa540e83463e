import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '../../contract/common';
import { Msg } from '../../contract/errors';
import { UploadUrlBody, UploadUrlResponse } from '../../contract/uploads';
import { type Authenticate, userOf } from '../http/authenticate';
import type { ZodApp } from '../http/route-kit';
import { preflight, requestHost } from '../http/widget-cors';
import { contentDisposition } from '../storage';
import { perIpLimit } from '../widget/routes';
import type { UploadsService } from './service';

const widgetErrors = {
  400: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
} as const;

const ContentQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

export function uploadsRoutes(
  app: ZodApp,
  {
    uploads,
    authenticate,
    localContent,
    publicUrl,
  }: { uploads: UploadsService; authenticate: Authenticate; localContent: boolean; publicUrl?: string },
) {
  app.options('/api/forms/:id/upload-url', {
    schema: { hide: true },
    config: { widgetCors: true },
    handler: preflight('POST, OPTIONS'),
  });
  app.post('/api/forms/:id/upload-url', {
    schema: {
      tags: ['Widget'],
      params: IdParams,
      body: UploadUrlBody,
      response: { 200: UploadUrlResponse, ...widgetErrors },
    },
    config: { widgetCors: true, rateLimit: perIpLimit(10, Msg.tooManyUploads) },
    handler: (req) => uploads.requestUrl(req.params.id, req.body, requestHost(req, publicUrl)),
  });

  app.get('/api/uploads/:id/download', {
    schema: {
      tags: ['Internal'],
      params: IdParams,
      response: {
        302: z.null().describe('Location: a presigned GET address valid 60 seconds'),
        401: ErrorResponse,
        403: ErrorResponse,
        404: ErrorResponse,
      },
    },
    onRequest: authenticate,
    handler: async (req, reply) => {
      const url = await uploads.downloadUrl(userOf(req).id, req.params.id);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  });

  if (!localContent) return;
  // The local driver's presigned addresses. Any body reaches the PUT as a raw stream: the content-type
  // parsers are replaced in this scope only, so JSON parsing elsewhere is unchanged.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    const schema = { hide: true, params: IdParams, querystring: ContentQuery };
    scope.options('/api/uploads/:id/content', {
      schema: { hide: true },
      config: { widgetCors: true },
      handler: preflight('PUT, GET, OPTIONS'),
    });
    scope.put('/api/uploads/:id/content', {
      schema,
      config: { widgetCors: true },
      handler: async (req, reply) => {
        const body = req.body instanceof Readable ? req.body : Readable.from([]);
        const contentLength = req.headers['content-length'];
        await uploads.receive(
          req.params.id,
          req.query,
          { contentType: req.headers['content-type'], contentLength },
          body,
        );
        return reply.status(200).header('cache-control', 'no-store').send();
      },
    });
    scope.get('/api/uploads/:id/content', {
      schema,
      config: { widgetCors: true },
      handler: async (req, reply) => {
        const file = await uploads.serve(req.params.id, req.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    });
  });
}
