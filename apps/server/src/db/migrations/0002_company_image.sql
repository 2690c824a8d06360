CREATE TABLE "company_image" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"token" varchar(32) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"extension" varchar(5) NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_image_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "company_image" ADD CONSTRAINT "company_image_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;