import type { ConversationListItem } from '../../contract/conversations';
import { FILE_ANSWER_PREFIX } from '../../contract/widget';

// Cells a spreadsheet would run as a formula; a phone number such as +34 600 000 000 is left alone.
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** One CSV cell: quoted when needed, formula-looking text defused with a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The columns: fixed ones, the form's questions in order, then any other collected keys. */
export function csvColumns(questions: readonly string[], rows: readonly ConversationListItem[]): string[] {
  const extra = new Set<string>();
  for (const r of rows)
    for (const k of Object.keys(r.collectedData)) if (!questions.includes(k)) extra.add(k);
  return [...questions, ...extra];
}

/**
 * A form's conversations as CSV (RFC 4180, CRLF, UTF-8 with BOM so spreadsheets read accents). File
 * answers become their download address.
 */
export function conversationsCsv(
  questions: readonly string[],
  rows: readonly ConversationListItem[],
  origin: string,
): string {
  const answerColumns = csvColumns(questions, rows);
  const header = ['id', 'status', 'createdAt', 'completedAt', 'messages', ...answerColumns];
  const lines = [header.map(csvCell).join(',')];
  for (const r of rows) {
    const answers = answerColumns.map((k) => {
      const v = r.collectedData[k];
      if (typeof v === 'string' && v.startsWith(FILE_ANSWER_PREFIX))
        return `${origin}/api/uploads/${encodeURIComponent(v.slice(FILE_ANSWER_PREFIX.length))}/download`;
      return v;
    });
    lines.push(
      [r.id, r.status, r.createdAt, r.completedAt, r._count.messages, ...answers].map(csvCell).join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A safe file name from a form name: `conversations-my-form-2026-01-31.csv`. */
export function csvFileName(formName: string, now: Date): string {
  const slug = formName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `conversations-${slug || 'form'}-${now.toISOString().slice(0, 10)}.csv`;
}
