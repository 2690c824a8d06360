CREATE TABLE "company" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"street" varchar(200) DEFAULT '' NOT NULL,
	"zip_code" varchar(20) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT '' NOT NULL,
	"vat_id" varchar(50) DEFAULT '' NOT NULL,
	"tax_number" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(50) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"iban" varchar(34) DEFAULT '' NOT NULL,
	"bic" varchar(11) DEFAULT '' NOT NULL,
	"default_currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"default_hourly_rate" numeric(12, 2),
	"timezone" varchar(64) DEFAULT 'Europe/Berlin' NOT NULL,
	"invoice_prefix" varchar(20) DEFAULT '' NOT NULL,
	"next_invoice_number" integer DEFAULT 1 NOT NULL,
	"default_tax_rate" numeric(5, 2),
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"setup_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "revoked_token" (
	"jti" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_window" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(10) NOT NULL,
	"language_preference" varchar(2) DEFAULT 'en' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"hourly_rate" numeric(12, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verification" ADD CONSTRAINT "email_verification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_token" ADD CONSTRAINT "revoked_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_user_idx" ON "email_verification" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revoked_token_expires_idx" ON "revoked_token" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_lower_key" ON "app_user" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_lower_key" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_user_company_idx" ON "app_user" USING btree ("company_id");