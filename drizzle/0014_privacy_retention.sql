ALTER TABLE "email_confirmations" DROP CONSTRAINT "email_confirmations_purpose_check";--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD COLUMN "password_session_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_email" text;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_password_session_id_sessions_id_fk" FOREIGN KEY ("password_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "attribution_touches_touched_at_idx" ON "attribution_touches" USING btree ("touched_at");--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_purpose_check" CHECK ("email_confirmations"."purpose" in ('verify', 'change', 'notify'));