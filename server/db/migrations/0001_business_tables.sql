CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"settlement_target" boolean DEFAULT false NOT NULL,
	"share_bp" integer DEFAULT 0 NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"org_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "deposit_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_no" text NOT NULL,
	"institution_id" integer NOT NULL,
	"merchant_id" integer,
	"required_fen" bigint DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"frozen_fen" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_accounts_account_no_unique" UNIQUE("account_no")
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
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
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"name" text NOT NULL,
	"institution_id" integer NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"id_no" text NOT NULL,
	"contact_phone" text NOT NULL,
	"bank_account" text NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_merchant_no_unique" UNIQUE("merchant_no")
);
--> statement-breakpoint
CREATE TABLE "merchant_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
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
CREATE TABLE "provider_merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_merchant_no" text NOT NULL,
	"sub_account_no" text NOT NULL,
	"merchant_id" integer,
	"bank_card" text DEFAULT '' NOT NULL,
	"binding_status" text DEFAULT 'unbound' NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_merchants_provider_merchant_no_unique" UNIQUE("provider_merchant_no")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_merchant_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_no" text NOT NULL,
	"period" date NOT NULL,
	"org_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"gross_fen" bigint NOT NULL,
	"share_bp" integer NOT NULL,
	"share_fen" bigint NOT NULL,
	"fee_fen" bigint NOT NULL,
	"net_fen" bigint NOT NULL,
	"bank_serial_no" text,
	"failure_reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_settlement_no_unique" UNIQUE("settlement_no")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"tag_text" text,
	"tag_color" text,
	"link_route" text,
	"link_key" text,
	"read" boolean DEFAULT false NOT NULL,
	"cleared" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_sequences" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"term" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"filter_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_sets_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "param_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"status" text NOT NULL,
	"legal_person_name" text NOT NULL,
	"certificate_type" text NOT NULL,
	"certification_number" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"enterprise_certificate_type" text NOT NULL,
	"organization_code" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "organisations_parent_idx" ON "organisations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "institutions_org_idx" ON "institutions" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "institutions_name_idx" ON "institutions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "deposit_accounts_status_idx" ON "deposit_accounts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "deposit_accounts_institution_idx" ON "deposit_accounts" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_one_pending_idx" ON "deposit_requests" USING btree ("account_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "deposit_requests_account_idx" ON "deposit_requests" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "deposit_requests_status_idx" ON "deposit_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "merchants_institution_idx" ON "merchants" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "merchants_status_idx" ON "merchants" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_reviews_one_pending_idx" ON "merchant_reviews" USING btree ("merchant_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_reviews_status_idx" ON "merchant_reviews" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "provider_events_merchant_idx" ON "provider_events" USING btree ("provider_merchant_id","at");--> statement-breakpoint
CREATE INDEX "settlements_status_period_idx" ON "settlements" USING btree ("status","period","id");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "settlements_org_period_idx" ON "settlements" USING btree ("org_id","period");--> statement-breakpoint
CREATE INDEX "settlements_institution_idx" ON "settlements" USING btree ("institution_id","period");--> statement-breakpoint
CREATE INDEX "settlements_no_pattern_idx" ON "settlements" USING btree ("settlement_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","type","at");--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_record_idx" ON "search_terms" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "content_sets_created_idx" ON "content_sets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "certifications_user_idx" ON "certifications" USING btree ("user_id","at");