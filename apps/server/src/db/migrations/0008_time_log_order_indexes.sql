DROP INDEX "time_log_company_start_idx";--> statement-breakpoint
DROP INDEX "time_log_company_user_start_idx";--> statement-breakpoint
CREATE INDEX "time_log_company_start_idx" ON "time_log" USING btree ("company_id","start" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "time_log_company_user_start_idx" ON "time_log" USING btree ("company_id","user_id","start" DESC NULLS FIRST,"id" DESC NULLS FIRST);