CREATE TABLE "audit_chain" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"last_sequence" bigint NOT NULL,
	"last_hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_event" (
	"company_id" bigint NOT NULL,
	"sequence" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"user_id" bigint,
	"username" varchar(150),
	"action" varchar(60) NOT NULL,
	"subject_type" varchar(40),
	"subject_id" bigint,
	"ip_address" varchar(45),
	"user_agent" varchar(400),
	"details" jsonb NOT NULL,
	"previous_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "audit_event_pkey" PRIMARY KEY("company_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "audit_chain" ADD CONSTRAINT "audit_chain_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;