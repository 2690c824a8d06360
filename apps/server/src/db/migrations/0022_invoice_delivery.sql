CREATE TABLE "invoice_delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"xml" varchar(4) DEFAULT 'none' NOT NULL,
	"status" varchar(7) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_delivery" ADD CONSTRAINT "invoice_delivery_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_delivery" ADD CONSTRAINT "invoice_delivery_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_delivery_open_key" ON "invoice_delivery" USING btree ("invoice_id") WHERE "invoice_delivery"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "invoice_delivery_invoice_idx" ON "invoice_delivery" USING btree ("invoice_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_delivery_due_idx" ON "invoice_delivery" USING btree ("next_attempt_at") WHERE "invoice_delivery"."status" <> 'sent';