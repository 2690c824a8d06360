-- What is not invoiced yet per company, user and currency (table in 0013), built once here; from
-- here on one statement-trigger function keeps it and the project totals (0010, built in 0011).
INSERT INTO "unbilled_total" ("company_id", "user_id", "currency", "amount")
	SELECT "company_id", "user_id", "currency", sum("amount") FROM "time_log"
	WHERE "billable" AND "invoice_id" IS NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The rows a statement removed count negatively, the rows it added positively; each total is
-- changed in key order (no lock-order deadlocks), and only where something it holds changed.
CREATE FUNCTION "time_log_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
		ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
	END;
BEGIN
	EXECUTE format($sql$
		WITH "changes" AS (%s), "project_deltas" AS (
			SELECT "project_id",
				coalesce(sum("sign" * "duration_seconds"), 0) AS "tracked",
				coalesce(sum("sign" * "duration_seconds") FILTER (WHERE "billable"), 0) AS "billable",
				coalesce(sum("sign" * "amount"), 0) AS "amount",
				coalesce(sum("sign" * "amount") FILTER (WHERE "invoice_id" IS NULL), 0) AS "unbilled"
			FROM "changes" GROUP BY "project_id"
		), "projects" AS (
			INSERT INTO "project_time_total" AS "total"
				("project_id", "tracked_seconds", "billable_seconds", "amount", "unbilled_amount")
			SELECT "project_id", "tracked", "billable", "amount", "unbilled" FROM "project_deltas"
				WHERE "tracked" <> 0 OR "billable" <> 0 OR "amount" <> 0 OR "unbilled" <> 0
				ORDER BY "project_id"
			ON CONFLICT ("project_id") DO UPDATE SET
				"tracked_seconds" = "total"."tracked_seconds" + excluded."tracked_seconds",
				"billable_seconds" = "total"."billable_seconds" + excluded."billable_seconds",
				"amount" = "total"."amount" + excluded."amount",
				"unbilled_amount" = "total"."unbilled_amount" + excluded."unbilled_amount"
		), "unbilled_deltas" AS (
			SELECT "company_id", "user_id", "currency", sum("sign" * "amount") AS "amount"
			FROM "changes" WHERE "billable" AND "invoice_id" IS NULL
			GROUP BY "company_id", "user_id", "currency"
		)
		INSERT INTO "unbilled_total" AS "total" ("company_id", "user_id", "currency", "amount")
		SELECT "company_id", "user_id", "currency", "amount" FROM "unbilled_deltas"
			WHERE "amount" <> 0 ORDER BY "company_id", "user_id", "currency"
		ON CONFLICT ("company_id", "user_id", "currency") DO UPDATE SET
			"amount" = "total"."amount" + excluded."amount"
	$sql$, "changes");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "time_log_totals_insert" AFTER INSERT ON "time_log"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "time_log_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "time_log_totals_update" AFTER UPDATE ON "time_log"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "time_log_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "time_log_totals_delete" AFTER DELETE ON "time_log"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "time_log_totals_apply"();
