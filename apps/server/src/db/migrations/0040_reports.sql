CREATE TABLE "report_share" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_on" date,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_share_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "saved_report" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_report_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "report_share" ADD CONSTRAINT "report_share_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share" ADD CONSTRAINT "report_share_report_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."saved_report"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_report" ADD CONSTRAINT "saved_report_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_report" ADD CONSTRAINT "saved_report_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_share_token_key" ON "report_share" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE INDEX "report_share_report_idx" ON "report_share" USING btree ("company_id","report_id");--> statement-breakpoint
CREATE INDEX "saved_report_user_idx" ON "saved_report" USING btree ("company_id","user_id");