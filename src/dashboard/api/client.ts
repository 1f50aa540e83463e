import { localApiMessage } from './error-text';

/** The dashboard's only door to Charla: the management API, same origin, session cookie. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown[],
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
}

/** Builds `path?query`, leaving out empty values. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Calls the API and answers its JSON; an error answer becomes an ApiError carrying the API's message. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'DELETE';
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: hasBody ? { 'content-type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
    });
  } catch {
    throw new ApiError(0, 'Network error: Charla could not be reached');
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    const body = (data ?? {}) as { error?: string; message?: string; code?: string; details?: unknown[] };
    const message =
      body.error ?? body.message ?? (response.statusText || `Request failed (${response.status})`);
    throw new ApiError(response.status, message, body.code, body.details);
  }
  return data as T;
}

/** The human message of any error, preferring the API's own (in the interface language when known). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return localApiMessage(error.message);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The API's validation details as short lines (`path: message`). */
export function errorDetails(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  return error.details.map((d) => {
    if (d && typeof d === 'object') {
      const { path, message } = d as { path?: unknown; message?: unknown };
      return [path, message].filter(Boolean).map(String).join(': ');
    }
    return String(d);
  });
}
