CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"session_id" text,
	"value" double precision,
	"currency" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origin" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "attribution_source_counts" (
	"day" text NOT NULL,
	"source" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribution_touches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"touch" text NOT NULL,
	"user_id" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"gclid" text,
	"fbclid" text,
	"msclkid" text,
	"referrer" text,
	"landing_page" text,
	"user_agent" text,
	"touched_at" timestamp with time zone NOT NULL,
	"associated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribution_touches_touch_check" CHECK ("attribution_touches"."touch" in ('first', 'last'))
);
--> statement-breakpoint
ALTER TABLE "paddle_subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "analytics_consent" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribution_touches" ADD CONSTRAINT "attribution_touches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_name_time_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribution_source_counts_day_source_idx" ON "attribution_source_counts" USING btree ("day","source");--> statement-breakpoint
CREATE UNIQUE INDEX "attribution_touches_session_touch_idx" ON "attribution_touches" USING btree ("session_id","touch");--> statement-breakpoint
CREATE INDEX "attribution_touches_user_idx" ON "attribution_touches" USING btree ("user_id");