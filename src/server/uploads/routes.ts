import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '../../contract/common';
import { Msg } from '../../contract/errors';
import { UploadUrlBody, UploadUrlResponse } from '../../contract/uploads';
import { type Authenticate, userOf } from '../http/authenticate';
import { emptyResponse, mediaResponse, type ZodApp } from '../http/route-kit';
import { preflight, preflightSchema, requestHost } from '../http/widget-cors';
import { contentDisposition } from '../storage';
import { perIpLimit } from '../widget/routes';
import type { UploadsService } from './service';

const widgetErrors = {
  400: ErrorResponse.describe('Invalid data, or a refused answer (details name the question)'),
  403: ErrorResponse.describe(
    'Domain not allowed, Account inactive, a plan limit, or a failed bot check (code says which)',
  ),
  404: ErrorResponse.describe('Form not found (or not published)'),
  429: ErrorResponse.describe(
    'Too many requests from this address, or (upload-url) pending uploads over their cap per address or per form (Retry-After, RateLimit-* headers)',
  ),
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
    publicUrl,
  }: { uploads: UploadsService; authenticate: Authenticate; publicUrl?: string },
) {
  app.options('/api/forms/:id/upload-url', {
    schema: preflightSchema,
    config: { widgetCors: true, noDatabase: true },
    handler: preflight('POST, OPTIONS'),
  });
  app.post('/api/forms/:id/upload-url', {
    schema: {
      tags: ['Widget'],
      summary: 'A presigned address to upload a file answer to (CLASSIC forms with a file question)',
      security: [],
      params: IdParams,
      body: UploadUrlBody,
      response: { 200: UploadUrlResponse, ...widgetErrors },
    },
    config: { widgetCors: true, rateLimit: perIpLimit(10, Msg.tooManyUploads) },
    handler: (req) => uploads.requestUrl(req.params.id, req.body, requestHost(req, publicUrl), req.ip),
  });

  app.get('/api/uploads/:id/download', {
    schema: {
      tags: ['Internal'],
      params: IdParams,
      response: {
        302: emptyResponse('Redirect to the file', {
          Location: { description: 'A presigned GET address, valid 60 seconds', required: true },
        }),
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

  // The local driver's presigned addresses (404 with another driver: the routes are declared always, so
  // the document is the same on every instance). Any body reaches the PUT as a raw stream: the
  // content-type parsers are replaced in this scope only, so JSON parsing elsewhere is unchanged.
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    const common = {
      tags: ['Widget'],
      security: [],
      description:
        'Only with STORAGE_DRIVER=local (404 otherwise): the presigned address upload-url hands out.',
      params: IdParams,
      querystring: ContentQuery,
    };
    const signatureErrors = {
      403: ErrorResponse.describe('Invalid or expired signature'),
      404: ErrorResponse,
    };
    scope.options('/api/uploads/:id/content', {
      schema: preflightSchema,
      config: { widgetCors: true, noDatabase: true },
      handler: preflight('PUT, GET, OPTIONS'),
    });
    scope.put('/api/uploads/:id/content', {
      schema: {
        ...common,
        summary: 'Upload the file to its presigned address',
        response: {
          200: emptyResponse('Stored'),
          ...signatureErrors,
          413: ErrorResponse.describe('Larger than declared'),
          415: ErrorResponse.describe('Content-Type differs from the declared one'),
        },
      },
      config: {
        widgetCors: true,
        rawBody: { mediaType: '*/*', description: 'The file, with the Content-Type declared to upload-url' },
      },
      handler: async (req, reply) => {
        const body = req.body instanceof Readable ? req.body : Readable.from([]);
        const contentLength = req.headers['content-length'];
        await uploads.receive(
          req.params.id,
          req.query,
          { contentType: req.headers['content-type'], contentLength },
          body,
        );
        return reply
          .status(200)
          .header('cache-control', 'no-store')
          .send(undefined as never); // no body
      },
    });
    scope.get('/api/uploads/:id/content', {
      schema: {
        ...common,
        summary: 'Download a file from its presigned address (what /api/uploads/{id}/download redirects to)',
        response: {
          200: mediaResponse(
            'The file, with its stored Content-Type',
            { '*/*': z.string().meta({ format: 'binary' }) },
            { 'Content-Disposition': { description: 'attachment; filename="<the uploaded name>"' } },
          ),
          ...signatureErrors,
        },
      },
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
