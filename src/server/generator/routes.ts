import { ErrorResponse } from '../../contract/common';
import { Msg } from '../../contract/errors';
import { GeneratedForm, GenerateFormBody } from '../../contract/generator';
import { type Authenticate, userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import { LIMITS, type Throttle } from '../http/throttle';
import type { GeneratorService } from './service';

/** POST /api/forms/generate: form content from a description or a website; nothing is stored. */
export function generatorRoutes(
  app: ZodApp,
  {
    generator,
    authenticate,
    throttle,
  }: { generator: GeneratorService; authenticate: Authenticate; throttle: Throttle },
) {
  app.post('/api/forms/generate', {
    schema: {
      tags: ['Forms'],
      summary: 'Generate form content from a description or a website URL',
      body: GenerateFormBody,
      response: { 200: GeneratedForm, ...authErrors, 429: ErrorResponse, 500: ErrorResponse },
    },
    config: { throttled: true },
    onRequest: authenticate,
    // Each generation may fetch a website and call a paid model: a budget per account.
    preHandler: (req) =>
      throttle.take([{ limit: LIMITS.generatePerAccount, key: userOf(req).id }], Msg.tooManyRequests),
    handler: (req) => generator.generate(req.body),
  });
}
