import { z } from 'zod';
import { Email, HexColor, PageQuery, Pagination, Timestamp } from './common';
import { FileCategory, FormType, Language, QuestionType, Tone } from './enums';
import { assignKeys, CONDITION_OPS, KEY_PATTERN, type Condition as LogicCondition } from './logic';

const ConditionScalar = z.union([z.string().max(500), z.number(), z.boolean()]);

/** A condition on earlier answers and hidden fields (CONTRACT "Third round"); evaluated by ./logic.ts. */
export const Condition: z.ZodType<LogicCondition> = z
  .lazy(() =>
    z.union([
      z.strictObject({
        field: z.string().min(1).max(40),
        op: z.enum(CONDITION_OPS),
        value: z.union([ConditionScalar, z.array(ConditionScalar).max(100)]).optional(),
      }),
      z.strictObject({ all: z.array(Condition).min(1).max(20) }),
      z.strictObject({ any: z.array(Condition).min(1).max(20) }),
    ]),
  )
  .meta({
    id: 'Condition',
    description:
      '`{field, op, value?}`, `{all: [Condition]}` or `{any: [Condition]}` (at most three levels of groups). `field` is the key of an earlier question or a hidden field.',
    examples: [{ field: 'budget', op: 'gte', value: 1000 }],
  });

/** Bounds of an answer: numbers and ratings by value, dates as YYYY-MM-DD or "today", texts by length, multiselect by count. */
export const QuestionValidation = z.strictObject({
  min: z.union([z.number(), z.string().max(10)]).optional(),
  max: z.union([z.number(), z.string().max(10)]).optional(),
});
export type QuestionValidation = z.infer<typeof QuestionValidation>;

export const QuestionKey = z
  .string()
  .regex(KEY_PATTERN, 'Expected a key of lower-case letters, digits and _ starting with a letter (max 40)');

export const Question = z.object({
  order: z.number().int().min(0).max(10_000),
  text: z.string().trim().min(1).max(500),
  type: QuestionType,
  required: z.boolean(),
  options: z.array(z.string().trim().min(1).max(200)).max(100).nullable().optional(),
  fileCategory: FileCategory.optional(),
  /** Stable name, unique in the form; derived from the text when absent (CONTRACT). */
  key: QuestionKey.optional(),
  help: z.string().trim().max(500).nullable().optional(),
  validation: QuestionValidation.nullable().optional(),
  showIf: Condition.nullable().optional(),
});
export type Question = z.infer<typeof Question>;

/** A question as every read returns it: with its key, and help, validation and showIf null when unset. */
export const StoredQuestion = Question.extend({
  key: QuestionKey,
  help: z.string().nullable(),
  validation: QuestionValidation.nullable(),
  showIf: Condition.nullable(),
});
export type StoredQuestion = z.infer<typeof StoredQuestion>;

/** Stored questions as every read returns them (rows written before keys existed get theirs derived). */
export function storedQuestions(questions: readonly Question[]): StoredQuestion[] {
  if (
    questions.every(
      (q) => q.key && q.help !== undefined && q.validation !== undefined && q.showIf !== undefined,
    )
  )
    return questions as StoredQuestion[];
  return assignKeys(questions).map((q) => ({
    ...q,
    help: q.help ?? null,
    validation: q.validation ?? null,
    showIf: q.showIf ?? null,
  }));
}

export const STYLE_DEFAULTS = {
  primaryColor: '#E11D62',
  avatarUrl: null,
  position: 'bottom-right',
  bubbleIcon: null,
  showBranding: true,
  theme: 'auto',
} as const;

/** The widget's colour scheme: `auto` follows the visitor's `prefers-color-scheme`. */
export const WidgetTheme = z.enum(['auto', 'light', 'dark']);
export type WidgetTheme = z.infer<typeof WidgetTheme>;

export const Style = z.object({
  primaryColor: HexColor,
  avatarUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  position: z.enum(['bottom-right', 'bottom-left']),
  bubbleIcon: z.string().max(2000).nullable(),
  showBranding: z.boolean(),
  theme: WidgetTheme,
});
export type Style = z.infer<typeof Style>;

export const Automations = z.object({
  createDeal: z
    .object({
      pipelineId: z.string().min(1),
      stageId: z.string().min(1),
      /** Text of a `number` question whose answer becomes the deal's value (none: no value). */
      valueQuestion: z.string().trim().min(1).max(500).nullable().optional(),
      /** The deal's currency (3 letters, stored upper-case); default USD. */
      currency: z
        .string()
        .regex(/^[A-Za-z]{3}$/, 'Expected a 3-letter currency code')
        .optional(),
    })
    .nullable(),
  createTicket: z.boolean(),
});
export type Automations = z.infer<typeof Automations>;
export const AUTOMATIONS_DEFAULT: Automations = { createDeal: null, createTicket: false };

/** Owner notifications: on COMPLETED each address gets one e-mail (none given: the owner's account e-mail). */
export const Notifications = z.object({
  onCompleted: z.boolean(),
  emails: z.array(z.string().trim().pipe(Email)).max(5, 'At most 5 addresses'),
});
export type Notifications = z.infer<typeof Notifications>;
export const NOTIFICATIONS_DEFAULT: Notifications = { onCompleted: false, emails: [] };

/** On completion the first ending whose `when` holds replaces the goodbye message (CONTRACT "Forms"). */
export const Ending = z.object({
  when: Condition.nullable(),
  message: z.string().trim().min(1).max(500),
  redirectUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
});
export type Ending = z.infer<typeof Ending>;

/** One entry of allowedDomains: a host name, optionally `*.`-prefixed (scheme, port and path are dropped). */
export const DomainEntry = z.string().trim().min(1).max(253);

const formFields = {
  name: z.string().trim().min(1).max(200),
  businessDescription: z.string().max(5000).nullable(),
  welcomeMessage: z.string().trim().min(1).max(500),
  goodbyeMessage: z.string().trim().min(1).max(500),
  tone: Tone,
  // Answers are keyed by question text, and "__proto__" cannot be a key of a JSON body or a parsed record.
  questions: z
    .array(
      Question.refine((q) => q.text !== '__proto__', {
        message: 'This question text is reserved',
        path: ['text'],
      }),
    )
    .min(1)
    .max(100),
  style: Style.partial(),
  language: Language,
  formType: FormType,
  allowedDomains: z.array(DomainEntry).max(100),
  objective: z.string().max(1000).nullable(),
  automations: Automations.partial(),
  notifications: Notifications.partial(),
  /** The widget solves a proof-of-work before a conversation opens (off by default). */
  botProtection: z.boolean(),
  hiddenFields: z.array(QuestionKey).max(20),
  endings: z.array(Ending).max(10),
  knowledge: z.string().max(20_000).nullable(),
};

export const CreateFormBody = z
  .object({
    ...formFields,
    businessDescription: formFields.businessDescription.optional(),
    tone: formFields.tone.optional(),
    style: formFields.style.optional(),
    language: formFields.language.optional(),
    formType: formFields.formType.optional(),
    allowedDomains: formFields.allowedDomains.optional(),
    objective: formFields.objective.optional(),
    automations: formFields.automations.optional(),
    notifications: formFields.notifications.optional(),
    botProtection: formFields.botProtection.optional(),
    hiddenFields: formFields.hiddenFields.optional(),
    endings: formFields.endings.optional(),
    knowledge: formFields.knowledge.optional(),
  })
  .meta({
    examples: [
      {
        name: 'Lead form',
        welcomeMessage: 'Hi! A few quick questions.',
        goodbyeMessage: 'Thanks {{name}}, we will be in touch.',
        tone: 'FRIENDLY',
        language: 'EN',
        questions: [
          { order: 1, text: 'What is your name?', type: 'text', required: true, key: 'name' },
          { order: 2, text: 'What is your e-mail?', type: 'email', required: true, key: 'email' },
          {
            order: 3,
            text: 'Which services do you need, {{name}}?',
            type: 'multiselect',
            required: true,
            key: 'services',
            options: ['Design', 'SEO', 'Ads'],
            validation: { min: 1 },
          },
          {
            order: 4,
            text: 'Monthly budget (USD)',
            type: 'number',
            required: false,
            key: 'budget',
            help: 'A rough figure is fine: it helps us suggest the right plan.',
            validation: { min: 0 },
          },
          {
            order: 5,
            text: 'Do you already have a website?',
            type: 'yesno',
            required: true,
            key: 'has_site',
            showIf: {
              any: [
                { field: 'services', op: 'contains', value: 'SEO' },
                { field: 'budget', op: 'gte', value: 1000 },
              ],
            },
          },
          {
            order: 6,
            text: 'Its address',
            type: 'url',
            required: true,
            key: 'site',
            showIf: { field: 'has_site', op: 'equals', value: true },
          },
          {
            order: 7,
            text: 'When would you like to start?',
            type: 'date',
            required: false,
            key: 'start',
            validation: { min: 'today' },
          },
        ],
        hiddenFields: ['utm_source'],
        endings: [
          {
            when: {
              all: [
                { field: 'budget', op: 'gte', value: 1000 },
                { field: 'utm_source', op: 'equals', value: 'partner' },
              ],
            },
            message: 'Thanks {{name}}! Our partner team will call you this week.',
            redirectUrl: 'https://example.com/partners/thanks',
          },
          { when: null, message: 'Thanks {{name}}, we will write to {{email}} soon.', redirectUrl: null },
        ],
        allowedDomains: ['example.com'],
      },
    ],
  });
export type CreateFormBody = z.infer<typeof CreateFormBody>;

export const UpdateFormBody = z.object({ ...formFields, isPublished: z.boolean() }).partial();
export type UpdateFormBody = z.infer<typeof UpdateFormBody>;

export { formContentIssues } from './form-rules';

export const Form = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  businessDescription: z.string().nullable(),
  welcomeMessage: z.string(),
  goodbyeMessage: z.string(),
  tone: Tone,
  questions: z.array(StoredQuestion),
  style: Style,
  language: Language,
  formType: FormType,
  allowedDomains: z.array(z.string()),
  isPublished: z.boolean(),
  objective: z.string().nullable(),
  automations: Automations,
  notifications: Notifications,
  botProtection: z.boolean(),
  hiddenFields: z.array(z.string()),
  endings: z.array(Ending),
  knowledge: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Form = z.infer<typeof Form>;

export const FormListQuery = PageQuery.extend({
  search: z.string().max(200).optional(),
  isPublished: z.enum(['true', 'false']).optional(),
});
export type FormListQuery = z.infer<typeof FormListQuery>;

export const FormListItem = z.object({
  id: z.string(),
  name: z.string(),
  isPublished: z.boolean(),
  formType: FormType,
  createdAt: Timestamp,
  _count: z.object({ conversations: z.number() }),
});
export type FormListItem = z.infer<typeof FormListItem>;

export const FormList = z.object({ forms: z.array(FormListItem), pagination: Pagination });

/** POST /api/forms/:id/duplicate: the copy's name (default: the original's name + " (copy)"). */
export const DuplicateFormBody = z.object({ name: formFields.name.optional() }).meta({
  examples: [{ name: 'Lead form (copia)' }],
});
export type DuplicateFormBody = z.infer<typeof DuplicateFormBody>;
