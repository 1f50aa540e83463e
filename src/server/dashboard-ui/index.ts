import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SetupStatus } from '../../contract/account';
import type { Setup } from '../account/setup';
import type { NotFoundFallback } from '../http/errors';
import type { ZodApp } from '../http/route-kit';
import { distDir } from '../paths';

/** Where `npm run build` (Vite) writes the dashboard. */
export const DEFAULT_DASHBOARD_DIR = join(distDir, 'dashboard');

const NOT_SPA = /^\/(api|healthz|readyz|metrics)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Charla</title>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Charla is running, but its dashboard is not built</h1>
<p>Build it once with <code>npm run build</code> (it runs by itself after <code>npm install</code>) and restart Charla.
The API works meanwhile: see <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** index.html as built, with the brotli and gzip copies the build wrote beside it (when it did). */
function loadIndex(path: string) {
  const variant = (ext: string) => (existsSync(path + ext) ? readFileSync(path + ext) : null);
  return { plain: readFileSync(path), br: variant('.br'), gzip: variant('.gz') };
}

/** The encoding to send: brotli, else gzip, when the client accepts it (q=0 refuses) and a copy exists. */
export function pickEncoding(acceptEncoding: string | undefined, have: { br: boolean; gzip: boolean }) {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (have.br && accepted.has('br')) return 'br' as const;
  if (have.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip' as const;
  return null;
}

/**
 * The owner's dashboard: the built SPA under `/` (hashed assets cached for a year, index.html never),
 * a fallback that answers index.html to any other page address a browser asks for (client-side routing),
 * and the internal `GET /api/setup` the first-run screen reads. Every file goes out precompressed
 * (brotli or gzip, as the browser accepts; built by vite.config.ts), with `Vary: Accept-Encoding`.
 */
export function createDashboardUi(opts: { dir?: string; log: FastifyBaseLogger }) {
  const dir = opts.dir ?? DEFAULT_DASHBOARD_DIR;
  const indexPath = join(dir, 'index.html');
  const built = existsSync(indexPath);
  // Read once: the build does not change under a running server.
  const index = built ? loadIndex(indexPath) : null;
  if (!built)
    opts.log.warn(
      `Dashboard not built: ${dir} has no index.html. Run \`npm run build\` and restart; the API works without it.`,
    );

  /** The SPA fallback: HTML page requests that no route matched get index.html. */
  const notFound: NotFoundFallback = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = req.canonicalPath;
    if (NOT_SPA.test(path) || !String(req.headers.accept ?? '').includes('text/html')) return false;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!index) {
      reply.status(503).send(NOT_BUILT_PAGE);
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: !!index.br, gzip: !!index.gzip });
    reply.status(200).header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(encoding === 'br' ? index.br : encoding === 'gzip' ? index.gzip : index.plain);
    return true;
  };

  async function register(app: ZodApp, deps: { setup: Setup; signup: 'open' | 'closed'; email: boolean }) {
    app.get('/api/setup', {
      schema: {
        tags: ['Internal'],
        summary:
          'Whether the instance has any account (else the first-run screen), whether sign-up is open, whether e-mail is configured',
        security: [],
        response: { 200: SetupStatus },
      },
      handler: async () => {
        const state = await deps.setup.state();
        return {
          hasUsers: state.hasUsers,
          signup: deps.signup,
          email: deps.email,
          setupOpenUntil: state.openUntil?.toISOString() ?? null,
        };
      },
    });
    if (!built) return;
    await app.register(fastifyStatic, {
      root: join(dir, 'assets'),
      prefix: '/assets/',
      maxAge: '365d',
      immutable: true,
      index: false,
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      preCompressed: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }

  return { built, notFound, register };
}
