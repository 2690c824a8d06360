-- Searching time logs: the description lower-cased once when written. `search_text LIKE lower(pattern)`
-- is what ILIKE does row by row (lower both sides, then LIKE), without lower-casing every row per search.
ALTER TABLE "time_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("description")) STORED;
--> statement-breakpoint
-- A project's totals (table in 0010), built once here and kept from then on by the statement
-- triggers of 0014, so a project's detail reads one row instead of summing every log of the project.
INSERT INTO "project_time_total" ("project_id", "tracked_seconds", "billable_seconds", "amount", "unbilled_amount")
	SELECT "project_id", coalesce(sum("duration_seconds"), 0),
		coalesce(sum("duration_seconds") FILTER (WHERE "billable"), 0),
		coalesce(sum("amount"), 0), coalesce(sum("amount") FILTER (WHERE "invoice_id" IS NULL), 0)
	FROM "time_log" GROUP BY "project_id";
