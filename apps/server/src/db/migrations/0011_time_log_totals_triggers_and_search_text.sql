-- Searching time logs: the description lower-cased once when written. `search_text LIKE lower(pattern)`
-- is what ILIKE does row by row (lower both sides, then LIKE), without lower-casing every row per search.
ALTER TABLE "time_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("description")) STORED;
--> statement-breakpoint
-- A project's totals (table in 0010), built once here and then kept by the statement triggers below,
-- so a project's detail reads one row instead of summing every log of the project.
INSERT INTO "project_time_total" ("project_id", "tracked_seconds", "billable_seconds", "amount", "unbilled_amount")
	SELECT "project_id", coalesce(sum("duration_seconds"), 0),
		coalesce(sum("duration_seconds") FILTER (WHERE "billable"), 0),
		coalesce(sum("amount"), 0), coalesce(sum("amount") FILTER (WHERE "invoice_id" IS NULL), 0)
	FROM "time_log" GROUP BY "project_id";
--> statement-breakpoint
-- One function for the three statement triggers: the rows a statement removed count negatively, the
-- rows it added positively, summed per project and applied in project order (no lock-order deadlocks).
-- Statements that change nothing a total depends on (a description, say) touch no total.
CREATE FUNCTION "project_time_total_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
		ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
	END;
BEGIN
	EXECUTE format($sql$
		WITH "changes" AS (%s), "deltas" AS (
			SELECT "project_id",
				coalesce(sum("sign" * "duration_seconds"), 0) AS "tracked",
				coalesce(sum("sign" * "duration_seconds") FILTER (WHERE "billable"), 0) AS "billable",
				coalesce(sum("sign" * "amount"), 0) AS "amount",
				coalesce(sum("sign" * "amount") FILTER (WHERE "invoice_id" IS NULL), 0) AS "unbilled"
			FROM "changes" GROUP BY "project_id"
		)
		INSERT INTO "project_time_total" AS "total"
			("project_id", "tracked_seconds", "billable_seconds", "amount", "unbilled_amount")
		SELECT "project_id", "tracked", "billable", "amount", "unbilled" FROM "deltas"
			WHERE "tracked" <> 0 OR "billable" <> 0 OR "amount" <> 0 OR "unbilled" <> 0
			ORDER BY "project_id"
		ON CONFLICT ("project_id") DO UPDATE SET
			"tracked_seconds" = "total"."tracked_seconds" + excluded."tracked_seconds",
			"billable_seconds" = "total"."billable_seconds" + excluded."billable_seconds",
			"amount" = "total"."amount" + excluded."amount",
			"unbilled_amount" = "total"."unbilled_amount" + excluded."unbilled_amount"
	$sql$, "changes");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_time_total_insert" AFTER INSERT ON "time_log"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_time_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "project_time_total_update" AFTER UPDATE ON "time_log"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_time_total_apply"();
--> statement-breakpoint
CREATE TRIGGER "project_time_total_delete" AFTER DELETE ON "time_log"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "project_time_total_apply"();
