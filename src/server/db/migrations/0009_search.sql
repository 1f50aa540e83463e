-- Searches that find people: case- and accent-insensitive ("ibanez" finds "Ibáñez") on PGlite and PostgreSQL
-- alike, through trigram indexes per owner so a search costs its matches, not the owner's history.
-- pg_trgm indexes LIKE '%…%'; btree_gin lets one GIN index hold the owner column beside the trigrams, so
-- another owner's matches are never read. Both ship with PostgreSQL (contrib, trusted since 13) and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Folded text: compatibility decomposition (NFKD: "ﬁ" → "fi", full-width → ASCII), combining marks dropped
-- ("á" → "a"), the letters that do not decompose spelled out ("ø" → "o", "ß" → "ss"), then lower case. The
-- app folds a search the same way (charla_fold of the pattern). Written with SQL-standard bodies: their
-- references are bound when created, so maintenance under a restricted search_path (PostgreSQL 17+) works.
-- Changing these functions means recomputing conversation.search_text and rebuilding the indexes below.
CREATE FUNCTION "charla_fold"(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(replace(replace(replace(replace(replace(replace(replace(replace(
    translate(
      regexp_replace(normalize(t, NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
      'ØøĐđŁłıĦħŦŧÐðƒ', 'OoDdLliHhTtDdf'),
    'ß', 'ss'), 'ẞ', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'þ', 'th'), 'Þ', 'th'));--> statement-breakpoint
-- A conversation's searchable text: its answers' values (not the questions), one a line, folded.
CREATE FUNCTION "charla_answers_text"(d jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT charla_fold(string_agg(a.value, E'\n'))
  FROM jsonb_each_text(CASE WHEN jsonb_typeof(d) = 'object' THEN d ELSE '{}'::jsonb END) a;
END;--> statement-breakpoint
-- A deal's or a ticket's searchable text: title or subject, contact name, contact e-mail, one a line, folded.
CREATE FUNCTION "charla_contact_text"(a text, b text, c text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN charla_fold(coalesce(a, '') || E'\n' || coalesce(b, '') || E'\n' || coalesce(c, ''));--> statement-breakpoint
-- A conversation's folded answers are stored (computed by PostgreSQL whenever collected_data changes, whoever
-- writes it): checking a trigram candidate is then a plain LIKE, not the fold of every answer again (30 µs a
-- row, which a search most conversations match would pay on each of them). Adding it folds every row: the
-- backfill. Forms, deals and tickets fold a few short columns: their indexes are on the expression.
ALTER TABLE "conversation" ADD COLUMN "search_text" text GENERATED ALWAYS AS (charla_answers_text("collected_data")) STORED;--> statement-breakpoint
-- Conversations are written at every answer: their new entries queue in the index's pending list, kept small
-- (256 kB) because every search reads all of it. Forms, deals and tickets are written seldom and go straight
-- into their index.
CREATE INDEX "conversation_search_idx" ON "conversation" USING gin ("user_id", "search_text" gin_trgm_ops) WITH (gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "form_search_idx" ON "form" USING gin ("user_id", charla_fold("name") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "deal_search_idx" ON "deal" USING gin ("pipeline_id", charla_contact_text("title", "contact_name", "contact_email") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "ticket_search_idx" ON "ticket" USING gin ("user_id", charla_contact_text("subject", "contact_name", "contact_email") gin_trgm_ops) WITH (fastupdate = off);
