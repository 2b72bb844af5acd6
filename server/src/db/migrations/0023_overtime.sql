ALTER TABLE "statutory_rates" DROP CONSTRAINT "statutory_rates_scheme_check";--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "worked_hours" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "overtime_status" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "overtime_approved_hours" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "overtime_decided_by" integer;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "overtime_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "break_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "overtime_eligible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Who is paid overtime: not interns, nor anyone with people reporting to them (supervisory staff, OSH Code
-- s.2(1)(zs)); HR corrects either way on the employee's page.
UPDATE "employees" e SET "overtime_eligible" = false
  WHERE e."employment_type" = 'intern'
     OR exists (select 1 from "employees" r where r."manager_id" = e."id");--> statement-breakpoint
-- Hours worked: the time clocked less the clocked break, or the shift's break when the span owes one.
UPDATE "attendance_records" a SET "worked_hours" = round(greatest(0,
    extract(epoch from (a."clock_out" - a."clock_in")) / 3600
    - greatest(
        coalesce(extract(epoch from (a."lunch_break_end" - a."lunch_break_start")) / 3600, 0),
        case when extract(epoch from (a."clock_out" - a."clock_in")) / 3600 > 5
             then coalesce((select s."break_minutes" from "shifts" s where s."id" = a."shift_id"), 60) / 60.0
             else 0 end))::numeric, 2)
  WHERE a."clock_in" is not null and a."clock_out" is not null;--> statement-breakpoint
-- Overtime again, by the day's rule (beyond 8 hours or the shift's own work, whichever is later), for every
-- month whose payroll is not yet approved or paid; closed months keep what was paid. Nothing is approved
-- by this: claims wait for their own approval.
UPDATE "attendance_records" a SET "overtime_hours" = case when e."overtime_eligible" then round(greatest(0,
    coalesce(a."worked_hours", 0) - greatest(8,
      coalesce((select (extract(epoch from (s."end_time" - s."start_time")) / 3600 + 24)::numeric % 24
                       - s."break_minutes" / 60.0
                from "shifts" s where s."id" = a."shift_id"), 8)))::numeric, 2) else 0 end
  FROM "employees" e
  WHERE e."id" = a."employee_id"
    AND NOT exists (select 1 from "payroll_runs" p
                    where p."employee_id" = a."employee_id"
                      and p."year" = extract(year from a."attendance_date")
                      and p."month" = extract(month from a."attendance_date")
                      and p."status" in ('approved', 'paid'));--> statement-breakpoint
UPDATE "attendance_records" SET
  "overtime_status" = case when "overtime_hours" = 0 then 'none'
                           when "is_approved" and exists (select 1 from "payroll_runs" p
                              where p."employee_id" = "attendance_records"."employee_id"
                                and p."year" = extract(year from "attendance_records"."attendance_date")
                                and p."month" = extract(month from "attendance_records"."attendance_date")
                                and p."status" in ('approved', 'paid')) then 'approved'
                           else 'pending' end;--> statement-breakpoint
UPDATE "attendance_records" SET "overtime_approved_hours" = "overtime_hours",
  "overtime_decided_by" = "approved_by", "overtime_decided_at" = "approved_at"
  WHERE "overtime_status" = 'approved';--> statement-breakpoint
-- The Codes forbid overtime below twice the ordinary rate (Code on Wages s.14, OSH Code s.27).
UPDATE "company_payroll_settings" SET "overtime_multiplier" = 2 WHERE "overtime_multiplier" < 2;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_overtime_decided_by_users_id_fk" FOREIGN KEY ("overtime_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_overtime_pending_idx" ON "attendance_records" USING btree ("attendance_date","id") WHERE "attendance_records"."overtime_status" = 'pending';--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_overtime_status_check" CHECK ("attendance_records"."overtime_status" in ('none', 'pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_overtime_check" CHECK ((("attendance_records"."overtime_hours" = 0) = ("attendance_records"."overtime_status" = 'none'))
        and (("attendance_records"."overtime_status" = 'approved') = ("attendance_records"."overtime_approved_hours" is not null))
        and ("attendance_records"."overtime_approved_hours" is null
             or ("attendance_records"."overtime_approved_hours" > 0 and "attendance_records"."overtime_approved_hours" <= "attendance_records"."overtime_hours")));--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_break_check" CHECK ("shifts"."break_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "statutory_rates" ADD CONSTRAINT "statutory_rates_scheme_check" CHECK ("statutory_rates"."scheme" in ('PF', 'ESIC', 'LWF', 'PT', 'TDS', 'GRATUITY', 'BONUS', 'LEAVE_ENC', 'HOURS'));