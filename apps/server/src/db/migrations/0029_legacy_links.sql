CREATE TABLE "legacy_link" (
	"kind" varchar(20) NOT NULL,
	"key" varchar(64) NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "legacy_link_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
-- The links and logo names given so far (invitations still pending, every stored logo): they name
-- no company, so their company is listed here, and they keep working (docs/decisions/019).
INSERT INTO "legacy_link" ("kind", "key", "company_id")
  SELECT 'invitation', "token_hash", "company_id" FROM "invitation" WHERE "accepted_at" IS NULL;--> statement-breakpoint
INSERT INTO "legacy_link" ("kind", "key", "company_id")
  SELECT 'company_image', "token", "company_id" FROM "company_image";
