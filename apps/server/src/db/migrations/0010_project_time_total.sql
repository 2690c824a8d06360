CREATE TABLE "project_time_total" (
	"project_id" bigint PRIMARY KEY NOT NULL,
	"tracked_seconds" bigint DEFAULT 0 NOT NULL,
	"billable_seconds" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	"unbilled_amount" numeric(20, 3) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_time_total" ADD CONSTRAINT "project_time_total_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;