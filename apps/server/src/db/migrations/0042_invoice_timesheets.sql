CREATE TABLE "invoice_delivery_timesheet" (
	"company_id" bigint NOT NULL,
	"delivery_id" bigint NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_delivery_timesheet_pkey" PRIMARY KEY("company_id","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_delivery_timesheet" ADD CONSTRAINT "invoice_delivery_timesheet_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_delivery_timesheet" ADD CONSTRAINT "invoice_delivery_timesheet_delivery_fk" FOREIGN KEY ("company_id","delivery_id") REFERENCES "public"."invoice_delivery"("company_id","id") ON DELETE cascade ON UPDATE no action;