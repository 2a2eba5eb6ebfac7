CREATE INDEX "settlements_pending_period_idx" ON "settlements" USING btree ("period","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "settlements_processing_period_idx" ON "settlements" USING btree ("period","id") WHERE status = 'processing';--> statement-breakpoint
CREATE INDEX "settlements_settled_period_idx" ON "settlements" USING btree ("period","id") WHERE status = 'settled';--> statement-breakpoint
CREATE INDEX "settlements_failed_period_idx" ON "settlements" USING btree ("period","id") WHERE status = 'failed';