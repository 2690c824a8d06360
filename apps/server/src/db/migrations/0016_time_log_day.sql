CREATE TABLE "time_log_day" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"activity_id" bigint,
	"billable" boolean NOT NULL,
	"invoiced" boolean NOT NULL,
	"currency" varchar(3) NOT NULL,
	"tracked_seconds" bigint NOT NULL,
	"amount" numeric(20, 3) NOT NULL,
	"logs" integer NOT NULL,
	CONSTRAINT "time_log_day_key" UNIQUE NULLS NOT DISTINCT("company_id","day","user_id","project_id","activity_id","billable","invoiced","currency")
);
--> statement-breakpoint
ALTER TABLE "time_log_day" ADD CONSTRAINT "time_log_day_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;