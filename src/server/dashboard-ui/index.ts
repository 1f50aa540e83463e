import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/open';
import type { NotFoundFallback } from '../http/errors';
import type { ZodApp } from '../http/route-kit';
import { anyUserExists } from './setup-store';

/** Where `npm run build` (Vite) writes the dashboard. */
export const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../../dist/dashboard', import.meta.url));

const NOT_SPA = /^\/(api|healthz|readyz|metrics)(\/|$)/;
const SetupStatus = z.object({ hasUsers: z.boolean() });

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Charla</title>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Charla is running, but its dashboard is not built</h1>
<p>Build it once with <code>npm run build</code> (it runs by itself after <code>npm install</code>) and restart Charla.
The API works meanwhile: see <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/**
 * The owner's dashboard: the built SPA under `/` (hashed assets cached for a year, index.html never),
 * a fallback that answers index.html to any other page address a browser asks for (client-side routing),
 * and the internal `GET /api/setup` the first-run screen reads.
 */
export function createDashboardUi(opts: { dir?: string; log: FastifyBaseLogger }) {
  const dir = opts.dir ?? DEFAULT_DASHBOARD_DIR;
  const indexPath = join(dir, 'index.html');
  const built = existsSync(indexPath);
  if (!built)
    opts.log.warn(
      `Dashboard not built: ${dir} has no index.html. Run \`npm run build\` and restart; the API works without it.`,
    );

  /** The SPA fallback: HTML page requests that no route matched get index.html. */
  const notFound: NotFoundFallback = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = req.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(path) || !String(req.headers.accept ?? '').includes('text/html')) return false;
    const html = built ? await readFile(indexPath, 'utf8').catch(() => null) : null;
    reply
      .status(html ? 200 : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html ?? NOT_BUILT_PAGE);
    return true;
  };

  async function register(app: ZodApp, deps: { db: Db }) {
    app.get('/api/setup', {
      schema: {
        tags: ['Internal'],
        summary: 'Whether the instance has any account (the dashboard shows its first-run screen when not)',
        response: { 200: SetupStatus },
      },
      handler: async () => ({ hasUsers: await anyUserExists(deps.db) }),
    });
    if (!built) return;
    await app.register(fastifyStatic, {
      root: join(dir, 'assets'),
      prefix: '/assets/',
      maxAge: '365d',
      immutable: true,
      index: false,
    });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }

  return { built, notFound, register };
}
