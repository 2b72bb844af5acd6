CREATE TABLE "ledger_mappings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"cost_centre_basis" varchar(20) DEFAULT 'department' NOT NULL,
	"voucher_type" varchar(100) NOT NULL,
	"cost_category" varchar(100) NOT NULL,
	"ledgers" jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_mappings_cost_centre_basis_check" CHECK ("ledger_mappings"."cost_centre_basis" in ('department', 'branch', 'employee'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cost_centre" varchar(50);--> statement-breakpoint
ALTER TABLE "ledger_mappings" ADD CONSTRAINT "ledger_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_mappings" ADD CONSTRAINT "ledger_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;