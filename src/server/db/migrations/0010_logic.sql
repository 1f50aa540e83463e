-- Issue 23: a deal's value question is named by the question's key, so renaming the question keeps it.
-- Forms saved before keys named it by text: that text becomes the key of the question it names (as the
-- server matched it: exactly, else without case); a text no question has stays as it was.
UPDATE "form" AS f
SET "automations" = jsonb_set(f."automations", '{createDeal,valueQuestion}', to_jsonb(m."key"))
FROM (
	SELECT g."id", (
		SELECT q->>'key'
		FROM jsonb_array_elements(g."questions") WITH ORDINALITY AS x(q, n)
		WHERE q->>'key' IS NOT NULL
			AND lower(btrim(q->>'text')) = lower(btrim(g."automations"->'createDeal'->>'valueQuestion'))
		ORDER BY (q->>'text' = g."automations"->'createDeal'->>'valueQuestion') DESC, x.n
		LIMIT 1
	) AS "key"
	FROM "form" AS g
	WHERE jsonb_typeof(g."automations"->'createDeal') = 'object'
		AND jsonb_typeof(g."automations"->'createDeal'->'valueQuestion') = 'string'
) AS m
WHERE m."id" = f."id" AND m."key" IS NOT NULL
	AND m."key" <> f."automations"->'createDeal'->>'valueQuestion';
