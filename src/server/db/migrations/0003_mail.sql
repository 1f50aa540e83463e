-- Owner notifications per form (issue #16): e-mail each recipient when a conversation completes.
ALTER TABLE "form" ADD COLUMN "notifications" jsonb DEFAULT '{"onCompleted":false,"emails":[]}'::jsonb NOT NULL;--> statement-breakpoint
-- The e-mail outbox: one row per message and recipient, written in the transaction that decides to send
-- it; a worker sends due rows (claimed with a lease, FOR UPDATE SKIP LOCKED) and retries failures.
CREATE TABLE "mail" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_dedupe_uniq" ON "mail" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_due_idx" ON "mail" USING btree ("next_attempt_at") WHERE status = 'PENDING';
