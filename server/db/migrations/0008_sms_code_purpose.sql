ALTER TABLE "sms_codes" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "phone" text;