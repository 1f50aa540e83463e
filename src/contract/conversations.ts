import { z } from 'zod';
import { PageQuery, Pagination, Timestamp } from './common';
import { ConversationStatus, FormType, MessageRole } from './enums';
import { StoredQuestion } from './forms';
import { setOwn } from './own-keys';

/** The uploaded file a message's `service:file:<uploadId>` content stands for (download: GET /api/uploads/:id/download). */
export const MessageFile = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});

/** Who wrote a message: the visitor, the interviewer, or the owner (a person). */
export const MessageSender = z.enum(['VISITOR', 'BOT', 'HUMAN']);
export type MessageSender = z.infer<typeof MessageSender>;

export const Message = z.object({
  id: z.string(),
  role: MessageRole,
  content: z.string(),
  createdAt: Timestamp,
  sentBy: MessageSender,
  /** The owner's name on HUMAN messages; null otherwise. */
  authorName: z.string().nullable(),
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
  /** `true`: the live list, ACTIVE conversations only, those asking for a person first, then the latest changed. */
  live: z.enum(['true', 'false']).optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

/**
 * Stored answers (keyed by question key) as the API shows them: keyed by each question's current text, in
 * the form's question order (by `order`). An entry no question's key names keeps its name (an answer written
 * by question text before keys, or to a question since removed) and follows in stored order.
 */
export function presentAnswers(
  questions: ReadonlyArray<{ text: string; order: number; key?: string }>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const used = new Set<string>();
  for (const q of [...questions].sort((a, b) => a.order - b.order)) {
    const name =
      q.key !== undefined && Object.hasOwn(stored, q.key)
        ? q.key
        : Object.hasOwn(stored, q.text)
          ? q.text
          : null;
    if (name === null) continue;
    setOwn(out, q.text, stored[name]);
    used.add(name);
  }
  for (const [k, v] of Object.entries(stored)) if (!used.has(k) && !Object.hasOwn(out, k)) setOwn(out, k, v);
  return out;
}

/** Hidden values in the form's declared order; names it no longer declares follow as stored. */
export function presentHidden(
  declared: readonly string[],
  stored: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of declared) if (Object.hasOwn(stored, name)) setOwn(out, name, stored[name]!);
  for (const [k, v] of Object.entries(stored)) if (!Object.hasOwn(out, k)) setOwn(out, k, v);
  return out;
}

/** Who leads a conversation: the interviewer, or the owner who took it over. */
export const ConversationHandler = z.enum(['BOT', 'HUMAN']);
export type ConversationHandler = z.infer<typeof ConversationHandler>;

/** A question a visitor asked the interviewer, and whether it answered from the form's knowledge. */
export const VisitorQuestion = z.object({
  text: z.string(),
  answered: z.boolean(),
  createdAt: Timestamp,
});
export type VisitorQuestion = z.infer<typeof VisitorQuestion>;

export const ConversationListItem = z.object({
  id: z.string(),
  formId: z.string(),
  status: ConversationStatus,
  collectedData: z.record(z.string(), z.unknown()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  completedAt: Timestamp.nullable(),
  /** Values the embedding page passed in, by hidden field name, in the form's declared order. */
  hiddenFields: z.record(z.string(), z.string()),
  handler: ConversationHandler,
  needsHuman: z.boolean(),
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
  hiddenFields: z.record(z.string(), z.string()),
  handler: ConversationHandler,
  needsHuman: z.boolean(),
  form: z.object({
    id: z.string(),
    name: z.string(),
    questions: z.array(StoredQuestion),
    formType: FormType,
  }),
  messages: z.array(Message),
  messagesPagination: Pagination,
  files: z.array(ConversationFile),
  skipped: z.array(SkippedQuestion),
  /** Questions the visitor asked the interviewer (CONTRACT "The interviewer answers questions"), oldest first. */
  visitorQuestions: z.array(VisitorQuestion),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

export const ExportQuery = z.object({
  format: z.enum(['csv', 'ndjson']).default('csv'),
});
