-- A daily total whose logs all moved to another day, project or state (or were deleted) is removed
-- instead of staying behind with zeros. Triggers of one event fire in name order, so this one
-- ("time_log_zero_days_…") runs after "time_log_totals_…" has applied the changes.
CREATE FUNCTION "time_log_day_prune"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "time_log_day" AS "total"
	USING (
		SELECT DISTINCT "old_rows"."company_id",
			("old_rows"."start" AT TIME ZONE "company"."timezone")::date AS "day"
		FROM "old_rows" JOIN "company" ON "company"."id" = "old_rows"."company_id"
		WHERE "old_rows"."end" IS NOT NULL
	) AS "touched"
	WHERE "total"."company_id" = "touched"."company_id" AND "total"."day" = "touched"."day"
		AND "total"."logs" = 0;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "time_log_zero_days_prune_update" AFTER UPDATE ON "time_log"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "time_log_day_prune"();
--> statement-breakpoint
CREATE TRIGGER "time_log_zero_days_prune_delete" AFTER DELETE ON "time_log"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "time_log_day_prune"();
--> statement-breakpoint
DELETE FROM "time_log_day" WHERE "logs" = 0;
