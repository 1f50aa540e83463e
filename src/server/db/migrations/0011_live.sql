-- Issue 24, a human in the conversation.
-- The live list (GET /api/conversations?live=true): an owner's ACTIVE conversations, those asking for a
-- person first, then the most recently changed; walked in that order, and read by the live streams' polling
-- fallback (an owner's ACTIVE conversations changed since a moment).
CREATE INDEX "conversation_live_idx" ON "conversation" USING btree ("user_id","needs_human" DESC,"updated_at" DESC,"id" DESC) WHERE "status" = 'ACTIVE';--> statement-breakpoint
-- A visitor may ask for a person again after the owner answered (takeover or release cleared the call):
-- each call is an event of its own. Every other type stays once per conversation.
DROP INDEX IF EXISTS "event_type_conversation_uniq";--> statement-breakpoint
CREATE UNIQUE INDEX "event_type_conversation_uniq" ON "event" USING btree ("type","conversation_id") WHERE "type" <> 'conversation.handoff_requested';
