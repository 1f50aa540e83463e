import { AdminUpdateUserBody, AdminUserList, AdminUserQuery, User } from '../../contract/account';
import { IdParams } from '../../contract/common';
import { Msg } from '../../contract/errors';
import type { AccountService } from '../account/service';
import { requireBearer } from '../http/bearer';
import { authErrors, type ZodApp } from '../http/route-kit';

/** The instance-admin API; registered only when ADMIN_TOKEN is set. */
export function adminRoutes(
  app: ZodApp,
  { accounts, adminToken }: { accounts: AccountService; adminToken: string },
) {
  const requireAdmin = requireBearer(adminToken);
  const tags = ['Admin'];
  app.get('/api/admin/users', {
    schema: { tags, querystring: AdminUserQuery, response: { 200: AdminUserList, ...authErrors } },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: requireAdmin,
    handler: (req) => accounts.listUsers(req.query.email),
  });
  app.put('/api/admin/users/:id', {
    schema: { tags, params: IdParams, body: AdminUpdateUserBody, response: { 200: User, ...authErrors } },
    onRequest: requireAdmin,
    handler: (req) => accounts.setPlan(req.params.id, req.body),
  });
}
