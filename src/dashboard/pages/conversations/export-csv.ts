import type { Form } from '../../../contract/forms';
import { api, withQuery } from '../../api/client';

/**
 * Downloads every conversation of a form as CSV through `GET /api/forms/:id/export`: the browser streams
 * the server's file straight to disk, so a form of any size neither fills the tab's memory nor pages the
 * list API. The form is read first so an expired session or a deleted form shows as an error here.
 */
export async function exportConversationsCsv(formId: string): Promise<Form> {
  const path = `/api/forms/${encodeURIComponent(formId)}`;
  const form = await api<Form>(path);
  const a = document.createElement('a');
  a.href = withQuery(`${path}/export`, { format: 'csv' });
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
  return form;
}
