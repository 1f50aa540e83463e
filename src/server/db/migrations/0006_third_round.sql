-- Third round (CONTRACT "Third round"): question keys, hidden fields, endings and knowledge on forms; answers
-- stored by question key (so a renamed question keeps its answers); hidden values, the handler and the call
-- for a person on conversations; who sent a message; the questions visitors asked the interviewer.
-- Every new column has a constant default or none: adding them rewrites no table.
ALTER TABLE "form" ADD COLUMN "hidden_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form" ADD COLUMN "endings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form" ADD COLUMN "knowledge" text;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "hidden_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "handler" text DEFAULT 'BOT' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "needs_human" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- NULL: as the role says (a VISITOR message, or the interviewer's ASSISTANT one); HUMAN for an owner's reply.
ALTER TABLE "message" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "author_name" text;--> statement-breakpoint
CREATE TABLE "visitor_question" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"form_id" text NOT NULL,
	"text" text NOT NULL,
	"answered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitor_question" ADD CONSTRAINT "visitor_question_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_question" ADD CONSTRAINT "visitor_question_form_id_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_question_conversation_idx" ON "visitor_question" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "visitor_question_form_unanswered_idx" ON "visitor_question" USING btree ("form_id","created_at" DESC) WHERE NOT "answered";--> statement-breakpoint
-- A key derived from a question's text as src/contract/logic.ts deriveKey does (accents of Latin letters
-- dropped, other characters folded to "_"), unique within its form.
CREATE FUNCTION "charla_key_base"(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	s text;
BEGIN
	s := lower(translate(t,
		'ÁÀÂÄÃÅĀáàâäãåāÉÈÊËĒéèêëēÍÌÎÏĪíìîïīÓÒÔÖÕŌóòôöõōÚÙÛÜŪúùûüūÑñÇçÝýÿ',
		'AAAAAAAaaaaaaaEEEEEeeeeeIIIIIiiiiiOOOOOOooooooUUUUUuuuuuNnCcYyy'));
	s := replace(s, 'ß', 'ss');
	s := regexp_replace(s, '[^a-z0-9]+', '_', 'g');
	s := regexp_replace(s, '^_+|_+$', '', 'g');
	IF s !~ '^[a-z]' THEN
		s := CASE WHEN s = '' THEN 'q' ELSE 'q_' || s END;
	END IF;
	RETURN regexp_replace(left(s, 40), '_+$', '');
END $$;
--> statement-breakpoint
CREATE FUNCTION "charla_keyed_questions"(questions jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	q jsonb;
	out jsonb := '[]'::jsonb;
	taken text[] := '{}';
	base text;
	k text;
	n int;
BEGIN
	FOR q IN SELECT value FROM jsonb_array_elements(questions) LOOP
		IF q ? 'key' THEN
			taken := taken || (q->>'key');
		END IF;
	END LOOP;
	FOR q IN SELECT value FROM jsonb_array_elements(questions) LOOP
		IF NOT q ? 'key' THEN
			base := charla_key_base(q->>'text');
			k := base;
			n := 2;
			WHILE k = ANY(taken) LOOP
				k := regexp_replace(left(base, 40 - length('_' || n)), '_+$', '') || '_' || n;
				n := n + 1;
			END LOOP;
			taken := taken || k;
			q := q || jsonb_build_object('key', k);
		END IF;
		out := out || jsonb_build_array(q);
	END LOOP;
	RETURN out;
END $$;
--> statement-breakpoint
UPDATE "form" SET "questions" = charla_keyed_questions("questions")
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("questions") e WHERE NOT e.value ? 'key');
--> statement-breakpoint
-- Answers were keyed by question text; from now on by key. A text no question of the form has any more keeps
-- its name (the readers show it as it is).
UPDATE "conversation" c SET "collected_data" = (
	SELECT coalesce(jsonb_object_agg(coalesce(
		(SELECT q.value->>'key' FROM jsonb_array_elements(f."questions") q WHERE q.value->>'text' = a.key LIMIT 1),
		a.key), a.value), '{}'::jsonb)
	FROM jsonb_each(c."collected_data") a)
FROM "form" f
WHERE f."id" = c."form_id" AND c."collected_data" <> '{}'::jsonb;
--> statement-breakpoint
DROP FUNCTION "charla_keyed_questions"(jsonb);--> statement-breakpoint
DROP FUNCTION "charla_key_base"(text);
