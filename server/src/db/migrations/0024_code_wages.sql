ALTER TABLE "statutory_rates" DROP CONSTRAINT "statutory_rates_scheme_check";--> statement-breakpoint
ALTER TABLE "salary_components" ADD COLUMN "wage_class" varchar(20) DEFAULT 'wages' NOT NULL;--> statement-breakpoint
ALTER TABLE "salary_components" ADD COLUMN "exclusion_clause" varchar(4);--> statement-breakpoint
-- Deductions are not remuneration; the standard earnings take their class under the Code on Wages s.2(y) (as
-- seeded for a new database); any other component stays wages until HR classifies it (the safer reading).
UPDATE "salary_components" SET "wage_class" = 'not_remuneration' WHERE "type" = 'deduction';--> statement-breakpoint
UPDATE "salary_components" SET "wage_class" = 'excluded', "exclusion_clause" = c.clause
  FROM (values ('HRA', 'f'), ('CONVEYANCE', 'd'), ('TRAVEL', 'd'), ('CAR', 'd'), ('LTA', 'd'), ('UNIFORM', 'e'),
               ('DAILY', 'e'), ('OT', 'h')) as c(code, clause)
  WHERE "salary_components"."code" = c.code AND "salary_components"."type" = 'earning'
    AND "salary_components"."is_system_defined";--> statement-breakpoint
UPDATE "salary_components" SET "wage_class" = 'not_remuneration'
  WHERE "code" in ('OTHER_REIMB', 'NPS_EMPLOYER') AND "is_system_defined";--> statement-breakpoint
ALTER TABLE "salary_components" ADD CONSTRAINT "salary_components_wage_class_check" CHECK ("salary_components"."wage_class" in ('wages', 'excluded', 'not_remuneration'));--> statement-breakpoint
ALTER TABLE "salary_components" ADD CONSTRAINT "salary_components_exclusion_check" CHECK ((("salary_components"."wage_class" = 'excluded') = ("salary_components"."exclusion_clause" is not null))
        and ("salary_components"."type" = 'earning' or "salary_components"."wage_class" = 'not_remuneration'));--> statement-breakpoint
ALTER TABLE "statutory_rates" ADD CONSTRAINT "statutory_rates_scheme_check" CHECK ("statutory_rates"."scheme" in ('PF', 'ESIC', 'LWF', 'PT', 'TDS', 'GRATUITY', 'BONUS', 'LEAVE_ENC', 'HOURS', 'CODE_WAGES'));