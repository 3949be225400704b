ALTER TABLE "products" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_check" jsonb;