import type { AdminCreateUserBody, User } from '../../contract/account';
import { Msg } from '../../contract/errors';
import type { Auth } from '../account/auth';
import type { AccountService } from '../account/service';
import { AppError } from '../http/errors';

/** better-auth's refusals come as its APIError (recognised by name, as its own isAPIError does). */
function authRefusal(e: unknown): { code?: string; message: string } | null {
  if (!(e instanceof Error) || e.name !== 'APIError') return null;
  const body = (e as Error & { body?: { code?: string; message?: string } }).body;
  return { code: body?.code, message: String(body?.message ?? e.message) };
}

export function createAdminService({ accounts, auth }: { accounts: AccountService; auth: Auth }) {
  return {
    /**
     * Creates an account that signs in with the given password (through better-auth, as sign-up would,
     * whatever SIGNUP says), on `plan` or DEFAULT_PLAN. 409 when the e-mail is taken.
     */
    async createUser(body: AdminCreateUserBody): Promise<User> {
      if (await accounts.findByEmail(body.email)) throw new AppError(409, Msg.emailTaken);
      let created: { token: string | null; user: { id: string } };
      try {
        created = await auth.api.signUpEmail({
          body: { email: body.email, name: body.name, password: body.password },
        });
      } catch (e) {
        const refusal = authRefusal(e);
        if (!refusal) throw e;
        // Two creations of one address at once: the second finds it taken.
        if (refusal.code === 'USER_ALREADY_EXISTS' || /already exists/i.test(refusal.message))
          throw new AppError(409, Msg.emailTaken);
        throw new AppError(400, refusal.message.replace(/^\[body\.(\w+)\]\s*/, '$1: '));
      }
      // Signing up opens a session (autoSignIn) whose cookie nobody holds: drop it.
      if (created.token) await (await auth.$context).internalAdapter.deleteSession(created.token);
      return body.plan
        ? accounts.setPlan(created.user.id, { plan: body.plan })
        : accounts.getUser(created.user.id);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
