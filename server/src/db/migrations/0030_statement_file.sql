ALTER TABLE "states" ADD COLUMN "tds_code" smallint;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD COLUMN "tds_signatory_pan" varchar(10);--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD COLUMN "tds_signatory_mobile" varchar(10);--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD COLUMN "tds_signatory_email" varchar(75);--> statement-breakpoint
-- The states' codes in the TDS statement files: Annexure 1 of Protean's file formats (as Sandbox's TDS API
-- annexure reproduces it; Dadra and Nagar Haveli and Daman and Diu is 7 since the merger).
UPDATE "states" SET "tds_code" = c.code FROM (values
  ('AN', 1), ('AP', 2), ('AR', 3), ('AS', 4), ('BR', 5), ('CH', 6), ('DH', 7), ('DL', 9), ('GA', 10),
  ('GJ', 11), ('HR', 12), ('HP', 13), ('JK', 14), ('KA', 15), ('KL', 16), ('LD', 17), ('MP', 18), ('MH', 19),
  ('MN', 20), ('ML', 21), ('MZ', 22), ('NL', 23), ('OD', 24), ('PY', 25), ('PB', 26), ('RJ', 27), ('SK', 28),
  ('TN', 29), ('TR', 30), ('UP', 31), ('WB', 32), ('CG', 33), ('UK', 34), ('JH', 35), ('TG', 36), ('LA', 37)
) as c(state, code) WHERE "states"."code" = c.state;
