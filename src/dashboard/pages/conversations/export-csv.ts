import type { ConversationListItem } from '../../../contract/conversations';
import type { Form } from '../../../contract/forms';
import { api } from '../../api/client';
import { fetchConversations } from '../../api/conversations';
import { conversationsCsv, csvFileName } from '../../lib/csv';

/** Downloads every conversation of a form as CSV, reading the list API 100 at a time. */
export async function exportConversationsCsv(
  formId: string,
  onProgress?: (done: number, total: number) => void,
) {
  const form = await api<Form>(`/api/forms/${encodeURIComponent(formId)}`);
  const rows: ConversationListItem[] = [];
  for (let page = 1; ; page++) {
    const batch = await fetchConversations({ page, limit: 100, formId });
    rows.push(...batch.conversations);
    onProgress?.(rows.length, batch.pagination.total);
    if (page >= batch.pagination.totalPages) break;
  }
  const questions = [...form.questions].sort((a, b) => a.order - b.order).map((q) => q.text);
  const csv = conversationsCsv(questions, rows, location.origin);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(form.name, new Date());
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return rows.length;
}
