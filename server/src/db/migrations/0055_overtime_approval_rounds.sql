ALTER TABLE "approval_chains" DROP CONSTRAINT "approval_chains_type_check";--> statement-breakpoint
ALTER TABLE "approval_steps" DROP CONSTRAINT "approval_steps_type_check";--> statement-breakpoint
DROP INDEX "approval_steps_request_level_unique";--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_steps_request_level_unique" ON "approval_steps" USING btree ("request_type","request_id","round","level");--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_type_check" CHECK ("approval_chains"."request_type" in ('leave', 'regularisation', 'on_duty', 'work_from_home', 'expense_claim', 'comp_off', 'leave_encashment', 'shift_change', 'overtime'));--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_type_check" CHECK ("approval_steps"."request_type" in ('leave', 'regularisation', 'on_duty', 'work_from_home', 'expense_claim', 'comp_off', 'leave_encashment', 'shift_change', 'overtime'));--> statement-breakpoint
-- Overtime waiting for a decision keeps waiting for whoever decided it before it joined the chains: the holders
-- of approve-attendance, as the one level of the default chain.
INSERT INTO "approval_steps" ("company_id", "request_type", "request_id", "requester_employee_id", "level", "levels", "approver_permission", "status", "opened_at")
SELECT e."company_id", 'overtime', a."id", a."employee_id", 1, 1, 'approve-attendance', 'pending', a."updated_at"
FROM "attendance_records" a JOIN "employees" e ON e."id" = a."employee_id"
WHERE a."overtime_status" = 'pending';
