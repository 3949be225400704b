CREATE TABLE "generation_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"generator" text NOT NULL,
	"error" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "use_cases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "notify_email" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "callback_token_hash" text;--> statement-breakpoint
ALTER TABLE "generation_failures" ADD CONSTRAINT "generation_failures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_failures_product_idx" ON "generation_failures" USING btree ("product_id");