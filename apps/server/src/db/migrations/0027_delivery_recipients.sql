ALTER TABLE "invoice_delivery" ADD COLUMN "to_addresses" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_delivery" ADD COLUMN "cc_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_delivery" ADD COLUMN "bcc_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_delivery" ADD COLUMN "message" text;--> statement-breakpoint
-- Earlier deliveries went to their one recipient, with the product's text (message null): a
-- retry of one of them sends the same mail as before.
UPDATE "invoice_delivery" SET "to_addresses" = jsonb_build_array("recipient");--> statement-breakpoint
ALTER TABLE "invoice_delivery" ALTER COLUMN "to_addresses" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_delivery" DROP COLUMN "recipient";
