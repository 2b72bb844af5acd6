CREATE TABLE "company_branding" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"brand_colour" varchar(7),
	"logo" "bytea",
	"logo_content_type" varchar(20),
	"logo_size" integer,
	"logo_width" smallint,
	"logo_height" smallint,
	"logo_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_branding_colour_check" CHECK ("company_branding"."brand_colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "company_branding_logo_check" CHECK (("company_branding"."logo" is null) = ("company_branding"."logo_content_type" is null)
        and ("company_branding"."logo" is null) = ("company_branding"."logo_size" is null)
        and ("company_branding"."logo" is null) = ("company_branding"."logo_width" is null)
        and ("company_branding"."logo" is null) = ("company_branding"."logo_height" is null)
        and ("company_branding"."logo" is null) = ("company_branding"."logo_updated_at" is null))
);
--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;