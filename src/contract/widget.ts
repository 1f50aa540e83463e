import { z } from 'zod';
import { FileCategory, FormType, Language, QuestionType, Tone } from './enums';
import { Condition, QuestionValidation } from './forms';

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
      key: z.string(),
      help: z.string().nullable(),
      validation: QuestionValidation.nullable(),
      showIf: Condition.nullable(),
    }),
  ),
  /** Names of the values the embedding page may pass (`data-hidden-<name>`, the page's query string). */
  hiddenFields: z.array(z.string()),
  style: z.object({
    primaryColor: z.string(),
    avatarUrl: z.string().nullable(),
    position: z.enum(['bottom-right', 'bottom-left']),
    bubbleIcon: z.string().nullable(),
    /** `auto` follows the visitor's colour-scheme preference; `light` or `dark` forces one. */
    theme: z.enum(['auto', 'light', 'dark']),
  }),
  language: Language,
  formType: FormType,
  allowedDomains: z.array(z.string()),
  objective: z.string().nullable(),
  showBranding: z.boolean(),
  /** The first chat message and a classic submit need `botProof` (a solved challenge). */
  botProtection: z.boolean(),
});
export type WidgetConfig = z.infer<typeof WidgetConfig>;

/** Values for the form's hidden fields: strings of at most 500 characters, trimmed (CONTRACT "Third round"). */
export const HiddenValues = z
  .record(z.string().max(100), z.string().trim().max(500))
  .refine((r) => Object.keys(r).length <= 50, 'At most 50 hidden values')
  .optional();

/** A solved proof-of-work challenge (see BotChallenge), as the widget sends it. */
const BotProof = z.string().max(2000).optional();

export const ChatBody = z
  .object({
    formId: z.string().min(1).max(100),
    conversationId: z.string().min(1).max(100).optional(),
    message: z.string().min(1).max(5000),
    botProof: BotProof,
    /** Hidden values (first message only; names the form does not declare are ignored). */
    hidden: HiddenValues,
  })
  .meta({
    examples: [
      {
        formId: 'frm_8b0fgvoxbtc2se94g3m3',
        message: 'Hi, I am Ada, ada@example.com',
        hidden: { utm_source: 'newsletter' },
      },
    ],
  });
export type ChatBody = z.infer<typeof ChatBody>;

/**
 * `answers` by question text (or key): strings as the interface says, except a `multiselect` (an array of
 * option texts, or one comma-separated string) and a `yesno` (a boolean, or true/false/yes/no/sí). Any other
 * shape is refused per question.
 */
export const SubmitAnswer = z.union([
  z.string({ message: 'Expected a string' }).max(10_000),
  z.array(z.string().max(500)).max(100),
  z.boolean(),
]);
export type SubmitAnswer = z.infer<typeof SubmitAnswer>;

export const SubmitBody = z
  .object({
    answers: z.record(z.string().max(500), SubmitAnswer),
    botProof: BotProof,
    /** Hidden values: names the form does not declare are ignored. */
    hidden: HiddenValues,
  })
  .meta({
    examples: [
      {
        answers: {
          'What is your name?': 'Ada',
          'What is your e-mail?': 'ada@example.com',
          'Which services do you need?': ['Design', 'SEO'],
          'Do you already have a website?': true,
          'Your website': 'ada.example.com',
          'How likely are you to recommend us?': '9',
        },
        hidden: { utm_source: 'newsletter' },
      },
    ],
  });

/** GET /api/forms/:id/challenge: find `number` in 0..maxnumber with SHA-256(salt + number) = challenge (hex). */
export const BotChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  maxnumber: z.number(),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof BotChallenge>;
export type SubmitBody = z.infer<typeof SubmitBody>;

export const SubmitResponse = z
  .object({
    success: z.literal(true),
    conversationId: z.string(),
    /** The chosen ending's message, or the goodbye message, with `{{name}}` recalled. */
    message: z.string(),
    /** The chosen ending's redirect (the widget and share page follow it), or null. */
    redirectUrl: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        success: true,
        conversationId: 'cnv_3k9w2m1q8z7x6c5v4b3n',
        message: 'Thanks Ada! We will call you this week.',
        redirectUrl: null,
      },
    ],
  });

/** Prefix of a file answer: `service:file:<uploadId>`. */
export const FILE_ANSWER_PREFIX = 'service:file:';
