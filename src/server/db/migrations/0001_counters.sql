-- Conversation counters kept by triggers in the writing transaction (docs/decisions.md, "Counters").
-- Each counter is split in 8 shards (the writing transaction's id modulo 8) so concurrent creations for
-- one owner rarely wait on one row; a reader sums at most 8 rows per key.
LOCK TABLE "conversation" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "conversation_owner_counter" (
	"user_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_owner_counter_user_id_shard_pk" PRIMARY KEY("user_id","shard")
);
--> statement-breakpoint
CREATE TABLE "conversation_form_counter" (
	"form_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"user_id" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_form_counter_form_id_shard_pk" PRIMARY KEY("form_id","shard")
);
--> statement-breakpoint
CREATE TABLE "conversation_day_counter" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_day_counter_user_id_day_shard_pk" PRIMARY KEY("user_id","day","shard")
);
--> statement-breakpoint
ALTER TABLE "conversation_owner_counter" ADD CONSTRAINT "conversation_owner_counter_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversation_form_counter" ADD CONSTRAINT "conversation_form_counter_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversation_form_counter" ADD CONSTRAINT "conversation_form_counter_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversation_day_counter" ADD CONSTRAINT "conversation_day_counter_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "conversation_form_counter_user_idx" ON "conversation_form_counter" USING btree ("user_id");
--> statement-breakpoint
-- Applies signed counts per (owner, form, status, UTC day) to the three counters, in a fixed order (owners,
-- forms, days, each sorted) so concurrent writers cannot deadlock. Counters of an owner or a form that no
-- longer exists (being deleted in this transaction, whose own counters go with it) are skipped.
CREATE FUNCTION "conversation_counters_apply"(u text[], f text[], st text[], dy date[], n int[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	s smallint := (txid_current() % 8)::smallint;
BEGIN
	IF u IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO conversation_owner_counter AS c (user_id, shard, total, active, completed, abandoned)
	SELECT x.u, s, sum(x.n), coalesce(sum(x.n) FILTER (WHERE x.st = 'ACTIVE'), 0),
		coalesce(sum(x.n) FILTER (WHERE x.st = 'COMPLETED'), 0), coalesce(sum(x.n) FILTER (WHERE x.st = 'ABANDONED'), 0)
	FROM unnest(u, st, n) AS x(u, st, n)
	WHERE EXISTS (SELECT 1 FROM "user" WHERE "user".id = x.u)
	GROUP BY x.u ORDER BY x.u
	ON CONFLICT (user_id, shard) DO UPDATE SET total = c.total + excluded.total, active = c.active + excluded.active,
		completed = c.completed + excluded.completed, abandoned = c.abandoned + excluded.abandoned;
	INSERT INTO conversation_form_counter AS c (form_id, shard, user_id, total, active, completed, abandoned)
	SELECT x.f, s, min(x.u), sum(x.n), coalesce(sum(x.n) FILTER (WHERE x.st = 'ACTIVE'), 0),
		coalesce(sum(x.n) FILTER (WHERE x.st = 'COMPLETED'), 0), coalesce(sum(x.n) FILTER (WHERE x.st = 'ABANDONED'), 0)
	FROM unnest(u, f, st, n) AS x(u, f, st, n)
	WHERE EXISTS (SELECT 1 FROM form WHERE form.id = x.f)
	GROUP BY x.f ORDER BY x.f
	ON CONFLICT (form_id, shard) DO UPDATE SET total = c.total + excluded.total, active = c.active + excluded.active,
		completed = c.completed + excluded.completed, abandoned = c.abandoned + excluded.abandoned;
	INSERT INTO conversation_day_counter AS c (user_id, day, shard, total)
	SELECT x.u, x.dy, s, sum(x.n)
	FROM unnest(u, dy, n) AS x(u, dy, n)
	WHERE EXISTS (SELECT 1 FROM "user" WHERE "user".id = x.u)
	GROUP BY x.u, x.dy HAVING sum(x.n) <> 0 ORDER BY x.u, x.dy
	ON CONFLICT (user_id, day, shard) DO UPDATE SET total = c.total + excluded.total;
END $$;
--> statement-breakpoint
-- One trigger function for the three statements: +1 per new row, -1 per old row, grouped; an update that
-- changes no counted field (a chat turn) cancels out and touches no counter.
CREATE FUNCTION "conversation_counters_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM conversation_counters_apply(array_agg(g.user_id), array_agg(g.form_id), array_agg(g.status), array_agg(g.day), array_agg(g.n))
		FROM (SELECT user_id, form_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
			FROM new_rows GROUP BY 1, 2, 3, 4) g;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM conversation_counters_apply(array_agg(g.user_id), array_agg(g.form_id), array_agg(g.status), array_agg(g.day), array_agg(g.n))
		FROM (SELECT user_id, form_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, -count(*)::int AS n
			FROM old_rows GROUP BY 1, 2, 3, 4) g;
	ELSE
		PERFORM conversation_counters_apply(array_agg(g.user_id), array_agg(g.form_id), array_agg(g.status), array_agg(g.day), array_agg(g.n))
		FROM (SELECT user_id, form_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, sum(n)::int AS n
			FROM (SELECT user_id, form_id, status, created_at, -1 AS n FROM old_rows
				UNION ALL SELECT user_id, form_id, status, created_at, 1 FROM new_rows) d
			GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0) g;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversation_counters_insert" AFTER INSERT ON "conversation" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION conversation_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER "conversation_counters_update" AFTER UPDATE ON "conversation" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION conversation_counters_trigger();
--> statement-breakpoint
CREATE TRIGGER "conversation_counters_delete" AFTER DELETE ON "conversation" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION conversation_counters_trigger();
--> statement-breakpoint
-- Backfill from the rows already there (the lock above keeps writers out until this commits).
INSERT INTO conversation_owner_counter (user_id, shard, total, active, completed, abandoned)
SELECT user_id, 0, count(*), count(*) FILTER (WHERE status = 'ACTIVE'), count(*) FILTER (WHERE status = 'COMPLETED'),
	count(*) FILTER (WHERE status = 'ABANDONED')
FROM conversation GROUP BY user_id;
--> statement-breakpoint
INSERT INTO conversation_form_counter (form_id, shard, user_id, total, active, completed, abandoned)
SELECT form_id, 0, min(user_id), count(*), count(*) FILTER (WHERE status = 'ACTIVE'), count(*) FILTER (WHERE status = 'COMPLETED'),
	count(*) FILTER (WHERE status = 'ABANDONED')
FROM conversation GROUP BY form_id;
--> statement-breakpoint
INSERT INTO conversation_day_counter (user_id, day, shard, total)
SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, 0, count(*) FROM conversation GROUP BY 1, 2;
--> statement-breakpoint
-- Lists walk an index in their sort order (created_at desc, id desc) for every filter.
DROP INDEX "conversation_user_status_created_idx";
--> statement-breakpoint
CREATE INDEX "conversation_user_status_created_idx" ON "conversation" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
DROP INDEX "conversation_form_created_idx";
--> statement-breakpoint
CREATE INDEX "conversation_form_created_idx" ON "conversation" USING btree ("form_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "conversation_form_status_created_idx" ON "conversation" USING btree ("form_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Deleting a conversation cascades to its outbox events: without this, each deletion scans the outbox.
CREATE INDEX "event_conversation_idx" ON "event" USING btree ("conversation_id");
--> statement-breakpoint
-- The monthly conversation allowance, split in 8 shards each holding an eighth of the limit: a creation
-- spends from the shard of its transaction, or from another shard with room, so concurrent creations for
-- one owner no longer queue on one row, and the total never passes the limit (each shard guards its share).
CREATE TABLE "conversation_allowance" (
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"shard" smallint NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_allowance_user_id_period_shard_pk" PRIMARY KEY("user_id","period","shard")
);
--> statement-breakpoint
ALTER TABLE "conversation_allowance" ADD CONSTRAINT "conversation_allowance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- What was spent so far, spread evenly over the shards as the shares are.
INSERT INTO conversation_allowance (user_id, period, shard, used)
SELECT user_id, period, s, conversations / 8 + CASE WHEN s < conversations % 8 THEN 1 ELSE 0 END
FROM usage_counter, generate_series(0, 7) s WHERE conversations > 0;
--> statement-breakpoint
ALTER TABLE "usage_counter" DROP COLUMN "conversations";
--> statement-breakpoint
-- Spends one conversation of owner u's allowance for period p under limit lim (null: unlimited); false
-- when it is used up. A failed UPDATE locks nothing, so a transaction holds at most one allowance row.
CREATE FUNCTION "conversation_allowance_spend"(u text, p text, lim integer) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
	own integer := (txid_current() % 8)::integer;
	s smallint;
	q integer;
BEGIN
	FOR i IN 0..7 LOOP
		s := ((own + i) % 8)::smallint;
		q := CASE WHEN lim IS NULL THEN NULL ELSE lim / 8 + CASE WHEN s < lim % 8 THEN 1 ELSE 0 END END;
		CONTINUE WHEN q IS NOT NULL AND q <= 0;
		UPDATE conversation_allowance SET used = used + 1
			WHERE user_id = u AND period = p AND shard = s AND (q IS NULL OR used < q);
		IF FOUND THEN
			RETURN true;
		END IF;
		INSERT INTO conversation_allowance (user_id, period, shard, used) VALUES (u, p, s, 1) ON CONFLICT DO NOTHING;
		IF FOUND THEN
			RETURN true;
		END IF;
		-- Someone else created the row meanwhile: it may still have room.
		UPDATE conversation_allowance SET used = used + 1
			WHERE user_id = u AND period = p AND shard = s AND (q IS NULL OR used < q);
		IF FOUND THEN
			RETURN true;
		END IF;
	END LOOP;
	RETURN false;
END $$;
