ALTER TABLE "user_login" ALTER COLUMN "username" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "user_login" ALTER COLUMN "email" SET DATA TYPE text;