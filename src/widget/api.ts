import type { WidgetConfig } from '../contract/widget';
import type { Texts } from './texts';

/** What a mounted widget knows: where the server is, the form, and its texts. */
export interface Ctx {
  base: string;
  config: WidgetConfig;
  t: Texts;
  /** Values for the form's hidden fields (the script tag's data-hidden-*, else the page's query string). */
  hidden: Record<string, string>;
  /** Called once the visitor's answers are stored as a COMPLETED conversation; follows a redirect. */
  completed(conversationId: string | null, redirectUrl?: string | null): void;
}

export type Question = WidgetConfig['questions'][number];

/** A JSON error body as CONTRACT describes it; empty when the body was not JSON. */
export interface ErrorBody {
  error?: string;
  code?: string;
  details?: { path?: string | (string | number)[]; message?: string }[];
}

/** POST JSON to the server (widget endpoints need no credentials). */
export const post = (ctx: Ctx, path: string, body: unknown) =>
  fetch(ctx.base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A solved bot challenge when the form asks for one: the solver module is fetched only then. */
export const botProof = async (ctx: Ctx): Promise<string | undefined> =>
  ctx.config.botProtection
    ? (await import(`${ctx.base}/api/widget/pow.js`)).solve(ctx.base, ctx.config.id)
    : undefined;

export const errorBody = (res: Response): Promise<ErrorBody> => res.json().catch(() => ({}));

/** The visitor-facing sentence for an error answer, in the form's language. */
export function errorText(t: Texts, status: number, body: ErrorBody): string {
  // A failed bot check can be retried with a new challenge: a plain failure, not a closed form.
  if (status === 403) return body.code === 'BOT_CHECK_FAILED' ? t.failed : body.code ? t.gone : t.domain;
  if (status === 404) return body.error === 'Conversation not found' ? t.expired : t.gone;
  if (status === 429) return body.code === 'RATE_LIMITED' ? t.rate : t.full;
  return t.failed;
}
