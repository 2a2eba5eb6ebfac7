CREATE TABLE "change_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by_id" integer NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_by_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "change_reviews_one_pending_idx" ON "change_reviews" USING btree ("kind","subject_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "change_reviews_kind_status_idx" ON "change_reviews" USING btree ("kind","status","submitted_at");