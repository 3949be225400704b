ALTER TABLE "email_confirmations" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD COLUMN "browser_key_hash" text;