CREATE INDEX "final_settlements_run_idx" ON "final_settlements" USING btree ("final_month_run_id");--> statement-breakpoint
CREATE INDEX "loan_ledger_run_idx" ON "loan_ledger" USING btree ("payroll_run_id");--> statement-breakpoint
CREATE INDEX "payroll_run_events_run_idx" ON "payroll_run_events" USING btree ("payroll_run_id");