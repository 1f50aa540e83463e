import { date, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { form } from './schema';

// Analytics counters per form and UTC day (migration 0008_analytics), each key split in 8 shards summed on
// read. Views and opens are written by the events endpoint; the rest by a trigger on `conversation`.

const formId = () =>
  text('form_id')
    .notNull()
    .references(() => form.id, { onDelete: 'cascade' });

/** Widget views and opens per day (cannot be recounted: nothing else records them). */
export const formTrafficCounter = pgTable(
  'form_traffic_counter',
  {
    formId: formId(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    views: integer('views').notNull().default(0),
    opens: integer('opens').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.day, t.shard] })],
);

/** Conversations by the day they started: how many, completed, abandoned, and completion times by bucket. */
export const formDayCounter = pgTable(
  'form_day_counter',
  {
    formId: formId(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    starts: integer('starts').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    abandoned: integer('abandoned').notNull().default(0),
    /** Seconds from creation to completion as {bucket: count} (src/server/analytics/durations.ts). */
    durations: jsonb('durations').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.formId, t.day, t.shard] })],
);

/** Per question of the conversations started that day: reached, answered, skipped, re-asked, dropped off. */
export const formQuestionCounter = pgTable(
  'form_question_counter',
  {
    formId: formId(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    shard: smallint('shard').notNull(),
    reached: integer('reached').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    reasked: integer('reasked').notNull().default(0),
    dropOffs: integer('drop_offs').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.day, t.key, t.shard] })],
);
