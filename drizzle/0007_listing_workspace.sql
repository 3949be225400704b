CREATE TABLE "listing_regenerations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"section" text,
	"instruction" text,
	"locked" text[] DEFAULT '{}'::text[] NOT NULL,
	"base_version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"error" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"result_version" integer,
	"callback_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "listing_regenerations_status_check" CHECK ("listing_regenerations"."status" in ('pending', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "listing_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"author_id" text,
	"generator" text,
	"section" text,
	"instruction" text,
	"locked" text[] DEFAULT '{}'::text[] NOT NULL,
	"restored_from" integer,
	"listing" jsonb NOT NULL,
	"listing_check" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alt_texts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "listing_regenerations" ADD CONSTRAINT "listing_regenerations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_regenerations" ADD CONSTRAINT "listing_regenerations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD CONSTRAINT "listing_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_regenerations_user_created_idx" ON "listing_regenerations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_regenerations_one_pending_idx" ON "listing_regenerations" USING btree ("product_id") WHERE "listing_regenerations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_versions_product_number_idx" ON "listing_versions" USING btree ("product_id","number");--> statement-breakpoint
-- Listings stored before versions existed become version 1, so every listing has a history to restore to.
UPDATE "products" SET "version" = 1 WHERE "status" = 'complete';--> statement-breakpoint
INSERT INTO "listing_versions" ("product_id", "number", "source", "listing", "listing_check", "created_at")
SELECT "id", 1, 'generate',
  jsonb_build_object(
    'title', "title",
    'shortDescription', coalesce("short_description", ''),
    'longDescription', coalesce("long_description", ''),
    'features', to_jsonb("features"),
    'benefits', to_jsonb("benefits"),
    'usp', to_jsonb("usp"),
    'useCases', to_jsonb("use_cases"),
    'keywords', to_jsonb("keywords"),
    'cta', coalesce("cta", ''),
    'whyChooseUs', coalesce("why_choose_us", ''),
    'course', CASE WHEN "category" = 'course' THEN "addons"->'course' ELSE 'null'::jsonb END,
    'altTexts', '[]'::jsonb),
  "listing_check", "updated_at"
FROM "products" WHERE "status" = 'complete';
