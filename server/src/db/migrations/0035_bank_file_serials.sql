CREATE TABLE "bank_file_serials" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_file_serials" ADD CONSTRAINT "bank_file_serials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;