import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The e-mail outbox (migration 0003_mail): one row per message and recipient, written in the transaction
 * that decides to send it, sent by the mail worker with retries. `dedupeKey` makes a replayed decision
 * (an outbox event seen twice) insert nothing.
 */
export const mail = pgTable(
  'mail',
  {
    id: text('id').primaryKey(),
    /** `conversation.completed` (owner notification) or `password-reset`. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** PENDING, SENT or FAILED (attempts used up). */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_dedupe_uniq').on(t.dedupeKey),
    index('mail_due_idx').on(t.nextAttemptAt).where(sql`status = 'PENDING'`),
  ],
);
