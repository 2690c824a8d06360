CREATE TABLE "idempotency_key" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"key" varchar(100) NOT NULL,
	"fingerprint" varchar(300) NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_key_pkey" PRIMARY KEY("company_id","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."app_user"("company_id","id") ON DELETE cascade ON UPDATE no action;