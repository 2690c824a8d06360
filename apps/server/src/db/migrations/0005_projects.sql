CREATE TABLE "activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"project_id" bigint,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" varchar(7) DEFAULT '#4e342e' NOT NULL,
	"billable_by_default" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debtor" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"contact_person" varchar(200) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(50) DEFAULT '' NOT NULL,
	"street" varchar(200) DEFAULT '' NOT NULL,
	"zip_code" varchar(20) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT '' NOT NULL,
	"vat_id" varchar(50) DEFAULT '' NOT NULL,
	"currency" varchar(3),
	"payment_terms_days" integer,
	"notes" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hourly_rate_rule" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"debtor_id" bigint,
	"project_id" bigint,
	"activity_id" bigint,
	"user_id" bigint,
	"rate_type" varchar(6) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"internal_rate" numeric(12, 2),
	"valid_from" date,
	"valid_until" date,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"debtor_id" bigint,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" varchar(7) DEFAULT '#ef6c00' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"billable_by_default" boolean DEFAULT true NOT NULL,
	"budget_hours" numeric(10, 2),
	"budget_amount" numeric(12, 2),
	"start_date" date,
	"end_date" date,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"activity_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	"duration_seconds" integer,
	"billable" boolean NOT NULL,
	"hourly_rate" numeric(12, 2),
	"rate_type" varchar(6),
	"rate_rule_id" bigint,
	"has_rate" boolean DEFAULT false NOT NULL,
	"amount" numeric(14, 3) DEFAULT '0' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor" ADD CONSTRAINT "debtor_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_rate_rule" ADD CONSTRAINT "hourly_rate_rule_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_rate_rule_id_hourly_rate_rule_id_fk" FOREIGN KEY ("rate_rule_id") REFERENCES "public"."hourly_rate_rule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_company_name_idx" ON "activity" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "debtor_company_name_idx" ON "debtor" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "hourly_rate_rule_company_idx" ON "hourly_rate_rule" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_company_name_idx" ON "project" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "project_debtor_idx" ON "project" USING btree ("debtor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_log_one_running_key" ON "time_log" USING btree ("user_id") WHERE "time_log"."end" is null;--> statement-breakpoint
CREATE INDEX "time_log_company_start_idx" ON "time_log" USING btree ("company_id","start" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "time_log_company_user_start_idx" ON "time_log" USING btree ("company_id","user_id","start" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "time_log_project_start_idx" ON "time_log" USING btree ("project_id","start");--> statement-breakpoint
CREATE INDEX "time_log_rate_rule_idx" ON "time_log" USING btree ("rate_rule_id");