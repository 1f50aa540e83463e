import { Usage } from '../../contract/usage';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { UsageService } from './service';

export function usageRoutes(
  app: ZodApp,
  { usage, authenticate }: { usage: UsageService; authenticate: Authenticate },
) {
  app.get('/api/usage', {
    schema: { tags: ['Account'], response: { 200: Usage, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => usage.get(userOf(req).id),
  });
}
