-- Ended logs summed per company, local day, user, project, activity, billable, invoiced and
-- currency (table in 0016), for statistics. The totals function of 0014 keeps it too: a log's day
-- is its start in its company's time zone. When a company's zone changes, its days are built
-- again from its logs; the same function builds every company's days once here.
CREATE FUNCTION "time_log_day_rebuild"("rebuilt_company_id" bigint) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "time_log_day" WHERE "company_id" = "rebuilt_company_id";
	INSERT INTO "time_log_day" ("company_id", "day", "user_id", "project_id", "activity_id",
		"billable", "invoiced", "currency", "tracked_seconds", "amount", "logs")
	SELECT "time_log"."company_id", ("time_log"."start" AT TIME ZONE "company"."timezone")::date,
		"user_id", "project_id", "activity_id", "billable", "invoice_id" IS NOT NULL, "currency",
		coalesce(sum("duration_seconds"), 0), sum("amount"), count(*)
	FROM "time_log" JOIN "company" ON "company"."id" = "time_log"."company_id"
	WHERE "time_log"."company_id" = "rebuilt_company_id" AND "time_log"."end" IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
$$;
--> statement-breakpoint
SELECT "time_log_day_rebuild"("id") FROM "company";
--> statement-breakpoint
CREATE FUNCTION "company_timezone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "time_log_day_rebuild"(NEW."id");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "company_timezone_changed" AFTER UPDATE OF "timezone" ON "company"
	FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
	EXECUTE FUNCTION "company_timezone_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "time_log_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		), "days" AS (
			INSERT INTO "time_log_day" AS "total" ("company_id", "day", "user_id", "project_id",
				"activity_id", "billable", "invoiced", "currency", "tracked_seconds", "amount", "logs")
			SELECT "changes"."company_id", ("changes"."start" AT TIME ZONE "company"."timezone")::date,
				"user_id", "project_id", "activity_id", "billable", "invoice_id" IS NOT NULL, "currency",
				coalesce(sum("sign" * "duration_seconds"), 0), sum("sign" * "amount"), sum("sign")
			FROM "changes" JOIN "company" ON "company"."id" = "changes"."company_id"
			WHERE "changes"."end" IS NOT NULL
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
			HAVING sum("sign") <> 0 OR coalesce(sum("sign" * "duration_seconds"), 0) <> 0
				OR sum("sign" * "amount") <> 0
			ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
			ON CONFLICT ON CONSTRAINT "time_log_day_key" DO UPDATE SET
				"tracked_seconds" = "total"."tracked_seconds" + excluded."tracked_seconds",
				"amount" = "total"."amount" + excluded."amount",
				"logs" = "total"."logs" + excluded."logs"
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
