CREATE TABLE "invoice_document" (
	"company_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"kind" varchar(3) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_document_company_id_invoice_id_kind_pk" PRIMARY KEY("company_id","invoice_id","kind")
);
--> statement-breakpoint
ALTER TABLE "invoice_line" ALTER COLUMN "quantity" SET DATA TYPE numeric(22, 10);--> statement-breakpoint
ALTER TABLE "debtor" ALTER COLUMN "tax_treatment" SET DATA TYPE varchar(15);--> statement-breakpoint
ALTER TABLE "debtor" ALTER COLUMN "tax_treatment" SET DEFAULT 'standard';--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "registration_id" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "registration_scheme" varchar(4) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "register_court" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "seller_identifier" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "seller_identifier_scheme" varchar(4) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "electronic_address" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "electronic_address_scheme" varchar(4) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "invoice_contact_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "legal_info" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "tax_regime" varchar(14) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "cash_discount_days" integer;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "cash_discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "payment_reference_kind" varchar(8) DEFAULT 'number' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "late_payment_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "buyer_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "order_reference" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "contract_reference" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "project_reference" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "cash_discount_days" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "cash_discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "payment_reference" varchar(50);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "exchange_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "prepaid_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "advance_invoice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD COLUMN "exemption_reason" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "registration_id" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "registration_scheme" varchar(4) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "electronic_address" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debtor" ADD COLUMN "electronic_address_scheme" varchar(4) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_document" ADD CONSTRAINT "invoice_document_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_document" ADD CONSTRAINT "invoice_document_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An issued invoice's documents are the same bytes for as long as they are kept (GoBD): no update, no delete.
CREATE FUNCTION "invoice_document_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the stored documents of an issued invoice cannot be changed or deleted'
    USING ERRCODE = 'integrity_constraint_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_document_immutable" BEFORE UPDATE OR DELETE ON "invoice_document"
  FOR EACH ROW EXECUTE FUNCTION "invoice_document_immutable"();
