ALTER TABLE "roles" DROP CONSTRAINT "roles_name_unique";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "segregation_of_duties" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_global_name_unique" ON "roles" USING btree (lower("name")) WHERE "roles"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name_unique" ON "roles" USING btree ("company_id",lower("name")) WHERE "roles"."company_id" is not null;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_name_not_built_in_check" CHECK ("roles"."company_id" is null or lower("roles"."name") not in ('super_admin', 'admin', 'hr_manager', 'employee'));--> statement-breakpoint
-- An employee's pending and approved leave never overlap, whatever requests race (drizzle cannot declare an
-- exclusion constraint; see leave.ts). An employee id as a one-point range lets a GiST index compare it
-- without the btree_gist extension. Requests that already overlap an earlier live one are cancelled first.
UPDATE "leave_requests" AS later SET "status" = 'cancelled', "cancelled_on" = now(), "updated_at" = now()
WHERE later."status" IN ('pending', 'approved') AND EXISTS (
  SELECT 1 FROM "leave_requests" AS earlier
  WHERE earlier."employee_id" = later."employee_id" AND earlier."id" < later."id"
    AND earlier."status" IN ('pending', 'approved')
    AND daterange(earlier."start_date", earlier."end_date", '[]') && daterange(later."start_date", later."end_date", '[]')
);--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_no_overlap" EXCLUDE USING gist (
  int4range("employee_id", "employee_id", '[]') WITH &&,
  daterange("start_date", "end_date", '[]') WITH &&
) WHERE ("status" IN ('pending', 'approved'));
--> statement-breakpoint
-- Platform-wide permissions are a super admin's alone; the built-in company roles no longer hold them.
DELETE FROM "role_permissions" WHERE "role_id" IN (
  SELECT "id" FROM "roles" WHERE "is_system" AND "name" IN ('admin', 'hr_manager')
) AND "permission_id" IN (SELECT "id" FROM "permissions" WHERE "name" IN ('view-audit-trail', 'manage-leave-types'));
