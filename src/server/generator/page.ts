import { parse } from 'node-html-parser';
import { guardedFetch } from '../http/net-guard';

/** What the generator reads of a web page. */
export interface PageSummary {
  url: string;
  title: string | null;
  description: string | null;
  /** Visible text, one block per line, at most MAX_TEXT characters. */
  text: string;
}

/** A page that could be fetched but not used (HTTP error, not HTML, empty). */
export class PageError extends Error {
  override name = 'PageError';
}

export const MAX_TEXT = 8000;
const HIDDEN = 'script,style,noscript,template,svg,iframe,nav,footer,head,[hidden],[aria-hidden="true"]';

const clean = (s: string | undefined | null) => (s ?? '').replace(/\s+/g, ' ').trim() || null;

/** Reduces HTML to its title, meta description and visible text (no scripts, styles, navigation or footer). */
export function extractPage(html: string, url: string): PageSummary {
  const root = parse(html, { comment: false });
  const title = clean(root.querySelector('title')?.text)?.slice(0, 300) ?? null;
  let description: string | null = null;
  for (const meta of root.querySelectorAll('meta')) {
    const key = (meta.getAttribute('name') ?? meta.getAttribute('property') ?? '').toLowerCase();
    if (key === 'description' || (key === 'og:description' && !description))
      description = clean(meta.getAttribute('content'));
  }
  for (const el of root.querySelectorAll(HIDDEN)) el.remove();
  const body = root.querySelector('body') ?? root;
  const lines: string[] = [];
  let size = 0;
  for (const raw of body.structuredText.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || line === lines[lines.length - 1]) continue;
    if (size + line.length + 1 > MAX_TEXT) {
      lines.push(line.slice(0, Math.max(0, MAX_TEXT - size - 1)));
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return { url, title, description: description?.slice(0, 1000) ?? null, text: lines.join('\n').trim() };
}

/** Decodes a body with the charset of its Content-Type or <meta charset>, falling back to UTF-8. */
function decode(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const charset =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export interface FetchPageOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
}

/** Fetches a page through the private-address guard (up to 3 redirects) and summarises it; NetGuardError or PageError on failure. */
export async function fetchPage(url: string, opts: FetchPageOptions): Promise<PageSummary> {
  const res = await guardedFetch(url, {
    ...opts,
    redirect: 'follow-guarded',
    overflow: 'truncate',
    headers: {
      'user-agent': 'CharlaFormGenerator/1.0',
      accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5',
    },
  });
  if (res.status < 200 || res.status >= 300) throw new PageError(`The page answered HTTP ${res.status}`);
  const contentType = String(res.headers['content-type'] ?? '');
  if (contentType && !/^(text\/html|application\/xhtml\+xml|text\/plain)\b/i.test(contentType))
    throw new PageError(`The page is not HTML (${contentType.split(';')[0]})`);
  const page = extractPage(decode(res.body, contentType), res.url);
  if (!page.text && !page.title && !page.description) throw new PageError('The page has no readable text');
  return page;
}
