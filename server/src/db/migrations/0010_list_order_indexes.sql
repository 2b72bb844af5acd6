DROP INDEX "attendance_date_idx";--> statement-breakpoint
CREATE INDEX "leave_requests_applied_idx" ON "leave_requests" USING btree ("applied_on","id");--> statement-breakpoint
CREATE INDEX "payroll_runs_listing_idx" ON "payroll_runs" USING btree ("year" DESC NULLS FIRST,"month" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "attendance_date_idx" ON "attendance_records" USING btree ("attendance_date","id");