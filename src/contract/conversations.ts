import { z } from 'zod';
import { PageQuery, Pagination, Timestamp } from './common';
import { ConversationStatus, FormType, MessageRole } from './enums';
import { Question } from './forms';

/** The uploaded file a message's `service:file:<uploadId>` content stands for (download: GET /api/uploads/:id/download). */
export const MessageFile = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});

export const Message = z.object({
  id: z.string(),
  role: MessageRole,
  content: z.string(),
  createdAt: Timestamp,
  /** Only on a message whose content is a file answer's marker: the file, to show instead of the marker. */
  file: MessageFile.optional(),
});
export type Message = z.infer<typeof Message>;

/** Dates the database stores: years 0001 to 9999 (JS dates reach ±275760, PostgreSQL's do not). */
export const DATE_RANGE = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
};

const isoDate = z.string().refine((s) => {
  const t = Date.parse(s);
  return !Number.isNaN(t) && t >= DATE_RANGE.min && t <= DATE_RANGE.max;
}, 'Expected an ISO 8601 date between years 0001 and 9999');

export const ConversationListQuery = PageQuery.extend({
  formId: z.string().max(100).optional(),
  status: ConversationStatus.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Case-insensitive text matched against the collected answers (values, not question texts). */
  search: z.string().trim().max(200).optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

/**
 * Collected answers keyed in the form's question order (by `order`); keys no question has any more follow
 * in their stored order.
 */
export function inQuestionOrder(
  questions: ReadonlyArray<{ text: string; order: number }>,
  collected: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of [...questions].sort((a, b) => a.order - b.order))
    if (Object.hasOwn(collected, q.text)) out[q.text] = collected[q.text];
  for (const [k, v] of Object.entries(collected)) if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

export const ConversationListItem = z.object({
  id: z.string(),
  formId: z.string(),
  status: ConversationStatus,
  collectedData: z.record(z.string(), z.unknown()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  completedAt: Timestamp.nullable(),
  form: z.object({ id: z.string(), name: z.string(), formType: FormType }),
  _count: z.object({ messages: z.number() }),
});
export type ConversationListItem = z.infer<typeof ConversationListItem>;

export const ConversationList = z.object({
  conversations: z.array(ConversationListItem),
  pagination: Pagination,
});

export const ConversationDetailQuery = z.object({
  messagesPage: z.coerce.number().int().min(1).default(1),
  messagesLimit: z.coerce.number().int().min(1).max(100).default(10),
});

export const ConversationFile = z.object({
  uploadId: z.string(),
  question: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});

/** A question the visitor declined in a chat (optional, or required after the way out), with their note if any. */
export const SkippedQuestion = z.object({
  question: z.string(),
  note: z.string().nullable(),
});

export const ConversationDetail = z.object({
  id: z.string(),
  formId: z.string(),
  status: ConversationStatus,
  collectedData: z.record(z.string(), z.unknown()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  completedAt: Timestamp.nullable(),
  form: z.object({ id: z.string(), name: z.string(), questions: z.array(Question), formType: FormType }),
  messages: z.array(Message),
  messagesPagination: Pagination,
  files: z.array(ConversationFile),
  skipped: z.array(SkippedQuestion),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

export const ExportQuery = z.object({
  format: z.enum(['csv', 'ndjson']).default('csv'),
});
