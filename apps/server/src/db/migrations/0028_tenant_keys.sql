-- Tenant keys (issue 22, docs/scaling.md): every tenant table's primary key starts with its
-- company, every reference between tenant rows carries the company on both sides (a row can no
-- longer point into another company), and the unique keys that were global either include the
-- company or move to "user_login" (sign-in names, unique across companies, written by the app
-- with the user). "project_time_total" gains its company. Deleting a rate rule clears the logs'
-- "rate_rule_id" in the app (ON DELETE SET NULL cannot be kept on a key that includes the company
-- on Citus). The e-mail verification and revoked-token rows keep their user id without a key to it.
-- The triggers are written again so that each statement they run stays on one company's rows.
CREATE TABLE "user_login" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_image" DROP CONSTRAINT "company_image_token_unique";--> statement-breakpoint
ALTER TABLE "invitation" DROP CONSTRAINT "invitation_token_hash_unique";--> statement-breakpoint
ALTER TABLE "email_verification" DROP CONSTRAINT "email_verification_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "revoked_token" DROP CONSTRAINT "revoked_token_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_charge" DROP CONSTRAINT "billing_charge_billing_period_id_billing_period_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_debtor_id_debtor_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_delivery" DROP CONSTRAINT "invoice_delivery_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_document" DROP CONSTRAINT "invoice_document_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_activity_id_activity_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_payment" DROP CONSTRAINT "invoice_payment_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_time_log" DROP CONSTRAINT "invoice_time_log_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_time_log" DROP CONSTRAINT "invoice_time_log_line_id_invoice_line_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_time_log" DROP CONSTRAINT "invoice_time_log_time_log_id_time_log_id_fk";
--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" DROP CONSTRAINT "hourly_rate_rule_debtor_id_debtor_id_fk";
--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" DROP CONSTRAINT "hourly_rate_rule_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" DROP CONSTRAINT "hourly_rate_rule_activity_id_activity_id_fk";
--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" DROP CONSTRAINT "hourly_rate_rule_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "project" DROP CONSTRAINT "project_debtor_id_debtor_id_fk";
--> statement-breakpoint
ALTER TABLE "project_time_total" DROP CONSTRAINT "project_time_total_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "time_log" DROP CONSTRAINT "time_log_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "time_log" DROP CONSTRAINT "time_log_project_id_project_id_fk";
--> statement-breakpoint
ALTER TABLE "time_log" DROP CONSTRAINT "time_log_activity_id_activity_id_fk";
--> statement-breakpoint
ALTER TABLE "time_log" DROP CONSTRAINT "time_log_rate_rule_id_hourly_rate_rule_id_fk";
--> statement-breakpoint
ALTER TABLE "unbilled_total" DROP CONSTRAINT "unbilled_total_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "invitation" DROP CONSTRAINT "invitation_invited_by_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "time_log" DROP CONSTRAINT "time_log_invoice_id_invoice_id_fk";
--> statement-breakpoint
DROP INDEX "app_user_username_lower_key";--> statement-breakpoint
DROP INDEX "app_user_email_lower_key";--> statement-breakpoint
DROP INDEX "invoice_delivery_open_key";--> statement-breakpoint
DROP INDEX "invoice_time_log_held_key";--> statement-breakpoint
DROP INDEX "time_log_one_running_key";--> statement-breakpoint
ALTER TABLE "invoice_time_log" DROP CONSTRAINT "invoice_time_log_invoice_id_time_log_id_pk";--> statement-breakpoint
ALTER TABLE "app_user" DROP CONSTRAINT "app_user_pkey";--> statement-breakpoint
ALTER TABLE "billing_charge" DROP CONSTRAINT "billing_charge_pkey";--> statement-breakpoint
ALTER TABLE "billing_period" DROP CONSTRAINT "billing_period_pkey";--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_pkey";--> statement-breakpoint
ALTER TABLE "invoice_delivery" DROP CONSTRAINT "invoice_delivery_pkey";--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_pkey";--> statement-breakpoint
ALTER TABLE "invoice_payment" DROP CONSTRAINT "invoice_payment_pkey";--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_pkey";--> statement-breakpoint
ALTER TABLE "debtor" DROP CONSTRAINT "debtor_pkey";--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" DROP CONSTRAINT "hourly_rate_rule_pkey";--> statement-breakpoint
ALTER TABLE "project" DROP CONSTRAINT "project_pkey";--> statement-breakpoint
ALTER TABLE "project_time_total" ADD COLUMN "company_id" bigint;--> statement-breakpoint
UPDATE "project_time_total" SET "company_id" = "project"."company_id" FROM "project" WHERE "project"."id" = "project_time_total"."project_id";--> statement-breakpoint
ALTER TABLE "project_time_total" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_time_total" DROP CONSTRAINT "project_time_total_pkey";--> statement-breakpoint
ALTER TABLE "time_log" DROP CONSTRAINT "time_log_pkey";--> statement-breakpoint
ALTER TABLE "invitation" DROP CONSTRAINT "invitation_pkey";--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "billing_charge" ADD CONSTRAINT "billing_charge_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "billing_period" ADD CONSTRAINT "billing_period_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invoice_delivery" ADD CONSTRAINT "invoice_delivery_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_pkey" PRIMARY KEY("company_id","invoice_id","time_log_id");--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "debtor" ADD CONSTRAINT "debtor_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "project_time_total" ADD CONSTRAINT "project_time_total_pkey" PRIMARY KEY("company_id","project_id");--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_pkey" PRIMARY KEY("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_login_username_key" ON "user_login" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "user_login_email_key" ON "user_login" USING btree ("email");--> statement-breakpoint
INSERT INTO "user_login" ("user_id", "company_id", "username", "email")
	SELECT "id", "company_id", lower("username"), lower("email") FROM "app_user";--> statement-breakpoint
ALTER TABLE "billing_charge" ADD CONSTRAINT "billing_charge_period_fk" FOREIGN KEY ("company_id","billing_period_id") REFERENCES "public"."billing_period"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_debtor_fk" FOREIGN KEY ("company_id","debtor_id") REFERENCES "public"."debtor"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_delivery" ADD CONSTRAINT "invoice_delivery_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoice"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_document" ADD CONSTRAINT "invoice_document_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoice"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoice"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."project"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_activity_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."activity"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoice"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoice"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_line_fk" FOREIGN KEY ("company_id","line_id") REFERENCES "public"."invoice_line"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_time_log_fk" FOREIGN KEY ("company_id","time_log_id") REFERENCES "public"."time_log"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."project"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_debtor_fk" FOREIGN KEY ("company_id","debtor_id") REFERENCES "public"."debtor"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."project"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_activity_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."activity"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_debtor_fk" FOREIGN KEY ("company_id","debtor_id") REFERENCES "public"."debtor"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_time_total" ADD CONSTRAINT "project_time_total_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."project"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."project"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_activity_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."activity"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_rate_rule_fk" FOREIGN KEY ("company_id","rate_rule_id") REFERENCES "public"."hourly_rate_rule"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_total" ADD CONSTRAINT "unbilled_total_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_invited_by_fk" FOREIGN KEY ("company_id","invited_by") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_delivery_open_key" ON "invoice_delivery" USING btree ("company_id","invoice_id") WHERE "invoice_delivery"."status" <> 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_time_log_held_key" ON "invoice_time_log" USING btree ("company_id","time_log_id") WHERE not "invoice_time_log"."released";--> statement-breakpoint
CREATE UNIQUE INDEX "time_log_one_running_key" ON "time_log" USING btree ("company_id","user_id") WHERE "time_log"."end" is null;--> statement-breakpoint
ALTER TABLE "company_image" ADD CONSTRAINT "company_image_token_unique" UNIQUE("company_id","token");--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_token_hash_unique" UNIQUE("company_id","token_hash");--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoice"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The triggers' statements each stay on one company's rows: the transition tables are read into
-- arrays first, and the tables they keep are written from those arrays, company by company where
-- a statement would otherwise join them.
CREATE OR REPLACE FUNCTION "company_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"ids" bigint[];
	"one" bigint;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT "company_id" ORDER BY "company_id") INTO "ids" FROM "new_rows";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT "company_id" ORDER BY "company_id") INTO "ids" FROM "old_rows";
	ELSE
		SELECT array_agg(DISTINCT "c" ORDER BY "c") INTO "ids"
		FROM (SELECT "company_id" AS "c" FROM "old_rows" UNION SELECT "company_id" FROM "new_rows") AS "s";
	END IF;
	FOREACH "one" IN ARRAY coalesce("ids", '{}') LOOP
		INSERT INTO "company_data_version" AS "current" ("company_id", "version") VALUES ("one", 1)
		ON CONFLICT ("company_id") DO UPDATE SET "version" = "current"."version" + 1;
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
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
	d_invoiced boolean[]; d_currency text[]; d_seconds bigint[]; d_amount numeric[]; d_logs int[];
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
		SELECT array_agg(c), array_agg(d), array_agg(u), array_agg(p), array_agg(a), array_agg(b), array_agg(i), array_agg(cur), array_agg(s), array_agg(am), array_agg(l)
		FROM (SELECT "changes"."company_id" c, ("changes"."start" AT TIME ZONE "z"."zone")::date d,
				"user_id" u, "project_id" p, "activity_id" a, "billable" b, "invoice_id" IS NOT NULL i, "currency"::text cur,
				coalesce(sum("sign" * "duration_seconds"), 0) s, sum("sign" * "amount") am, sum("sign")::int l
			FROM (%s) AS "changes" JOIN unnest($1, $2) AS "z"("id", "zone") ON "z"."id" = "changes"."company_id"
			WHERE "changes"."end" IS NOT NULL
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
			HAVING sum("sign") <> 0 OR coalesce(sum("sign" * "duration_seconds"), 0) <> 0 OR sum("sign" * "amount") <> 0
			ORDER BY 1, 2, 3, 4, 5, 6, 7, 8) AS "x"
	$sql$, "changes") INTO d_company, d_day, d_user, d_project, d_activity, d_billable, d_invoiced, d_currency, d_seconds, d_amount, d_logs
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
			"activity_id", "billable", "invoiced", "currency", "tracked_seconds", "amount", "logs")
		SELECT * FROM unnest(d_company, d_day, d_user, d_project, d_activity, d_billable, d_invoiced, d_currency, d_seconds, d_amount, d_logs)
		ON CONFLICT ON CONSTRAINT "time_log_day_key" DO UPDATE SET
			"tracked_seconds" = "total"."tracked_seconds" + excluded."tracked_seconds",
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
CREATE OR REPLACE FUNCTION "time_log_day_prune"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"one" bigint; "zone" text; "days" date[];
BEGIN
	FOR "one" IN SELECT DISTINCT "company_id" FROM "old_rows" WHERE "end" IS NOT NULL ORDER BY 1 LOOP
		SELECT "timezone" INTO "zone" FROM "company" WHERE "id" = "one";
		SELECT array_agg(DISTINCT ("start" AT TIME ZONE "zone")::date) INTO "days"
			FROM "old_rows" WHERE "company_id" = "one" AND "end" IS NOT NULL;
		DELETE FROM "time_log_day" WHERE "company_id" = "one" AND "day" = ANY("days") AND "logs" = 0;
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "time_log_day_rebuild"("rebuilt_company_id" bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "time_log_day" WHERE "company_id" = "rebuilt_company_id";
	INSERT INTO "time_log_day" ("company_id", "day", "user_id", "project_id", "activity_id",
		"billable", "invoiced", "currency", "tracked_seconds", "amount", "logs")
	SELECT "time_log"."company_id", ("time_log"."start" AT TIME ZONE "company"."timezone")::date,
		"user_id", "project_id", "activity_id", "billable", "invoice_id" IS NOT NULL, "currency",
		coalesce(sum("duration_seconds"), 0), sum("amount"), count(*)
	FROM "time_log" JOIN "company" ON "company"."id" = "time_log"."company_id"
	WHERE "time_log"."company_id" = "rebuilt_company_id" AND "company"."id" = "rebuilt_company_id"
		AND "time_log"."end" IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END;
$$;
