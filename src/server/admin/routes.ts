import {
  AdminCreateUserBody,
  AdminUpdateUserBody,
  AdminUserList,
  AdminUserQuery,
  User,
} from '../../contract/account';
import { ErrorResponse, IdParams } from '../../contract/common';
import { Msg } from '../../contract/errors';
import type { AccountService } from '../account/service';
import { requireBearer } from '../http/bearer';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { AdminService } from './service';

/** The instance-admin API; registered only when ADMIN_TOKEN is set. */
export function adminRoutes(
  app: ZodApp,
  { accounts, admin, adminToken }: { accounts: AccountService; admin: AdminService; adminToken: string },
) {
  const requireAdmin = requireBearer(adminToken);
  const tags = ['Admin'];
  app.get('/api/admin/users', {
    schema: { tags, querystring: AdminUserQuery, response: { 200: AdminUserList, ...authErrors } },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: requireAdmin,
    handler: (req) => accounts.listUsers(req.query.email),
  });
  app.post('/api/admin/users', {
    schema: {
      tags,
      summary: 'Create an account (signs in with the password; works when sign-up is closed)',
      body: AdminCreateUserBody,
      response: { 201: User, ...authErrors, 409: ErrorResponse },
    },
    onRequest: requireAdmin,
    handler: async (req, reply) => reply.status(201).send(await admin.createUser(req.body)),
  });
  app.put('/api/admin/users/:id', {
    schema: { tags, params: IdParams, body: AdminUpdateUserBody, response: { 200: User, ...authErrors } },
    onRequest: requireAdmin,
    handler: (req) => accounts.setPlan(req.params.id, req.body),
  });
}
