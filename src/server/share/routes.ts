import { z } from 'zod';
import { STYLE_DEFAULTS } from '../../contract/forms';
import type { ZodApp } from '../http/route-kit';
import type { WidgetService } from '../widget/service';
import { notFoundPage, sharePage } from './page';

// The page runs only Charla's own widget script; it talks to Charla (and to upload storage, which may be elsewhere).
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  'img-src * data: blob:',
  'connect-src *',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** GET /f/:formId: the share link of a published form (a full-page form), an HTML 404 page otherwise. */
export function shareRoutes(
  app: ZodApp,
  { widget, publicUrl }: { widget: WidgetService; publicUrl: string },
) {
  app.get('/f/:formId', {
    // A page for people, not an API endpoint: outside /api and out of the OpenAPI document (docs/embedding.md).
    schema: { hide: true, params: z.object({ formId: z.string() }) },
    handler: async (req, reply) => {
      const { formId } = req.params;
      const f = /^[A-Za-z0-9_-]+$/.test(formId)
        ? await widget.published(formId, '').catch((err: { status?: number }) => {
            if (err?.status === 404) return null;
            throw err;
          })
        : null;
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', CSP)
        // Its own requests name it (same-origin GETs carry no Origin, so the chat's messages and stream read
        // the page from Referer); other sites still get nothing.
        .header('referrer-policy', 'same-origin')
        .header('cache-control', 'no-cache');
      if (!f || f.inactive) return reply.status(404).send(notFoundPage());
      const style = { ...STYLE_DEFAULTS, ...f.row.style };
      const page = sharePage(
        {
          id: f.row.id,
          name: f.row.name,
          welcomeMessage: f.row.welcomeMessage,
          language: f.row.language,
          primaryColor: style.primaryColor,
          theme: style.theme,
        },
        `${publicUrl}/f/${encodeURIComponent(f.row.id)}`,
      );
      return reply.status(200).send(page);
    },
  });
}
