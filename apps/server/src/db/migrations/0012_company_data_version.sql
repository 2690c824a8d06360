-- A number per company that grows with every statement changing its time logs, projects or
-- activities: what a filtered time-log count depends on. A count remembered with the version it
-- was read at is still exact while the version stays the same (see modules/projects/count-cache.ts).
CREATE TABLE "company_data_version" (
	"company_id" bigint PRIMARY KEY NOT NULL REFERENCES "company"("id") ON DELETE CASCADE,
	"version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE FUNCTION "company_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changed" text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT company_id FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT company_id FROM old_rows'
		ELSE 'SELECT company_id FROM old_rows UNION SELECT company_id FROM new_rows'
	END;
BEGIN
	-- In company order, so that statements touching several companies cannot deadlock.
	EXECUTE format($sql$
		INSERT INTO "company_data_version" AS "current" ("company_id", "version")
		SELECT DISTINCT "company_id", 1 FROM (%s) AS "changed" ORDER BY "company_id"
		ON CONFLICT ("company_id") DO UPDATE SET "version" = "current"."version" + 1
	$sql$, "changed");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Three statement triggers (insert, update, delete) on each table a filtered count reads.
DO $$
DECLARE
	"source" text;
BEGIN
	FOREACH "source" IN ARRAY ARRAY['time_log', 'project', 'activity'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
			'FOR EACH STATEMENT EXECUTE FUNCTION "company_data_version_bump"()', "source" || '_version_insert', "source");
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
			'FOR EACH STATEMENT EXECUTE FUNCTION "company_data_version_bump"()', "source" || '_version_update', "source");
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
			'FOR EACH STATEMENT EXECUTE FUNCTION "company_data_version_bump"()', "source" || '_version_delete', "source");
	END LOOP;
END;
$$;
