CREATE TABLE "invoice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"debtor_id" bigint NOT NULL,
	"type_code" varchar(3) DEFAULT '380' NOT NULL,
	"status" varchar(9) DEFAULT 'draft' NOT NULL,
	"number" varchar(50),
	"issue_date" date,
	"due_date" date,
	"service_from" date NOT NULL,
	"service_until" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"grouping" varchar(20) NOT NULL,
	"project_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"include_time" boolean DEFAULT true NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"corrected_invoice_id" bigint,
	"seller" jsonb,
	"buyer" jsonb,
	"net_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gross_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_company_number_key" UNIQUE("company_id","number")
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit_code" varchar(3) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"tax_category" varchar(2) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"project_id" bigint,
	"activity_id" bigint,
	"user_id" bigint,
	"day" date,
	"manual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counter" (
	"company_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "invoice_number_counter_company_id_period_pk" PRIMARY KEY("company_id","period")
);
--> statement-breakpoint
CREATE TABLE "invoice_payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_time_log" (
	"company_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"time_log_id" bigint NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_time_log_invoice_id_time_log_id_pk" PRIMARY KEY("invoice_id","time_log_id")
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "legal_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "account_holder" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "invoice_number_pattern" varchar(50) DEFAULT '{YYYY}-{seq:4}' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "invoice_counter_reset" varchar(6) DEFAULT 'yearly' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "invoice_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "invoice_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "buyer_reference" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "tax_treatment" varchar(14) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "tax_exemption_reason" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "einvoice_format" varchar(9) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_debtor_id_debtor_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_counter" ADD CONSTRAINT "invoice_number_counter_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_line_id_invoice_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."invoice_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_log" ADD CONSTRAINT "invoice_time_log_time_log_id_time_log_id_fk" FOREIGN KEY ("time_log_id") REFERENCES "public"."time_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_one_credit_note_key" ON "invoice" USING btree ("corrected_invoice_id") WHERE "invoice"."corrected_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_company_status_idx" ON "invoice" USING btree ("company_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_company_debtor_idx" ON "invoice" USING btree ("company_id","debtor_id");--> statement-breakpoint
CREATE INDEX "invoice_company_issue_date_idx" ON "invoice" USING btree ("company_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_idx" ON "invoice_line" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payment_invoice_idx" ON "invoice_payment" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_time_log_held_key" ON "invoice_time_log" USING btree ("time_log_id") WHERE not "invoice_time_log"."released";--> statement-breakpoint
CREATE INDEX "invoice_time_log_line_idx" ON "invoice_time_log" USING btree ("line_id");--> statement-breakpoint
-- Written by hand: the schema files do not declare this key (they would import each other).
ALTER TABLE "time_log" ADD CONSTRAINT "time_log_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;
