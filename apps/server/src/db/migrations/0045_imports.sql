CREATE TABLE "import_job" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"format" varchar(20) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"people" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_logs" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_job_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "imported_row" (
	"company_id" bigint NOT NULL,
	"source_key" varchar(80) NOT NULL,
	"time_log_id" bigint NOT NULL,
	"import_job_id" bigint NOT NULL,
	CONSTRAINT "imported_row_pkey" PRIMARY KEY("company_id","source_key")
);
--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_row" ADD CONSTRAINT "imported_row_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;