import { date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { form, user } from './schema';

// Conversation counters, kept by triggers on `conversation` (migration 0001_counters) in the writing
// transaction; each key is split in 8 shards (summed on read) so concurrent writers rarely share a row.

const counts = () => ({
  total: integer('total').notNull().default(0),
  active: integer('active').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  abandoned: integer('abandoned').notNull().default(0),
});

/** An owner's conversations: total and by status. */
export const conversationOwnerCounter = pgTable(
  'conversation_owner_counter',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    ...counts(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shard] })],
);

/** A form's conversations: total and by status. */
export const conversationFormCounter = pgTable(
  'conversation_form_counter',
  {
    formId: text('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...counts(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.shard] }),
    index('conversation_form_counter_user_idx').on(t.userId),
  ],
);

/** An owner's conversations created per UTC day. */
export const conversationDayCounter = pgTable(
  'conversation_day_counter',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.shard] })],
);

/**
 * The monthly conversation allowance, spent in the creating statement through the SQL function
 * conversation_allowance_spend (migration 0001): 8 shards, each guarding an eighth of the limit.
 */
export const conversationAllowance = pgTable(
  'conversation_allowance',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    shard: smallint('shard').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.shard] })],
);
