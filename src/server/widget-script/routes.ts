import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emptyResponse, mediaResponse, type ZodApp } from '../http/route-kit';
import { buildWidgetScript, type WidgetEntry, type WidgetScript } from './build';

// Built once per process (the source does not change under a running server), except in development.
const built = new Map<WidgetEntry, Promise<WidgetScript>>();

function widgetScript(rebuild: boolean, entry: WidgetEntry = 'main'): Promise<WidgetScript> {
  let script = built.get(entry);
  if (rebuild || !script) {
    script = buildWidgetScript(entry);
    built.set(entry, script);
    script.catch(() => built.delete(entry));
  }
  return script;
}

/** Whether an If-None-Match header names this ETag (weak comparison: proxies may mark it W/). */
function matches(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((t) => ['*', etag].includes(t.trim().replace(/^W\//, '')));
}

const SCRIPT_HEADERS = {
  ETag: {
    description: 'Send it back as If-None-Match to get 304 while the script is unchanged',
    required: true,
  },
  'Cache-Control': { description: 'public, max-age=3600 in production; no-cache otherwise' },
  'Content-Encoding': { description: 'br or gzip when the request accepts it' },
};
const scriptResponse = (description: string) =>
  mediaResponse(description, { 'application/javascript': z.string() }, SCRIPT_HEADERS);
const notModified = emptyResponse('Not modified (If-None-Match names the current ETag)', {
  ETag: SCRIPT_HEADERS.ETag,
});

/** GET /api/widget: the embeddable script, cached 1 hour in production, revalidated by ETag otherwise. */
export function widgetScriptRoutes(app: ZodApp, { env }: { env: 'development' | 'production' | 'test' }) {
  const production = env === 'production';
  // Production builds (or reads) and compresses it once listening: the first visitor does not wait, nor does start.
  if (production)
    app.addHook('onListen', async () => {
      widgetScript(false).catch((err) => app.log.error({ err }, 'building the widget script failed'));
    });

  app.get('/api/widget', {
    schema: {
      tags: ['Widget'],
      summary: 'The embeddable widget script',
      description:
        'Embed with `<script src="{PUBLIC_URL}/api/widget" data-form-id="frm_…" async></script>`. ' +
        'Served as application/javascript with an ETag (304 to If-None-Match), gzip or brotli when accepted.',
      security: [],
      response: { 200: scriptResponse('The script'), 304: notModified },
    },
    config: { noDatabase: true },
    handler: (req, reply) => send(req, reply, 'main'),
  });
  // The ES modules the script imports when a form needs them (GET /api/widget/<entry>.js).
  const parts: [WidgetEntry, string][] = [
    ['pow', 'The proof-of-work solver the widget imports for forms with bot protection'],
    ['chat', 'The chat the widget imports for CONVERSATIONAL forms'],
    ['classic', 'The classic one-page form the widget imports for CLASSIC forms'],
    [
      'logic',
      'The logic the classic form imports when it needs it (conditions, bounds, recall, the third round’s question types)',
    ],
    ['files', 'The file questions the classic form imports when it has one (picker and upload)'],
    [
      'live',
      "The chat's live part, imported after the visitor's first message (a person's messages, joined and left)",
    ],
  ];
  for (const [entry, summary] of parts)
    app.get(`/api/widget/${entry}.js`, {
      schema: {
        tags: ['Widget'],
        summary,
        security: [],
        response: { 200: scriptResponse('An ES module'), 304: notModified },
      },
      config: { noDatabase: true },
      handler: (req, reply) => send(req, reply, entry),
    });

  async function send(req: FastifyRequest, reply: FastifyReply, entry: WidgetEntry) {
    const script = await widgetScript(env === 'development', entry);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [encoding, rep] = /\bbr\b/.test(accept)
      ? ['br', script.br]
      : /\bgzip\b/.test(accept)
        ? ['gzip', script.gzip]
        : [null, script.identity];
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', production ? 'public, max-age=3600' : 'no-cache')
      .header('etag', rep.etag)
      .header('vary', 'Accept-Encoding')
      .header('access-control-allow-origin', '*');
    if (matches(req.headers['if-none-match'], rep.etag)) return reply.status(304).send(null);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(rep.body as unknown as string); // a Buffer: sent as it is
  }
}
