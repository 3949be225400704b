CREATE TABLE "trial_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_key" text NOT NULL,
	"paddle_customer_id" text,
	"subscription_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_ledger_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
CREATE INDEX "trial_ledger_email_key_idx" ON "trial_ledger" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "trial_ledger_customer_idx" ON "trial_ledger" USING btree ("paddle_customer_id");