ALTER TABLE "jobs" ADD COLUMN "worker" varchar(120);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_parent_idx" ON "jobs" USING btree ("parent_id");