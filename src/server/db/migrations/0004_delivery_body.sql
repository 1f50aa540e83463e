-- Each delivery keeps the exact bytes it POSTs, written once when it is queued: every attempt sends them as
-- they are (no jsonb parse and key re-ordering per attempt), and every retry carries the same body by
-- construction. Rows queued before this migration keep their payload and have their body made at send.
ALTER TABLE "webhook_delivery" ADD COLUMN "body" text;--> statement-breakpoint
-- The body is stored out of line (TOAST), so the worker's updates of a delivery (its lease, its outcome)
-- copy a row of a few hundred bytes, not the body; half of each new page is left free so the lease update
-- stays on its page (HOT: no index entry written). Measured: 20 instead of 30 µs of PostgreSQL CPU a claimed
-- row (docs/benchmarks.md), for main-table pages twice as many (the bodies, most of the bytes, are apart).
ALTER TABLE "webhook_delivery" ALTER COLUMN "body" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "webhook_delivery" SET (toast_tuple_target = 128, fillfactor = 50);--> statement-breakpoint
ALTER TABLE "webhook_delivery" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
-- NOT VALID: the rows already there all have a payload (it was NOT NULL), so no scan is needed to know it.
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_body_or_payload" CHECK ("body" IS NOT NULL OR "payload" IS NOT NULL) NOT VALID;
--> statement-breakpoint
-- Claims up to max_rows due deliveries for a worker (leased until lease_until, the attempt counted), in one
-- statement whose row selection is FOR UPDATE SKIP LOCKED. The due index is walked in its order and the
-- walk stops after max_rows: with statistics that lag behind a burst (most rows of this table are done),
-- the planner would rather read and sort every due row, a cost growing with the backlog and paid by every
-- claim, so sorting is off inside this function. Rows queued before this migration come with their payload.
CREATE FUNCTION "webhook_delivery_claim"(timestamptz, timestamptz, integer)
RETURNS TABLE (
	"id" text, "webhook_id" text, "event_id" text, "test" boolean, "attempts" integer, "body" text,
	"payload" text, "url" text, "is_active" boolean, "secret_encrypted" text
)
LANGUAGE sql VOLATILE SET enable_sort = off AS $$
	WITH due AS MATERIALIZED (
		SELECT wd.id FROM webhook_delivery wd
		WHERE wd.status = 'PENDING' AND wd.next_attempt_at <= $1
			AND (wd.locked_until IS NULL OR wd.locked_until <= $1)
		ORDER BY wd.next_attempt_at
		LIMIT $3
		FOR UPDATE SKIP LOCKED
	)
	UPDATE webhook_delivery AS d SET locked_until = $2, attempts = d.attempts + 1
	FROM due, webhook AS w
	WHERE d.id = due.id AND w.id = d.webhook_id
	RETURNING d.id, d.webhook_id, d.event_id, d.test, d.attempts, d.body,
		CASE WHEN d.body IS NULL THEN d.payload::text END, w.url, w.is_active, w.secret_encrypted
$$;
