-- The largest rate (9,999,999,999.99) for a whole day of 24 h is 239,999,999,999.76: twelve digits before the point.
ALTER TABLE "time_log" ALTER COLUMN "amount" SET DATA TYPE numeric(16, 3);--> statement-breakpoint
ALTER TABLE "time_log" ALTER COLUMN "amount" SET DEFAULT '0';