CREATE TABLE "debtor_budget_alert_sent" (
	"company_id" bigint NOT NULL,
	"debtor_id" bigint NOT NULL,
	"measure" varchar(6) NOT NULL,
	"period" varchar(7) NOT NULL,
	"threshold" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "debtor_budget_alert_sent_pkey" PRIMARY KEY("company_id","debtor_id","measure","period","threshold","user_id")
);
--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "budget_hours" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "budget_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "budget_monthly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "budget_alert_thresholds" integer[] DEFAULT '{80,100}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "budget_alert_members" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor_budget_alert_sent" ADD CONSTRAINT "debtor_budget_alert_sent_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_budget_alert_sent" ADD CONSTRAINT "debtor_budget_alert_sent_debtor_fk" FOREIGN KEY ("company_id","debtor_id") REFERENCES "public"."debtor"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_budget_alert_sent" ADD CONSTRAINT "debtor_budget_alert_sent_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;