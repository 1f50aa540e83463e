import { DashboardStats } from '../../contract/usage';
import type { Authenticate } from '../http/authenticate';
import { userOf } from '../http/authenticate';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { DashboardService } from './service';

export function dashboardRoutes(
  app: ZodApp,
  { dashboard, authenticate }: { dashboard: DashboardService; authenticate: Authenticate },
) {
  app.get('/api/dashboard/stats', {
    schema: { tags: ['Internal'], response: { 200: DashboardStats, ...authErrors } },
    onRequest: authenticate,
    handler: (req) => dashboard.stats(userOf(req).id),
  });
}
