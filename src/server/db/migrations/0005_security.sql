-- The instance's setup state, one row. `first_started_at` is set by the first instance that starts on this
-- database (not here: the embedded database is seeded from a template migrated at build time); the setup
-- window for the first account counts from it, across restarts and instances.
CREATE TABLE "instance_setup" (
	"id" text PRIMARY KEY DEFAULT 'instance' NOT NULL,
	"first_started_at" timestamp with time zone,
	CONSTRAINT "instance_setup_one_row" CHECK ("id" = 'instance')
);--> statement-breakpoint
INSERT INTO "instance_setup" ("id") VALUES ('instance') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A sign-up that claims to be the instance's first account (SIGNUP=closed) sets this; the unique index lets
-- one row ever hold it, so sign-ups racing on an empty instance (on any number of instances) make one account.
ALTER TABLE "user" ADD COLUMN "first_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_first_account_key" ON "user" ("first_account") WHERE "first_account";--> statement-breakpoint
-- Pending (unattached) uploads are capped per client address and per form (docs/uploads.md).
ALTER TABLE "upload" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "upload_pending_client_idx" ON "upload" ("client_key", "created_at") WHERE "attached_at" IS NULL;--> statement-breakpoint
CREATE INDEX "upload_pending_form_idx" ON "upload" ("form_id", "created_at") WHERE "attached_at" IS NULL;
