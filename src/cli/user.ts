import { Plan, SubscriptionStatus } from '../contract/enums';
import { CliError, type ParsedArgs, take } from './args';
import type { Instance } from './instance';

/** Output of a command: `out` lines go to stdout (what scripts read), `note` lines to stderr. */
export interface Io {
  out(line: string): void;
  note(line: string): void;
}

/** A command checks its arguments first (no database needed), then runs against the instance. */
export type Prepared = (instance: Instance, io: Io) => Promise<void>;

function plan(value: string): Plan {
  const parsed = Plan.safeParse(value.toUpperCase());
  if (!parsed.success) throw new CliError(`Unknown plan ${JSON.stringify(value)}: use FREE, PRO or BUSINESS`);
  return parsed.data;
}

function status(value: string): SubscriptionStatus {
  const parsed = SubscriptionStatus.safeParse(value.toUpperCase());
  if (!parsed.success)
    throw new CliError(`Unknown status ${JSON.stringify(value)}: use ACTIVE, PAST_DUE or CANCELED`);
  return parsed.data;
}

/** better-auth's refusals (bad e-mail, short password…): its APIError, recognised as its own isAPIError does. */
function isAuthApiError(e: unknown): e is Error & { body?: { message?: string } } {
  return e instanceof Error && e.name === 'APIError';
}

async function userByEmail(instance: Instance, email: string) {
  const user = await instance.accounts.findByEmail(email);
  if (!user) throw new CliError(`No user with e-mail ${email}`);
  return user;
}

/** `charla user create`: signs up through better-auth (so the password signs in), then sets the plan. */
function create(args: ParsedArgs): Prepared {
  const a = take('user create', args, { required: ['email', 'name', 'password'], optional: ['plan'] });
  const wanted = a.plan === undefined ? undefined : plan(a.plan);
  return async (instance, io) => {
    if (await instance.accounts.findByEmail(a.email))
      throw new CliError(`A user with e-mail ${a.email} already exists`);
    let created: { token: string | null; user: { id: string } };
    try {
      created = await instance.auth.api.signUpEmail({
        body: { email: a.email, name: a.name, password: a.password },
      });
    } catch (e) {
      // better-auth names a bad field as "[body.email] Invalid email address"; say which option instead.
      if (isAuthApiError(e)) {
        const message = String(e.body?.message ?? e.message);
        throw new CliError(message.replace(/^\[body\.(\w+)\]\s*(.*)$/, '$2 (--$1)'));
      }
      throw e;
    }
    // Signing up also opens a session (autoSignIn); nobody holds its cookie, so drop it.
    if (created.token) await (await instance.auth.$context).internalAdapter.deleteSession(created.token);
    const user = wanted
      ? await instance.accounts.setPlan(created.user.id, { plan: wanted })
      : await instance.accounts.getUser(created.user.id);
    io.out(user.id);
    io.note(`Created ${user.email} on plan ${user.plan}; it signs in with that password.`);
  };
}

/** `charla user set-plan <email> <plan> [--status S]`. */
function setPlan(args: ParsedArgs): Prepared {
  const a = take('user set-plan', args, { positionals: ['email', 'plan'], optional: ['status'] });
  const patch = {
    plan: plan(a.plan),
    ...(a.status === undefined ? {} : { subscriptionStatus: status(a.status) }),
  };
  return async (instance, io) => {
    const user = await userByEmail(instance, a.email);
    const updated = await instance.accounts.setPlan(user.id, patch);
    io.out(`${updated.email}: plan ${updated.plan}, subscription ${updated.subscriptionStatus}`);
  };
}

/** `charla user api-key <email>`: a new key replaces the old one at once; the plaintext is shown only here. */
function apiKey(args: ParsedArgs): Prepared {
  const a = take('user api-key', args, { positionals: ['email'] });
  return async (instance, io) => {
    const user = await userByEmail(instance, a.email);
    const { apiKey } = await instance.accounts.rotateApiKey(user.id);
    io.out(apiKey);
    io.note(`New API key for ${user.email}; the previous key no longer works. It is shown only this once.`);
  };
}

export const userCommands: Record<string, (args: ParsedArgs) => Prepared> = {
  create,
  'set-plan': setPlan,
  'api-key': apiKey,
};
