CREATE TABLE "account_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"message" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "account_mail_due_idx" ON "account_mail" USING btree ("next_attempt_at") WHERE "account_mail"."delivered_at" is null;