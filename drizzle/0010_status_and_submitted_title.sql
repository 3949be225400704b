DROP INDEX "products_user_title_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "submitted_title" text;--> statement-breakpoint
-- Backfill (issue 16): what each existing product was submitted as. A finished listing's title is
-- the generated one, so its submitted title is derived again from the description it was made
-- from, as core/products/derive.ts deriveTitle does (first 50 characters, trimmed, or the
-- fallback); a pending or failed product still carries the title it was submitted with.
UPDATE "products" SET "submitted_title" = CASE
  WHEN "status" = 'complete' AND jsonb_typeof("addons"->'sourceDescription') = 'string' THEN coalesce(
    nullif(regexp_replace(left(regexp_replace("addons"->>'sourceDescription', '^\s+|\s+$', '', 'g'), 50), '\s+$', ''), ''),
    'Product from description')
  ELSE "title"
END;--> statement-breakpoint
CREATE INDEX "products_user_submitted_title_idx" ON "products" USING btree ("user_id","submitted_title","category");
