-- Exact row counts of time logs per company and user, kept by a trigger, so the
-- unfiltered time-log list answers `count` without scanning the company's rows.
CREATE TABLE "time_log_counter" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"count" bigint NOT NULL DEFAULT 0,
	CONSTRAINT "time_log_counter_pkey" PRIMARY KEY ("company_id", "user_id")
);
--> statement-breakpoint
INSERT INTO "time_log_counter" ("company_id", "user_id", "count")
	SELECT "company_id", "user_id", count(*) FROM "time_log" GROUP BY "company_id", "user_id";
--> statement-breakpoint
CREATE FUNCTION "time_log_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "time_log_counter" SET "count" = "count" - 1
			WHERE "company_id" = OLD."company_id" AND "user_id" = OLD."user_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "time_log_counter" ("company_id", "user_id", "count")
			VALUES (NEW."company_id", NEW."user_id", 1)
			ON CONFLICT ("company_id", "user_id") DO UPDATE SET "count" = "time_log_counter"."count" + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "time_log_count_insert_delete" AFTER INSERT OR DELETE ON "time_log"
	FOR EACH ROW EXECUTE FUNCTION "time_log_count_change"();
--> statement-breakpoint
CREATE TRIGGER "time_log_count_move" AFTER UPDATE OF "company_id", "user_id" ON "time_log"
	FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
	EXECUTE FUNCTION "time_log_count_change"();
