ALTER TABLE "employee_tax_years" ADD COLUMN "rent_city" varchar(60);--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD COLUMN "landlords" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD COLUMN "housing_loan_lender" jsonb;--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD COLUMN "previous_employer_name" varchar(150);--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD COLUMN "previous_employer_tan" varchar(10);--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD COLUMN "previous_employment_from" date;--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD COLUMN "previous_employment_to" date;--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD COLUMN "form124_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD CONSTRAINT "employee_tax_years_landlords_check" CHECK (jsonb_typeof("employee_tax_years"."landlords") = 'array' and jsonb_array_length("employee_tax_years"."landlords") <= 4);--> statement-breakpoint
ALTER TABLE "employee_tax_years" ADD CONSTRAINT "employee_tax_years_previous_period_check" CHECK ("employee_tax_years"."previous_employment_from" is null or "employee_tax_years"."previous_employment_to" is null
        or "employee_tax_years"."previous_employment_to" >= "employee_tax_years"."previous_employment_from");--> statement-breakpoint
-- The single landlord becomes the first of up to four (Form 124 of the Income-tax Rules 2026 names up to four).
UPDATE "employee_tax_years" SET "landlords" = jsonb_build_array(jsonb_build_object(
  'name', coalesce("landlord_name", 'Landlord'), 'address', null, 'pan', "landlord_pan", 'relationship', 'none'))
WHERE "landlord_name" IS NOT NULL OR "landlord_pan" IS NOT NULL;--> statement-breakpoint
-- The cities whose rent earns the higher HRA share, by year: rule 2A of the 1961 Rules names four; rule 279 of
-- the draft Income-tax Rules 2026 (as published for consultation, February 2026) eight from tax year 2026-27.
UPDATE "tax_regimes" SET "metadata" = jsonb_set("metadata", '{deductions,hra,metro_cities}',
  CASE WHEN "financial_year" >= '2026-27'
    THEN '["Delhi","Mumbai","Kolkata","Chennai","Bengaluru","Hyderabad","Pune","Ahmedabad"]'::jsonb
    ELSE '["Delhi","Mumbai","Kolkata","Chennai"]'::jsonb END)
WHERE jsonb_typeof("metadata"->'deductions'->'hra') = 'object';
--> statement-breakpoint
-- landlord_name and landlord_pan were copied into landlords above.
ALTER TABLE "employee_tax_years" DROP COLUMN "landlord_name";--> statement-breakpoint
-- landlord_pan: in landlords since the update above.
ALTER TABLE "employee_tax_years" DROP COLUMN "landlord_pan";
