import type { TestApp, TestUser } from './app';
import { makeForm, nextIp } from './app';

export { nextIp };

/** Creates and publishes a form. */
export async function makePublishedForm(
  t: TestApp,
  owner: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const form = await makeForm(t, owner, overrides);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/forms/${form.id}`,
    headers: owner.auth,
    payload: { isPublished: true },
  });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
  return res.json() as { id: string; [k: string]: unknown };
}

/** A visitor of a site: POST /api/chat with an Origin and its own IP. */
export function visitor(t: TestApp, opts: { origin?: string | null; ip?: string } = {}) {
  const ip = opts.ip ?? nextIp();
  const origin = opts.origin === undefined ? 'https://site.example' : opts.origin;
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (origin) headers.origin = origin;
  let conversationId: string | undefined;
  return {
    ip,
    get conversationId() {
      return conversationId;
    },
    async say(formId: string, message: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers,
        payload: { formId, message, ...(conversationId ? { conversationId } : {}) },
      });
      const id = res.headers['x-conversation-id'];
      if (res.statusCode === 200 && typeof id === 'string') conversationId = id;
      return res;
    },
    /** A view or an open, as the widget reports it. */
    event(formId: string, type: 'view' | 'open') {
      return t.app.inject({
        method: 'POST',
        url: `/api/forms/${formId}/events`,
        headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ type }),
      });
    },
    /** POST /api/forms/:id/submit; `extra` adds body fields (`hidden`). */
    submit(formId: string, answers: Record<string, unknown>, extra: Record<string, unknown> = {}) {
      return t.app.inject({
        method: 'POST',
        url: `/api/forms/${formId}/submit`,
        headers,
        payload: { answers, ...extra },
      });
    },
  };
}
