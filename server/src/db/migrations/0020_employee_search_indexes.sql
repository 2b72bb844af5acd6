-- Trigram indexes for the employee search (issue 21). pg_trgm is a trusted extension: the database's owner
-- may create it; PGlite has it built in (db/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employees_branch_idx" ON "employees" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "employees_team_idx" ON "employees" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "employees_name_trgm_idx" ON "employees" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_email_trgm_idx" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_code_trgm_idx" ON "employees" USING gin ("employee_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_full_name_idx" ON "employees" USING btree (("first_name" || ' ' || "last_name"),"employee_id");