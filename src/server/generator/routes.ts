import { ErrorResponse } from '../../contract/common';
import { GeneratedForm, GenerateFormBody } from '../../contract/generator';
import type { Authenticate } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { GeneratorService } from './service';

/** POST /api/forms/generate: form content from a description or a website; nothing is stored. */
export function generatorRoutes(
  app: ZodApp,
  { generator, authenticate }: { generator: GeneratorService; authenticate: Authenticate },
) {
  app.post('/api/forms/generate', {
    schema: {
      tags: ['Forms'],
      summary: 'Generate form content from a description or a website URL',
      body: GenerateFormBody,
      response: { 200: GeneratedForm, ...authErrors, 500: ErrorResponse },
    },
    onRequest: authenticate,
    handler: (req) => generator.generate(req.body),
  });
}
