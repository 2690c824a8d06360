DROP INDEX "invoice_one_credit_note_key";--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "credited_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD COLUMN "credited_line_id" bigint;--> statement-breakpoint
CREATE INDEX "invoice_company_corrected_idx" ON "invoice" USING btree ("company_id","corrected_invoice_id") WHERE "invoice"."corrected_invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_credited_key" ON "invoice_line" USING btree ("company_id","credited_line_id") WHERE "invoice_line"."credited_line_id" is not null;--> statement-breakpoint
-- A cancelled invoice was credited in full.
UPDATE "invoice" SET "credited_total" = "gross_total" WHERE "status" = 'cancelled';
--> statement-breakpoint
-- Stored documents stay unchanged; only an operator's purge of documents past their retention
-- (scripts/invoice-documents.ts, which sets tempus.purge_before for its transaction) removes rows.
CREATE OR REPLACE FUNCTION "invoice_document_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND coalesce(current_setting('tempus.purge_before', true), '') <> ''
    AND OLD.created_at < current_setting('tempus.purge_before', true)::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the stored documents of an issued invoice cannot be changed or deleted'
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
