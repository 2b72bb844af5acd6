ALTER TABLE "loans" DROP CONSTRAINT "loans_amounts_check";--> statement-breakpoint
ALTER TABLE "statutory_rates" DROP CONSTRAINT "statutory_rates_scheme_check";--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "perquisite_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "medical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_amounts_check" CHECK ("loans"."principal" > 0 and "loans"."emi" > 0 and "loans"."interest_rate" >= 0 and "loans"."interest_rate" <= 50
        and ("loans"."perquisite_rate" is null or "loans"."perquisite_rate" between 0 and 50));--> statement-breakpoint
ALTER TABLE "statutory_rates" ADD CONSTRAINT "statutory_rates_scheme_check" CHECK ("statutory_rates"."scheme" in ('PF', 'ESIC', 'LWF', 'PT', 'TDS', 'GRATUITY', 'BONUS', 'LEAVE_ENC', 'HOURS', 'CODE_WAGES', 'INCOME_TAX', 'PERQUISITE'));