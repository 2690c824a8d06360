CREATE TABLE "company_reminder_defaults" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"working_days" integer[] NOT NULL,
	"daily_target_minutes" integer NOT NULL,
	"timer_limit_hours" integer NOT NULL,
	"idle_minutes" integer NOT NULL,
	"reminders_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sent" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"subject" varchar(20) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_sent_pkey" PRIMARY KEY("company_id","user_id","kind","subject")
);
--> statement-breakpoint
CREATE TABLE "user_reminder_settings" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"working_days" integer[],
	"daily_target_minutes" integer,
	"timer_limit_hours" integer,
	"idle_minutes" integer,
	"reminders_enabled" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reminder_settings_pkey" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_reminder_defaults" ADD CONSTRAINT "company_reminder_defaults_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminder_settings" ADD CONSTRAINT "user_reminder_settings_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminder_settings" ADD CONSTRAINT "user_reminder_settings_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_sent_sent_at_idx" ON "reminder_sent" USING btree ("sent_at");