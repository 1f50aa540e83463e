import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Automations, Ending, Notifications, StoredQuestion, Style } from '../../contract/forms';
import type { ConversationProgress } from '../analytics/progress';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

// --- accounts (better-auth's tables, with Charla's plan fields on user) ---

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    plan: text('plan').notNull().default('FREE'),
    subscriptionStatus: text('subscription_status').notNull().default('ACTIVE'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Set on the account that signed up as the instance's first (SIGNUP=closed); unique where true. */
    firstAccount: boolean('first_account').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_first_account_key').on(t.firstAccount).where(sql`first_account`)],
);

/** The instance's setup state (one row): when an instance first started on this database. */
export const instanceSetup = pgTable('instance_setup', {
  id: text('id').primaryKey().default('instance'),
  firstStartedAt: ts('first_started_at'),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** One key per user: the primary key on user_id makes rotation an upsert that replaces the old hash. */
export const apiKey = pgTable('api_key', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  last4: text('last4').notNull(),
  createdAt: createdAt(),
  lastUsedAt: ts('last_used_at'),
});

// --- forms and conversations ---

export const form = pgTable(
  'form',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    businessDescription: text('business_description'),
    welcomeMessage: text('welcome_message').notNull(),
    goodbyeMessage: text('goodbye_message').notNull(),
    tone: text('tone').notNull().default('FRIENDLY'),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    style: jsonb('style').$type<Style>().notNull(),
    language: text('language').notNull().default('ES'),
    formType: text('form_type').notNull().default('CONVERSATIONAL'),
    allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    botProtection: boolean('bot_protection').notNull().default(false),
    objective: text('objective'),
    automations: jsonb('automations').$type<Automations>().notNull(),
    notifications: jsonb('notifications')
      .$type<Notifications>()
      .notNull()
      .default({ onCompleted: false, emails: [] }),
    /** Names of the values the embedding page passes in (CONTRACT "Third round"). */
    hiddenFields: jsonb('hidden_fields').$type<string[]>().notNull().default([]),
    endings: jsonb('endings').$type<Ending[]>().notNull().default([]),
    /** Facts the interviewer may answer visitors' questions from. */
    knowledge: text('knowledge'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('form_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('form_user_published_created_idx').on(t.userId, t.isPublished, t.createdAt.desc()),
  ],
);

export const conversation = pgTable(
  'conversation',
  {
    id: text('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    /** The form owner's id, so counting and listing never leave the owner's rows. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('ACTIVE'),
    /** Answers keyed by question key (readers show them under the question's current text: presentAnswers). */
    collectedData: jsonb('collected_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Engine state of a CONVERSATIONAL form (current question, retries). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    visitorMessages: integer('visitor_messages').notNull().default(0),
    /** Values the embedding page passed in, by hidden field name. */
    hiddenFields: jsonb('hidden_fields').$type<Record<string, string>>().notNull().default({}),
    /** BOT while the interviewer leads, HUMAN while the owner has taken the conversation over. */
    handler: text('handler').notNull().default('BOT'),
    /** The visitor asked for a person; cleared when the owner takes over or releases. */
    needsHuman: boolean('needs_human').notNull().default(false),
    /** Where the conversation went, per question (analytics; src/server/analytics/progress.ts). */
    progress: jsonb('progress').$type<ConversationProgress>(),
    lastVisitorMessageAt: ts('last_visitor_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: ts('completed_at'),
    // Also `search_text`, the folded answers, generated by PostgreSQL (migration 0009) and read only by a
    // search: left out here so that no select of whole rows carries it.
  },
  (t) => [
    index('conversation_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('conversation_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc(), t.id.desc()),
    index('conversation_form_created_idx').on(t.formId, t.createdAt.desc(), t.id.desc()),
    index('conversation_form_status_created_idx').on(t.formId, t.status, t.createdAt.desc(), t.id.desc()),
    index('conversation_active_idle_idx').on(t.lastVisitorMessageAt).where(sql`status = 'ACTIVE'`),
    // The live list: ACTIVE ones, asking for a person first, then the most recently changed (migration 0011).
    index('conversation_live_idx')
      .on(t.userId, t.needsHuman.desc(), t.updatedAt.desc(), t.id.desc())
      .where(sql`status = 'ACTIVE'`),
  ],
);

export const message = pgTable(
  'message',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** HUMAN for an owner's reply; null as the role says (VISITOR, or BOT for the interviewer's). */
    sentBy: text('sent_by'),
    authorName: text('author_name'),
    createdAt: createdAt(),
  },
  (t) => [index('message_conversation_seq_idx').on(t.conversationId, t.seq)],
);

/** Questions visitors asked the interviewer, and whether it could answer them from the form's knowledge. */
export const visitorQuestion = pgTable(
  'visitor_question',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    formId: text('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    answered: boolean('answered').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitor_question_conversation_idx').on(t.conversationId, t.seq),
    index('visitor_question_form_unanswered_idx').on(t.formId, t.createdAt.desc()).where(sql`NOT "answered"`),
  ],
);

// Analytics counters per form and day (migration 0008): ./schema-analytics.ts.
export * from './schema-analytics';
// Conversation counters (kept by triggers of migration 0001): ./schema-counters.ts.
export * from './schema-counters';
// The e-mail outbox (migration 0003): ./schema-mail.ts.
export * from './schema-mail';

/** Monthly counters per owner (deals, tickets); conversations have `conversation_allowance` (sharded). */
export const usageCounter = pgTable(
  'usage_counter',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    deals: integer('deals').notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

// --- events and webhooks ---

/** The outbox: one row per domain event, written in the transaction that caused it. */
export const event = pgTable(
  'event',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    formId: text('form_id').references(() => form.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversation.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    processedAt: ts('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  },
  (t) => [
    index('event_pending_idx').on(t.nextAttemptAt).where(sql`processed_at IS NULL`),
    // Once per conversation, except a call for a person, which may come again (migration 0011).
    uniqueIndex('event_type_conversation_uniq')
      .on(t.type, t.conversationId)
      .where(sql`type <> 'conversation.handoff_requested'`),
    index('event_conversation_idx').on(t.conversationId),
  ],
);

export const webhook = pgTable('webhook', {
  id: text('id').primaryKey(),
  formId: text('form_id')
    .notNull()
    .unique()
    .references(() => form.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  events: jsonb('events').$type<string[]>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  secretEncrypted: text('secret_encrypted'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhook.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    test: boolean('test').notNull().default(false),
    /** Only on rows queued before migration 0004, which have no `body`: the event's payload as jsonb. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** The exact bytes every attempt POSTs (deliveryBody of the event's payload), written when queued. */
    body: text('body'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at'),
    lockedUntil: ts('locked_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_delivery_webhook_created_idx').on(t.webhookId, t.createdAt.desc()),
    index('webhook_delivery_due_idx').on(t.nextAttemptAt).where(sql`status = 'PENDING'`),
    uniqueIndex('webhook_delivery_event_uniq').on(t.webhookId, t.eventId).where(sql`test = false`),
    check('webhook_delivery_body_or_payload', sql`body IS NOT NULL OR payload IS NOT NULL`),
  ],
);

// --- CRM ---

export const pipeline = pgTable(
  'pipeline',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pipeline_user_created_idx').on(t.userId, t.createdAt)],
);

export const stage = pgTable(
  'stage',
  {
    id: text('id').primaryKey(),
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipeline.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#6b7280'),
    order: integer('order').notNull(),
  },
  (t) => [index('stage_pipeline_order_idx').on(t.pipelineId, t.order)],
);

export const deal = pgTable(
  'deal',
  {
    id: text('id').primaryKey(),
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipeline.id, { onDelete: 'cascade' }),
    // NO ACTION: a stage still holding deals cannot be removed (the interface's 500 on pipeline update).
    stageId: text('stage_id')
      .notNull()
      .references(() => stage.id),
    conversationId: text('conversation_id').references(() => conversation.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    value: numeric('value'),
    currency: text('currency').notNull().default('USD'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deal_pipeline_created_idx').on(t.pipelineId, t.createdAt.desc()),
    index('deal_stage_idx').on(t.stageId),
    uniqueIndex('deal_conversation_uniq').on(t.conversationId),
  ],
);

export const ticket = pgTable(
  'ticket',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    conversationId: text('conversation_id').references(() => conversation.id, { onDelete: 'set null' }),
    formId: text('form_id').references(() => form.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    description: text('description'),
    priority: text('priority').notNull().default('MEDIUM'),
    status: text('status').notNull().default('OPEN'),
    assigneeName: text('assignee_name'),
    assigneeEmail: text('assignee_email'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ticket_user_number_uniq').on(t.userId, t.number),
    index('ticket_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('ticket_user_status_idx').on(t.userId, t.status, t.createdAt.desc()),
    uniqueIndex('ticket_conversation_uniq').on(t.conversationId),
  ],
);

/** Last ticket number given per user; the row lock serialises concurrent creation without gaps. */
export const ticketCounter = pgTable('ticket_counter', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

// --- uploads and billing ---

export const upload = pgTable(
  'upload',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    formId: text('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    conversationId: text('conversation_id').references(() => conversation.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    attachedAt: ts('attached_at'),
    /** When its bytes were seen stored (landed or attached). */
    storedAt: ts('stored_at'),
    /** The visitor's address key (throttle.ts addressKey) while pending: pending bytes are capped per address. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('upload_user_idx').on(t.userId),
    index('upload_user_stored_idx').on(t.userId).where(sql`stored_at IS NOT NULL`),
    index('upload_conversation_idx').on(t.conversationId),
    index('upload_pending_created_idx').on(t.createdAt).where(sql`attached_at IS NULL`),
    index('upload_pending_client_idx').on(t.clientKey, t.createdAt).where(sql`attached_at IS NULL`),
    index('upload_pending_form_idx').on(t.formId, t.createdAt).where(sql`attached_at IS NULL`),
  ],
);

/** Proof-of-work challenges already spent (single use), kept until they would have expired anyway. */
export const powSpent = pgTable(
  'pow_spent',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('pow_spent_expires_idx').on(t.expiresAt)],
);

/** Payment-provider events already processed (idempotency of the billing webhook). */
export const billingEvent = pgTable('billing_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: ts('processed_at').notNull().defaultNow(),
});
