import type { FastifyInstance } from 'fastify';
import type { Auth, AuthOptions } from './auth';

/**
 * better-auth behind a stand-in that imports it on first use: loading it takes about half a second, which
 * the first request that needs an account can afford better than every start. Only `handler`, `api.*` and
 * `$context` are offered, the parts Charla calls.
 */
export function createLazyAuth(opts: AuthOptions): { auth: Auth; load: () => Promise<Auth> } {
  let loading: Promise<Auth> | undefined;
  const load = () => {
    loading ??= import('./auth').then((m) => m.createAuth(opts));
    return loading;
  };
  const api = new Proxy(
    {},
    {
      get:
        (_target, name) =>
        async (...args: unknown[]) => {
          const real = (await load()).api as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return real[name]!(...args);
        },
    },
  );
  const auth = new Proxy({} as Auth, {
    get: (_target, name) => {
      if (name === 'api') return api;
      if (name === 'handler') return async (request: Request) => (await load()).handler(request);
      if (name === '$context') return load().then((a) => a.$context);
      if (name === 'then') return undefined; // not a thenable: `await auth` must not call into better-auth
      throw new Error(`auth.${String(name)} is not available through the lazy better-auth stand-in`);
    },
  });
  return { auth, load };
}

/** Loads better-auth right after the server listens, so the first sign-in does not wait for it either. */
export function preloadAuthOnListen(app: FastifyInstance, load: () => Promise<Auth>) {
  app.addHook('onListen', async () => {
    setImmediate(() => {
      load().catch((err) => app.log.error({ err }, 'loading better-auth failed'));
    });
  });
}
