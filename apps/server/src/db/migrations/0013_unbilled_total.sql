CREATE TABLE "unbilled_total" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(20, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "unbilled_total_company_id_user_id_currency_pk" PRIMARY KEY("company_id","user_id","currency")
);
--> statement-breakpoint
ALTER TABLE "unbilled_total" ADD CONSTRAINT "unbilled_total_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unbilled_total" ADD CONSTRAINT "unbilled_total_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;