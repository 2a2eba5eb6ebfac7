CREATE INDEX "settlements_gross_idx" ON "settlements" USING btree ("gross_fen","id");--> statement-breakpoint
CREATE INDEX "settlements_net_idx" ON "settlements" USING btree ("net_fen","id");