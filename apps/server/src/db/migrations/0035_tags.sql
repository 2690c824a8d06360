CREATE TABLE "tag" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"color" varchar(7) NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "time_log" ADD COLUMN "tag_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tag" ADD CONSTRAINT "tag_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tag_company_name_key" ON "tag" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "time_log_tag_ids_idx" ON "time_log" USING gin ("tag_ids");