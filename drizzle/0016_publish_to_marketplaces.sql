CREATE TABLE "marketplace_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"scope" text,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_connections_marketplace_check" CHECK ("marketplace_connections"."marketplace" in ('etsy', 'shopify', 'gumroad'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"code_verifier" text,
	"shop_domain" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "product_sale_details" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"price_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"who_made" text DEFAULT 'i_did' NOT NULL,
	"when_made" text DEFAULT 'made_to_order' NOT NULL,
	"etsy_taxonomy_id" integer,
	"made_with_ai" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sale_details_price_check" CHECK ("product_sale_details"."price_cents" is null or "product_sale_details"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"status" text NOT NULL,
	"listing_version" integer NOT NULL,
	"remote_id" text,
	"remote_url" text,
	"remote_image_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"remote_file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"creating_since" timestamp with time zone,
	"attempt" integer DEFAULT 1 NOT NULL,
	"last_error" jsonb,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_marketplace_check" CHECK ("publications"."marketplace" in ('etsy', 'shopify', 'gumroad')),
	CONSTRAINT "publications_status_check" CHECK ("publications"."status" in ('queued', 'publishing', 'draft', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "marketplace_connections" ADD CONSTRAINT "marketplace_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_oauth_states" ADD CONSTRAINT "marketplace_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sale_details" ADD CONSTRAINT "product_sale_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_connections_user_marketplace_idx" ON "marketplace_connections" USING btree ("user_id","marketplace");--> statement-breakpoint
CREATE INDEX "marketplace_oauth_states_user_idx" ON "marketplace_oauth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_files_product_idx" ON "product_files" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_files_user_idx" ON "product_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_product_marketplace_idx" ON "publications" USING btree ("product_id","marketplace");--> statement-breakpoint
CREATE INDEX "publications_user_idx" ON "publications" USING btree ("user_id");