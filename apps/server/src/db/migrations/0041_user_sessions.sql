CREATE TABLE "user_session" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"user_agent" varchar(400) NOT NULL,
	"ip_address" varchar(45) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_session_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE cascade ON UPDATE no action;
