-- Project totals (tracked time, amounts, unbilled) read from the index alone.
CREATE INDEX "time_log_project_totals_idx" ON "time_log" ("project_id") INCLUDE ("duration_seconds", "amount", "billable", "invoice_id");
