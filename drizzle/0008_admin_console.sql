CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"threshold" double precision NOT NULL,
	"channels" text[] DEFAULT '{email}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_accuracy" double precision NOT NULL,
	"webhook_success" double precision NOT NULL,
	"rating" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"email" text,
	"transaction_id" text,
	"subscription_id" text,
	"amount" text,
	"currency" text,
	"expected_tier" text,
	"severity" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolution" text,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_mismatches_key_unique" UNIQUE("key"),
	CONSTRAINT "payment_mismatches_severity_check" CHECK ("payment_mismatches"."severity" in ('high', 'medium', 'other')),
	CONSTRAINT "payment_mismatches_status_check" CHECK ("payment_mismatches"."status" in ('pending', 'investigating', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_deliveries_rule_channel_idx" ON "alert_deliveries" USING btree ("rule_id","channel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "health_metrics_measured_idx" ON "health_metrics" USING btree ("measured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_mismatches_status_idx" ON "payment_mismatches" USING btree ("status","detected_at");--> statement-breakpoint
-- The spec's default alert rules (section 9): payment mismatch 5, downgrade risk 90, bulk anomaly 50;
-- webhook success below 95 % alerts.
INSERT INTO "alert_rules" ("id", "name", "description", "enabled", "threshold", "channels") VALUES
  ('payment-mismatch', 'Payment mismatch', 'Pending payment mismatches reach this many.', true, 5, '{email}'),
  ('downgrade-risk', 'Downgrade risk', 'Plan accuracy (percent of paying accounts on the plan they pay for) falls below this.', true, 90, '{email}'),
  ('bulk-anomaly', 'Bulk anomaly', 'This many plan changes within an hour.', true, 50, '{email}'),
  ('webhook-failure', 'Webhook failures', 'Paddle notification success (percent, last 24 hours) falls below this.', true, 95, '{email}')
ON CONFLICT ("id") DO NOTHING;
