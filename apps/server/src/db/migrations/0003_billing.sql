CREATE TABLE "billing_charge" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"billing_period_id" bigint NOT NULL,
	"description" varchar(200) NOT NULL,
	"users" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_period" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"subscription_type_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount_of_users" integer NOT NULL,
	"next_amount_of_users" integer NOT NULL,
	"price_per_user" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(10) NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_subscription" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"subscription_type_id" bigint NOT NULL,
	"next_subscription_type_id" bigint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_type" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_per_user" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"max_users" integer,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "billing_charge" ADD CONSTRAINT "billing_charge_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_charge" ADD CONSTRAINT "billing_charge_billing_period_id_billing_period_id_fk" FOREIGN KEY ("billing_period_id") REFERENCES "public"."billing_period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_period" ADD CONSTRAINT "billing_period_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_period" ADD CONSTRAINT "billing_period_subscription_type_id_subscription_type_id_fk" FOREIGN KEY ("subscription_type_id") REFERENCES "public"."subscription_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscription" ADD CONSTRAINT "company_subscription_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscription" ADD CONSTRAINT "company_subscription_subscription_type_id_subscription_type_id_fk" FOREIGN KEY ("subscription_type_id") REFERENCES "public"."subscription_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscription" ADD CONSTRAINT "company_subscription_next_subscription_type_id_subscription_type_id_fk" FOREIGN KEY ("next_subscription_type_id") REFERENCES "public"."subscription_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_charge_period_idx" ON "billing_charge" USING btree ("billing_period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_period_one_active_key" ON "billing_period" USING btree ("company_id") WHERE "billing_period"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_period_company_start_key" ON "billing_period" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "billing_period_active_end_idx" ON "billing_period" USING btree ("end_date") WHERE "billing_period"."status" = 'active';