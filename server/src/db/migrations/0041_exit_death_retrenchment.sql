ALTER TABLE "employees" DROP CONSTRAINT "employees_exit_type_check";--> statement-breakpoint
ALTER TABLE "final_settlements" ADD COLUMN "retrenchment_compensation" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_exit_type_check" CHECK ("employees"."exit_type" in ('resignation', 'termination', 'retirement', 'death', 'retrenchment'));