import { z } from 'zod';
import { PageQuery, Pagination, Timestamp } from './common';
import { ConversationStatus, FormType, MessageRole } from './enums';
import { Question } from './forms';

export const Message = z.object({
  id: z.string(),
  role: MessageRole,
  content: z.string(),
  createdAt: Timestamp,
});
export type Message = z.infer<typeof Message>;

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Expected an ISO 8601 date');

export const ConversationListQuery = PageQuery.extend({
  formId: z.string().max(100).optional(),
  status: ConversationStatus.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

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
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;
