import { z } from 'zod';
import { CONVERSATION_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES } from './enum-values';

export const PLANS = ['FREE', 'PRO', 'BUSINESS'] as const;
export const Plan = z.enum(PLANS);
export type Plan = z.infer<typeof Plan>;

export const SubscriptionStatus = z.enum(['ACTIVE', 'PAST_DUE', 'CANCELED']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const Tone = z.enum(['FORMAL', 'CASUAL', 'FRIENDLY']);
export type Tone = z.infer<typeof Tone>;

export const Language = z.enum(['ES', 'EN']);
export type Language = z.infer<typeof Language>;

export const FormType = z.enum(['CONVERSATIONAL', 'CLASSIC']);
export type FormType = z.infer<typeof FormType>;

export const QuestionType = z.enum([
  'text',
  'email',
  'phone',
  'number',
  'select',
  'date',
  'file',
  'multiselect',
  'rating',
  'yesno',
  'url',
  'longtext',
]);
export type QuestionType = z.infer<typeof QuestionType>;

export const FileCategory = z.enum(['image', 'document', 'any']);
export type FileCategory = z.infer<typeof FileCategory>;

export const ConversationStatus = z.enum(CONVERSATION_STATUSES);
export type ConversationStatus = z.infer<typeof ConversationStatus>;

export const MessageRole = z.enum(['ASSISTANT', 'VISITOR']);
export type MessageRole = z.infer<typeof MessageRole>;

export const TicketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatus>;

export const TicketPriority = z.enum(TICKET_PRIORITIES);
export type TicketPriority = z.infer<typeof TicketPriority>;

export const DeliveryStatus = z.enum(['PENDING', 'SUCCEEDED', 'FAILED']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const WebhookEvent = z.enum(['conversation.completed', 'conversation.handoff_requested']);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
