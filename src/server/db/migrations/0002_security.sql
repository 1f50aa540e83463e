-- Storage counts what is stored: an upload's bytes landed (stored_at) or it was attached to a submission.
ALTER TABLE "upload" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
UPDATE "upload" SET "stored_at" = "attached_at" WHERE "attached_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "upload_user_stored_idx" ON "upload" USING btree ("user_id") WHERE stored_at IS NOT NULL;--> statement-breakpoint
-- Bot protection (a proof-of-work before a conversation opens), opt-in per form.
ALTER TABLE "form" ADD COLUMN "bot_protection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Proof-of-work challenges already spent: each one opens one conversation or one submission.
CREATE TABLE "pow_spent" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "pow_spent_expires_idx" ON "pow_spent" USING btree ("expires_at");
