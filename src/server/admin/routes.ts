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
import { AppError } from '../http/errors';
import { authErrors, type ZodApp } from '../http/route-kit';
import type { AdminService } from './service';

const adminErrors = {
  ...authErrors,
  404: ErrorResponse.describe('Not found: the user, or every admin route when ADMIN_TOKEN is not set'),
};

/**
 * The instance-admin API. Without ADMIN_TOKEN every admin route answers 404 before anything else (declared
 * all the same, so the document is the same on every instance).
 */
export function adminRoutes(
  app: ZodApp,
  { accounts, admin, adminToken }: { accounts: AccountService; admin: AdminService; adminToken?: string },
) {
  const requireAdmin = adminToken
    ? requireBearer(adminToken)
    : async () => {
        throw new AppError(404, Msg.notFound);
      };
  const tags = ['Admin'];
  const security = [{ adminToken: [] }];
  app.get('/api/admin/users', {
    schema: { tags, security, querystring: AdminUserQuery, response: { 200: AdminUserList, ...adminErrors } },
    config: { queryErrorMessage: Msg.invalidQuery },
    onRequest: requireAdmin,
    handler: (req) => accounts.listUsers(req.query.email),
  });
  app.post('/api/admin/users', {
    schema: {
      tags,
      security,
      summary: 'Create an account (signs in with the password; works when sign-up is closed)',
      body: AdminCreateUserBody,
      response: {
        201: User,
        ...adminErrors,
        409: ErrorResponse.describe('A user with this e-mail already exists'),
      },
    },
    onRequest: requireAdmin,
    handler: async (req, reply) => reply.status(201).send(await admin.createUser(req.body)),
  });
  app.put('/api/admin/users/:id', {
    schema: {
      tags,
      security,
      params: IdParams,
      body: AdminUpdateUserBody,
      response: { 200: User, ...adminErrors },
    },
    onRequest: requireAdmin,
    handler: (req) => accounts.setPlan(req.params.id, req.body),
  });
}
