DROP INDEX "settlements_org_period_idx";--> statement-breakpoint
DROP INDEX "settlements_institution_idx";--> statement-breakpoint
CREATE INDEX "settlements_org_period_idx" ON "settlements" USING btree ("org_id","period","id");--> statement-breakpoint
CREATE INDEX "settlements_institution_idx" ON "settlements" USING btree ("institution_id","period","id");