CREATE TABLE "api_token" (
	"id" bigserial NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"scopes" varchar(40)[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_token_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE cascade ON UPDATE no action;