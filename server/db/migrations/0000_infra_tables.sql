CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"org_id" integer,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"avatar" text DEFAULT '' NOT NULL,
	"job" text DEFAULT '' NOT NULL,
	"job_name" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"location_name" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"personal_website" text DEFAULT '' NOT NULL,
	"certification" integer DEFAULT 0 NOT NULL,
	"search_pinyin" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"detail" jsonb,
	"request_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"parent_name" text,
	"path" text NOT NULL,
	"sort_order" integer NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_user_created_idx" ON "sms_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_username_at_idx" ON "login_attempts" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "system_logs_module_id_idx" ON "system_logs" USING btree ("module","id");--> statement-breakpoint
CREATE INDEX "system_logs_username_id_idx" ON "system_logs" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "system_logs_target_idx" ON "system_logs" USING btree ("module","target");--> statement-breakpoint
CREATE INDEX "system_logs_at_idx" ON "system_logs" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_role_name_uq" ON "menus" USING btree ("role","name");