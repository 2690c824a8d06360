CREATE TABLE "billing_rounding_rule" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"debtor_id" bigint,
	"project_id" bigint,
	"mode" varchar(7) NOT NULL,
	"interval_minutes" integer NOT NULL,
	"scope" varchar(3) NOT NULL,
	"minimum_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_rounding_rule_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "time_log" ADD COLUMN "billed_seconds" integer;--> statement-breakpoint
ALTER TABLE "time_log" ADD COLUMN "rounding" varchar(32);--> statement-breakpoint
ALTER TABLE "time_log_day" ADD COLUMN "billed_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_rounding_rule" ADD CONSTRAINT "billing_rounding_rule_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_rounding_rule" ADD CONSTRAINT "billing_rounding_rule_debtor_fk" FOREIGN KEY ("company_id","debtor_id") REFERENCES "public"."debtor"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_rounding_rule" ADD CONSTRAINT "billing_rounding_rule_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."project"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_rounding_rule_target_key" ON "billing_rounding_rule" USING btree ("company_id",coalesce("debtor_id", 0),coalesce("project_id", 0));
--> statement-breakpoint
-- Billing rounding (decision 031). A log whose billed seconds were never written (every log
-- before this migration, until pricing writes it again) bills its worked time when billable, else
-- nothing: that is what the coalesce below reads, so no log is rewritten here. The totals'
-- statement triggers (0014, 0017, 0028) keep the day totals' billed seconds from here on; the days
-- are built again once with them.
CREATE OR REPLACE FUNCTION "time_log_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" text := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
		WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
		ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
	END;
	"ids" bigint[]; "zones" text[];
	p_company bigint[]; p_project bigint[]; p_tracked bigint[]; p_billable bigint[]; p_amount numeric[]; p_unbilled numeric[];
	d_company bigint[]; d_day date[]; d_user bigint[]; d_project bigint[]; d_activity bigint[]; d_billable boolean[];
	d_invoiced boolean[]; d_currency text[]; d_seconds bigint[]; d_billed bigint[]; d_amount numeric[]; d_logs int[];
	u_company bigint[]; u_user bigint[]; u_currency text[]; u_amount numeric[];
BEGIN
	EXECUTE format('SELECT array_agg(DISTINCT company_id ORDER BY company_id) FROM (%s) AS c', "changes") INTO "ids";
	IF "ids" IS NULL THEN RETURN NULL; END IF;
	SELECT array_agg("id" ORDER BY "id"), array_agg("timezone" ORDER BY "id") INTO "ids", "zones"
		FROM "company" WHERE "id" = ANY("ids");
	EXECUTE format($sql$
		SELECT array_agg("company_id"), array_agg("project_id"), array_agg("tracked"), array_agg("billable"), array_agg("amount"), array_agg("unbilled")
		FROM (SELECT "company_id", "project_id",
				coalesce(sum("sign" * "duration_seconds"), 0) AS "tracked",
				coalesce(sum("sign" * "duration_seconds") FILTER (WHERE "billable"), 0) AS "billable",
				coalesce(sum("sign" * "amount"), 0) AS "amount",
				coalesce(sum("sign" * "amount") FILTER (WHERE "invoice_id" IS NULL), 0) AS "unbilled"
			FROM (%s) AS "changes" GROUP BY 1, 2 ORDER BY 1, 2) AS "d"
		WHERE "tracked" <> 0 OR "billable" <> 0 OR "amount" <> 0 OR "unbilled" <> 0
	$sql$, "changes") INTO p_company, p_project, p_tracked, p_billable, p_amount, p_unbilled;
	EXECUTE format($sql$
		SELECT array_agg(c), array_agg(d), array_agg(u), array_agg(p), array_agg(a), array_agg(b), array_agg(i), array_agg(cur), array_agg(s), array_agg(bs), array_agg(am), array_agg(l)
		FROM (SELECT "changes"."company_id" c, ("changes"."start" AT TIME ZONE "z"."zone")::date d,
				"user_id" u, "project_id" p, "activity_id" a, "billable" b, "invoice_id" IS NOT NULL i, "currency"::text cur,
				coalesce(sum("sign" * "duration_seconds"), 0) s, coalesce(sum("sign" * coalesce("billed_seconds", CASE WHEN "billable" THEN "duration_seconds" ELSE 0 END)), 0) bs, sum("sign" * "amount") am, sum("sign")::int l
			FROM (%s) AS "changes" JOIN unnest($1, $2) AS "z"("id", "zone") ON "z"."id" = "changes"."company_id"
			WHERE "changes"."end" IS NOT NULL
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
			HAVING sum("sign") <> 0 OR coalesce(sum("sign" * "duration_seconds"), 0) <> 0
				OR coalesce(sum("sign" * coalesce("billed_seconds", CASE WHEN "billable" THEN "duration_seconds" ELSE 0 END)), 0) <> 0 OR sum("sign" * "amount") <> 0
			ORDER BY 1, 2, 3, 4, 5, 6, 7, 8) AS "x"
	$sql$, "changes") INTO d_company, d_day, d_user, d_project, d_activity, d_billable, d_invoiced, d_currency, d_seconds, d_billed, d_amount, d_logs
	USING "ids", "zones";
	EXECUTE format($sql$
		SELECT array_agg("company_id"), array_agg("user_id"), array_agg("currency"::text), array_agg("amount")
		FROM (SELECT "company_id", "user_id", "currency", sum("sign" * "amount") AS "amount"
			FROM (%s) AS "changes" WHERE "billable" AND "invoice_id" IS NULL
			GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) AS "x" WHERE "amount" <> 0
	$sql$, "changes") INTO u_company, u_user, u_currency, u_amount;

	IF p_company IS NOT NULL THEN
		INSERT INTO "project_time_total" AS "total"
			("company_id", "project_id", "tracked_seconds", "billable_seconds", "amount", "unbilled_amount")
		SELECT * FROM unnest(p_company, p_project, p_tracked, p_billable, p_amount, p_unbilled)
		ON CONFLICT ("company_id", "project_id") DO UPDATE SET
			"tracked_seconds" = "total"."tracked_seconds" + excluded."tracked_seconds",
			"billable_seconds" = "total"."billable_seconds" + excluded."billable_seconds",
			"amount" = "total"."amount" + excluded."amount",
			"unbilled_amount" = "total"."unbilled_amount" + excluded."unbilled_amount";
	END IF;
	IF d_company IS NOT NULL THEN
		INSERT INTO "time_log_day" AS "total" ("company_id", "day", "user_id", "project_id",
			"activity_id", "billable", "invoiced", "currency", "tracked_seconds", "billed_seconds", "amount", "logs")
		SELECT * FROM unnest(d_company, d_day, d_user, d_project, d_activity, d_billable, d_invoiced, d_currency, d_seconds, d_billed, d_amount, d_logs)
		ON CONFLICT ON CONSTRAINT "time_log_day_key" DO UPDATE SET
			"tracked_seconds" = "total"."tracked_seconds" + excluded."tracked_seconds",
			"billed_seconds" = "total"."billed_seconds" + excluded."billed_seconds",
			"amount" = "total"."amount" + excluded."amount",
			"logs" = "total"."logs" + excluded."logs";
	END IF;
	IF u_company IS NOT NULL THEN
		INSERT INTO "unbilled_total" AS "total" ("company_id", "user_id", "currency", "amount")
		SELECT * FROM unnest(u_company, u_user, u_currency, u_amount)
		ON CONFLICT ("company_id", "user_id", "currency") DO UPDATE SET
			"amount" = "total"."amount" + excluded."amount";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "time_log_day_rebuild"("rebuilt_company_id" bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "time_log_day" WHERE "company_id" = "rebuilt_company_id";
	INSERT INTO "time_log_day" ("company_id", "day", "user_id", "project_id", "activity_id",
		"billable", "invoiced", "currency", "tracked_seconds", "billed_seconds", "amount", "logs")
	SELECT "time_log"."company_id", ("time_log"."start" AT TIME ZONE "company"."timezone")::date,
		"user_id", "project_id", "activity_id", "billable", "invoice_id" IS NOT NULL, "currency",
		coalesce(sum("duration_seconds"), 0), coalesce(sum(coalesce("billed_seconds", CASE WHEN "billable" THEN "duration_seconds" ELSE 0 END)), 0), sum("amount"), count(*)
	FROM "time_log" JOIN "company" ON "company"."id" = "time_log"."company_id"
	WHERE "time_log"."company_id" = "rebuilt_company_id" AND "company"."id" = "rebuilt_company_id"
		AND "time_log"."end" IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END;
$$;
--> statement-breakpoint
SELECT "time_log_day_rebuild"("id") FROM "company";
--> statement-breakpoint
ALTER TABLE "billing_rounding_rule" ADD CONSTRAINT "billing_rounding_rule_one_target" CHECK ("debtor_id" IS NULL OR "project_id" IS NULL);
