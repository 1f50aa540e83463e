import { FILE_ANSWER_PREFIX } from './widget';

/** Formats of `GET /api/forms/:id/export`. */
export type ExportFormat = 'csv' | 'ndjson';

// Cells a spreadsheet would run as a formula; a phone number such as +34 600 000 000 is left alone.
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** One CSV cell: quoted when needed, formula-looking text defused with a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A multiselect's choices as one readable cell; any other structure as JSON.
  const list = Array.isArray(value) && value.every((v) => typeof v === 'string');
  let s = list ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A file answer (`service:file:<uploadId>`) as its download address; any other value as it is. */
export function exportValue(value: unknown, publicUrl: string): unknown {
  if (typeof value === 'string' && value.startsWith(FILE_ANSWER_PREFIX))
    return `${publicUrl}/api/uploads/${encodeURIComponent(value.slice(FILE_ANSWER_PREFIX.length))}/download`;
  return value;
}

/** Answers keyed in question order (then any key no question has, as stored), file answers as links. */
export function orderedAnswers(
  questions: readonly string[],
  collected: Record<string, unknown>,
  publicUrl: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of questions) if (Object.hasOwn(collected, q)) out[q] = exportValue(collected[q], publicUrl);
  for (const [k, v] of Object.entries(collected))
    if (!Object.hasOwn(out, k)) out[k] = exportValue(v, publicUrl);
  return out;
}

/**
 * The CSV header row: fixed columns, the form's questions in order, then its hidden fields by name
 * (CRLF-terminated).
 */
export function csvHeader(questions: readonly string[], hiddenFields: readonly string[] = []): string {
  const columns = ['id', 'status', 'createdAt', 'completedAt', 'messages', ...questions, ...hiddenFields];
  return `${columns.map(csvCell).join(',')}\r\n`;
}

/** One conversation as a CSV row of `csvHeader`'s columns (CRLF-terminated). */
export function csvRow(
  questions: readonly string[],
  c: { id: string; status: string; createdAt: string; completedAt: string | null; messages: number },
  collected: Record<string, unknown>,
  publicUrl: string,
  hidden: { names: readonly string[]; values: Record<string, string> } = { names: [], values: {} },
): string {
  const answers = questions.map((q) =>
    exportValue(Object.hasOwn(collected, q) ? collected[q] : null, publicUrl),
  );
  const hiddenCells = hidden.names.map((n) => (Object.hasOwn(hidden.values, n) ? hidden.values[n] : null));
  return `${[c.id, c.status, c.createdAt, c.completedAt, c.messages, ...answers, ...hiddenCells].map(csvCell).join(',')}\r\n`;
}

/** A safe download name from a form name: `conversations-my-form-2026-01-31.csv`. */
export function exportFileName(formName: string, now: Date, format: ExportFormat = 'csv'): string {
  const slug = formName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `conversations-${slug || 'form'}-${now.toISOString().slice(0, 10)}.${format}`;
}
