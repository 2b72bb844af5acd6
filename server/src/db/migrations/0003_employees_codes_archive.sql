ALTER TABLE "employees" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employee_code_prefix" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "next_employee_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("first_name","last_name","id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_employee_code_prefix_unique" UNIQUE("employee_code_prefix");