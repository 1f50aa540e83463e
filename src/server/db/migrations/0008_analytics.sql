-- Analytics (CONTRACT "Third round", "Analytics"; docs/decisions.md, "Analytics"): counters per form and UTC
-- day kept in the writing transaction, split in 8 shards (the transaction id modulo 8) like the conversation
-- counters of 0001. Views and opens come from the widget's events; everything else is counted by a trigger
-- on `conversation`, from the row itself, so `charla counters rebuild` can recount it. A conversation counts
-- on the UTC day it was created (a day's completions are those of the conversations started that day).
LOCK TABLE "conversation" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Where a conversation went: {"reached": [key], "skipped": [key], "reasked": [key], "asking": key | null},
-- written with each turn (src/server/analytics/progress.ts). NULL on rows from before: counted from
-- their answers alone.
ALTER TABLE "conversation" ADD COLUMN "progress" jsonb;
--> statement-breakpoint
CREATE TABLE "form_traffic_counter" (
	"form_id" text NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_traffic_counter_form_id_day_shard_pk" PRIMARY KEY("form_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "form_day_counter" (
	"form_id" text NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"durations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "form_day_counter_form_id_day_shard_pk" PRIMARY KEY("form_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "form_question_counter" (
	"form_id" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"shard" smallint NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"reasked" integer DEFAULT 0 NOT NULL,
	"drop_offs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_question_counter_form_id_day_key_shard_pk" PRIMARY KEY("form_id","day","key","shard")
);
--> statement-breakpoint
ALTER TABLE "form_traffic_counter" ADD CONSTRAINT "form_traffic_counter_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_day_counter" ADD CONSTRAINT "form_day_counter_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "form_question_counter" ADD CONSTRAINT "form_question_counter_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The histogram bucket of a completion time: whole seconds below a minute, then buckets 5 % wide (bucket
-- b >= 60 holds [60 * 1.05^(b-60), 60 * 1.05^(b-59)) seconds); src/server/analytics/durations.ts reads them.
CREATE FUNCTION "analytics_duration_bucket"(secs double precision) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN secs < 60 THEN greatest(0, floor(secs))::integer
		ELSE 60 + floor(ln(secs / 60) / ln(1.05))::integer END
$$;
--> statement-breakpoint
-- Two histograms ({bucket: count}) added key by key; buckets that come to zero are dropped.
CREATE FUNCTION "analytics_counts_add"(a jsonb, b jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(jsonb_object_agg(k, t), '{}'::jsonb) FROM (
		SELECT k, sum(v::integer) AS t FROM (
			SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)
		) e(k, v) GROUP BY k HAVING sum(v::integer) <> 0
	) s
$$;
--> statement-breakpoint
-- The sum of histograms, e.g. over a day's shards.
CREATE AGGREGATE "analytics_counts_sum"(jsonb) (SFUNC = analytics_counts_add, STYPE = jsonb, INITCOND = '{}');
--> statement-breakpoint
-- What one conversation counts per question (1 or 0): reached (asked, or answered), answered (a stored
-- answer), skipped (declined, or passed by its showIf), re-asked, and the drop-off of the question it was
-- asking while ABANDONED.
CREATE FUNCTION "conversation_question_marks"(collected jsonb, progress jsonb, status text)
RETURNS TABLE ("key" text, "reached" integer, "answered" integer, "skipped" integer, "reasked" integer, "drop_offs" integer)
LANGUAGE sql IMMUTABLE AS $$
	SELECT m.k, max(m.r), max(m.a), max(m.s), max(m.x), max(m.d) FROM (
		SELECT k, 1, 1, 0, 0, 0 FROM jsonb_object_keys(collected) k
		UNION ALL SELECT k, 1, 0, 0, 0, 0 FROM jsonb_array_elements_text(coalesce(progress->'reached', '[]')) k
		UNION ALL SELECT k, 0, 0, 1, 0, 0 FROM jsonb_array_elements_text(coalesce(progress->'skipped', '[]')) k
		UNION ALL SELECT k, 0, 0, 0, 1, 0 FROM jsonb_array_elements_text(coalesce(progress->'reasked', '[]')) k
		UNION ALL SELECT progress->>'asking', 1, 0, 0, 0, 1 WHERE status = 'ABANDONED' AND progress->>'asking' IS NOT NULL
	) m(k, r, a, s, x, d) GROUP BY m.k
$$;
--> statement-breakpoint
-- Applies signed conversation rows (n = +1 for a new row, -1 for an old one) to the day and question
-- counters of this transaction's shard, each in a fixed order (form, day[, key]) so concurrent writers
-- cannot deadlock. Rows of a form that no longer exists (being deleted with its counters) are skipped.
CREATE FUNCTION "form_analytics_apply"(n integer[], f text[], dy date[], st text[], cd jsonb[], pr jsonb[], secs double precision[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	s smallint := (txid_current() % 8)::smallint;
BEGIN
	IF n IS NULL THEN
		RETURN;
	END IF;
	WITH x AS (
		SELECT * FROM unnest(n, f, dy, st, secs) AS x(n, f, dy, st, secs)
		WHERE EXISTS (SELECT 1 FROM form WHERE form.id = x.f)
	), h AS (
		SELECT b.f, b.dy, jsonb_object_agg(b.bucket, b.t) AS durations FROM (
			SELECT x.f, x.dy, analytics_duration_bucket(x.secs) AS bucket, sum(x.n) AS t FROM x
			WHERE x.st = 'COMPLETED' AND x.secs IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0
		) b GROUP BY b.f, b.dy
	), g AS (
		SELECT x.f, x.dy, sum(x.n)::integer AS starts,
			coalesce(sum(x.n) FILTER (WHERE x.st = 'COMPLETED'), 0)::integer AS completions,
			coalesce(sum(x.n) FILTER (WHERE x.st = 'ABANDONED'), 0)::integer AS abandoned
		FROM x GROUP BY x.f, x.dy
	)
	INSERT INTO form_day_counter AS c (form_id, day, shard, starts, completions, abandoned, durations)
	SELECT g.f, g.dy, s, g.starts, g.completions, g.abandoned, coalesce(h.durations, '{}'::jsonb)
	FROM g LEFT JOIN h ON h.f = g.f AND h.dy = g.dy
	WHERE g.starts <> 0 OR g.completions <> 0 OR g.abandoned <> 0 OR h.durations IS NOT NULL
	ORDER BY g.f, g.dy
	ON CONFLICT (form_id, day, shard) DO UPDATE SET starts = c.starts + excluded.starts,
		completions = c.completions + excluded.completions, abandoned = c.abandoned + excluded.abandoned,
		durations = analytics_counts_add(c.durations, excluded.durations);
	INSERT INTO form_question_counter AS c (form_id, day, key, shard, reached, answered, skipped, reasked, drop_offs)
	SELECT g.f, g.dy, g.k, s, g.r, g.a, g.sk, g.rq, g.d FROM (
		SELECT x.f, x.dy, m.key AS k, sum(x.n * m.reached)::integer AS r, sum(x.n * m.answered)::integer AS a,
			sum(x.n * m.skipped)::integer AS sk, sum(x.n * m.reasked)::integer AS rq, sum(x.n * m.drop_offs)::integer AS d
		FROM unnest(n, f, dy, st, cd, pr) AS x(n, f, dy, st, cd, pr)
		CROSS JOIN LATERAL conversation_question_marks(x.cd, x.pr, x.st) m
		WHERE EXISTS (SELECT 1 FROM form WHERE form.id = x.f)
		GROUP BY x.f, x.dy, m.key
	) g
	WHERE g.r <> 0 OR g.a <> 0 OR g.sk <> 0 OR g.rq <> 0 OR g.d <> 0
	ORDER BY g.f, g.dy, g.k
	ON CONFLICT (form_id, day, key, shard) DO UPDATE SET reached = c.reached + excluded.reached,
		answered = c.answered + excluded.answered, skipped = c.skipped + excluded.skipped,
		reasked = c.reasked + excluded.reasked, drop_offs = c.drop_offs + excluded.drop_offs;
END $$;
--> statement-breakpoint
-- +1 per new row, -1 per old row; an update that changes none of the counted columns (most of a chat turn's
-- bookkeeping) touches no counter.
CREATE FUNCTION "conversation_analytics_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM form_analytics_apply(array_agg(1), array_agg(form_id), array_agg((created_at AT TIME ZONE 'UTC')::date),
			array_agg(status), array_agg(collected_data), array_agg(progress),
			array_agg(extract(epoch FROM completed_at - created_at)::double precision))
		FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM form_analytics_apply(array_agg(-1), array_agg(form_id), array_agg((created_at AT TIME ZONE 'UTC')::date),
			array_agg(status), array_agg(collected_data), array_agg(progress),
			array_agg(extract(epoch FROM completed_at - created_at)::double precision))
		FROM old_rows;
	ELSE
		PERFORM form_analytics_apply(array_agg(r.n), array_agg(r.form_id), array_agg((r.created_at AT TIME ZONE 'UTC')::date),
			array_agg(r.status), array_agg(r.collected_data), array_agg(r.progress),
			array_agg(extract(epoch FROM r.completed_at - r.created_at)::double precision))
		FROM (
			SELECT -1 AS n, o.form_id, o.created_at, o.status, o.collected_data, o.progress, o.completed_at
			FROM old_rows o JOIN new_rows w ON w.id = o.id
			WHERE (o.form_id, o.created_at, o.status, o.collected_data, o.progress, o.completed_at)
				IS DISTINCT FROM (w.form_id, w.created_at, w.status, w.collected_data, w.progress, w.completed_at)
			UNION ALL
			SELECT 1, w.form_id, w.created_at, w.status, w.collected_data, w.progress, w.completed_at
			FROM old_rows o JOIN new_rows w ON w.id = o.id
			WHERE (o.form_id, o.created_at, o.status, o.collected_data, o.progress, o.completed_at)
				IS DISTINCT FROM (w.form_id, w.created_at, w.status, w.collected_data, w.progress, w.completed_at)
		) r;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Conversations under way before this migration: the question they are at, from the interviewer's state
-- (a question's key, or its text before keys), so an abandonment counts against it.
UPDATE "conversation" c SET "progress" = (
	SELECT jsonb_build_object('reached', jsonb_build_array(q->>'key'), 'skipped', '[]'::jsonb, 'reasked', '[]'::jsonb, 'asking', q->>'key')
	FROM form f, jsonb_array_elements(f.questions) q
	WHERE f.id = c.form_id AND q->>'key' IS NOT NULL AND (q->>'key' = c.state->>'asking' OR q->>'text' = c.state->>'asking')
	ORDER BY (q->>'key' = c.state->>'asking') DESC LIMIT 1
)
WHERE c.status <> 'COMPLETED' AND c.state->>'asking' IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER "conversation_analytics_insert" AFTER INSERT ON "conversation" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION conversation_analytics_trigger();
--> statement-breakpoint
CREATE TRIGGER "conversation_analytics_update" AFTER UPDATE ON "conversation" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION conversation_analytics_trigger();
--> statement-breakpoint
CREATE TRIGGER "conversation_analytics_delete" AFTER DELETE ON "conversation" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION conversation_analytics_trigger();
--> statement-breakpoint
-- Recomputes the day and question counters from the conversation rows (views and opens cannot be recounted
-- and are left as they are); returns how many forms' counters were off. The caller holds a lock that keeps
-- conversation writers out (this migration's, or `charla counters rebuild`'s SHARE lock).
CREATE FUNCTION "form_analytics_rebuild"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	wrong integer;
BEGIN
	CREATE TEMP TABLE analytics_truth_days ON COMMIT DROP AS
	SELECT t.form_id, t.day, t.starts, t.completions, t.abandoned, coalesce(h.durations, '{}'::jsonb) AS durations
	FROM (
		SELECT form_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::integer AS starts,
			count(*) FILTER (WHERE status = 'COMPLETED')::integer AS completions,
			count(*) FILTER (WHERE status = 'ABANDONED')::integer AS abandoned
		FROM conversation GROUP BY 1, 2
	) t LEFT JOIN (
		SELECT form_id, day, jsonb_object_agg(bucket, n) AS durations FROM (
			SELECT form_id, (created_at AT TIME ZONE 'UTC')::date AS day,
				analytics_duration_bucket(extract(epoch FROM completed_at - created_at)::double precision) AS bucket, count(*) AS n
			FROM conversation WHERE status = 'COMPLETED' AND completed_at IS NOT NULL GROUP BY 1, 2, 3
		) b GROUP BY 1, 2
	) h USING (form_id, day);
	CREATE TEMP TABLE analytics_truth_questions ON COMMIT DROP AS
	SELECT c.form_id, (c.created_at AT TIME ZONE 'UTC')::date AS day, m.key, sum(m.reached)::integer AS reached,
		sum(m.answered)::integer AS answered, sum(m.skipped)::integer AS skipped, sum(m.reasked)::integer AS reasked,
		sum(m.drop_offs)::integer AS drop_offs
	FROM conversation c CROSS JOIN LATERAL conversation_question_marks(c.collected_data, c.progress, c.status) m
	GROUP BY 1, 2, 3;
	SELECT count(DISTINCT form_id)::integer INTO wrong FROM (
		SELECT coalesce(t.form_id, k.form_id) AS form_id FROM analytics_truth_days t
		FULL JOIN (
			SELECT form_id, day, sum(starts)::integer AS starts, sum(completions)::integer AS completions,
				sum(abandoned)::integer AS abandoned,
				analytics_counts_sum(durations) AS durations
			FROM form_day_counter GROUP BY form_id, day
		) k USING (form_id, day)
		WHERE (coalesce(t.starts, 0), coalesce(t.completions, 0), coalesce(t.abandoned, 0), coalesce(t.durations, '{}'))
			IS DISTINCT FROM (coalesce(k.starts, 0), coalesce(k.completions, 0), coalesce(k.abandoned, 0), coalesce(k.durations, '{}'))
		UNION ALL
		SELECT coalesce(t.form_id, k.form_id) FROM analytics_truth_questions t
		FULL JOIN (
			SELECT form_id, day, key, sum(reached)::integer AS reached, sum(answered)::integer AS answered,
				sum(skipped)::integer AS skipped, sum(reasked)::integer AS reasked, sum(drop_offs)::integer AS drop_offs
			FROM form_question_counter GROUP BY 1, 2, 3
		) k USING (form_id, day, key)
		WHERE (coalesce(t.reached, 0), coalesce(t.answered, 0), coalesce(t.skipped, 0), coalesce(t.reasked, 0), coalesce(t.drop_offs, 0))
			IS DISTINCT FROM (coalesce(k.reached, 0), coalesce(k.answered, 0), coalesce(k.skipped, 0), coalesce(k.reasked, 0), coalesce(k.drop_offs, 0))
	) w;
	DELETE FROM form_day_counter;
	DELETE FROM form_question_counter;
	INSERT INTO form_day_counter (form_id, day, shard, starts, completions, abandoned, durations)
	SELECT form_id, day, 0, starts, completions, abandoned, durations FROM analytics_truth_days;
	INSERT INTO form_question_counter (form_id, day, key, shard, reached, answered, skipped, reasked, drop_offs)
	SELECT form_id, day, key, 0, reached, answered, skipped, reasked, drop_offs FROM analytics_truth_questions
	WHERE reached <> 0 OR answered <> 0 OR skipped <> 0 OR reasked <> 0 OR drop_offs <> 0;
	DROP TABLE analytics_truth_days;
	DROP TABLE analytics_truth_questions;
	RETURN wrong;
END $$;
--> statement-breakpoint
-- Folds the shards of the days before `cutoff` into shard 0 (a background job, hourly): a read of a long
-- range then sums about one row a day instead of eight. Writers to those days (a late completion) make new
-- shard rows, folded at the next run. One instance at a time (an advisory lock); returns the rows folded.
CREATE FUNCTION "form_analytics_compact"(cutoff date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	folded integer := 0;
	n integer;
BEGIN
	IF NOT pg_try_advisory_xact_lock(hashtext('form_analytics_compact')) THEN
		RETURN 0;
	END IF;
	WITH moved AS (
		DELETE FROM form_day_counter WHERE day < cutoff AND shard <> 0 RETURNING *
	), folded_rows AS (
		INSERT INTO form_day_counter AS c (form_id, day, shard, starts, completions, abandoned, durations)
		SELECT form_id, day, 0, sum(starts), sum(completions), sum(abandoned), analytics_counts_sum(durations)
		FROM moved GROUP BY form_id, day ORDER BY form_id, day
		ON CONFLICT (form_id, day, shard) DO UPDATE SET starts = c.starts + excluded.starts,
			completions = c.completions + excluded.completions, abandoned = c.abandoned + excluded.abandoned,
			durations = analytics_counts_add(c.durations, excluded.durations)
		RETURNING 1
	) SELECT count(*) INTO n FROM moved;
	folded := folded + n;
	WITH moved AS (
		DELETE FROM form_question_counter WHERE day < cutoff AND shard <> 0 RETURNING *
	), folded_rows AS (
		INSERT INTO form_question_counter AS c (form_id, day, key, shard, reached, answered, skipped, reasked, drop_offs)
		SELECT form_id, day, key, 0, sum(reached), sum(answered), sum(skipped), sum(reasked), sum(drop_offs)
		FROM moved GROUP BY form_id, day, key ORDER BY form_id, day, key
		ON CONFLICT (form_id, day, key, shard) DO UPDATE SET reached = c.reached + excluded.reached,
			answered = c.answered + excluded.answered, skipped = c.skipped + excluded.skipped,
			reasked = c.reasked + excluded.reasked, drop_offs = c.drop_offs + excluded.drop_offs
		RETURNING 1
	) SELECT count(*) INTO n FROM moved;
	RETURN folded + n;
END $$;
--> statement-breakpoint
SELECT form_analytics_rebuild();
