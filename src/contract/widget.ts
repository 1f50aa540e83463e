import { z } from 'zod';
import { FileCategory, FormType, Language, QuestionType, Tone } from './enums';

/** GET /api/forms/:id/config: what the widget needs to render a published form. */
export const WidgetConfig = z.object({
  id: z.string(),
  name: z.string(),
  welcomeMessage: z.string(),
  goodbyeMessage: z.string(),
  tone: Tone,
  questions: z.array(
    z.object({
      order: z.number(),
      text: z.string(),
      type: QuestionType,
      required: z.boolean(),
      options: z.array(z.string()).nullable(),
      fileCategory: FileCategory.optional(),
    }),
  ),
  style: z.object({
    primaryColor: z.string(),
    avatarUrl: z.string().nullable(),
    position: z.enum(['bottom-right', 'bottom-left']),
    bubbleIcon: z.string().nullable(),
  }),
  language: Language,
  formType: FormType,
  allowedDomains: z.array(z.string()),
  objective: z.string().nullable(),
  showBranding: z.boolean(),
});
export type WidgetConfig = z.infer<typeof WidgetConfig>;

export const ChatBody = z.object({
  formId: z.string().min(1).max(100),
  conversationId: z.string().min(1).max(100).optional(),
  message: z.string().min(1).max(5000),
});
export type ChatBody = z.infer<typeof ChatBody>;

const AnswerValue = z
  .union([z.string().max(10_000), z.number(), z.boolean(), z.null()])
  .transform((v) => (v === null ? null : String(v)));

export const SubmitBody = z.object({ answers: z.record(z.string().max(500), AnswerValue) });
export type SubmitBody = z.infer<typeof SubmitBody>;

export const SubmitResponse = z.object({ success: z.literal(true), conversationId: z.string() });

/** Prefix of a file answer: `service:file:<uploadId>`. */
export const FILE_ANSWER_PREFIX = 'service:file:';
