ALTER TABLE "listing_versions" ADD COLUMN "changed" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD COLUMN "fold_until" timestamp with time zone;--> statement-breakpoint
-- Versions written before this migration: their text was last written when they were made.
UPDATE "listing_versions" SET "updated_at" = "created_at";--> statement-breakpoint
-- Which sections each version changed against the one before it, as the history read computed it on
-- every request until now (missing or mistyped values read as empty, no course outside courses).
WITH "values" AS (
  SELECT v."id", v."product_id", v."number", s."section", s."position",
    CASE s."kind"
      WHEN 'text' THEN CASE WHEN jsonb_typeof(v."listing"->s."section") = 'string' THEN v."listing"->s."section" ELSE '""'::jsonb END
      WHEN 'list' THEN CASE WHEN jsonb_typeof(v."listing"->s."section") = 'array' THEN v."listing"->s."section" ELSE '[]'::jsonb END
      ELSE CASE WHEN p."category" = 'course' AND jsonb_typeof(v."listing"->'course') = 'object' THEN v."listing"->'course' ELSE 'null'::jsonb END
    END AS "value"
  FROM "listing_versions" v
  JOIN "products" p ON p."id" = v."product_id"
  CROSS JOIN (VALUES
    ('title', 'text', 1), ('shortDescription', 'text', 2), ('longDescription', 'text', 3), ('features', 'list', 4),
    ('benefits', 'list', 5), ('usp', 'list', 6), ('useCases', 'list', 7), ('keywords', 'list', 8), ('cta', 'text', 9),
    ('whyChooseUs', 'text', 10), ('course', 'course', 11), ('altTexts', 'list', 12)
  ) AS s("section", "kind", "position")
), "paired" AS (
  SELECT "id", "section", "position", "value",
    lag("value") OVER (PARTITION BY "product_id", "section" ORDER BY "number") AS "previous"
  FROM "values"
), "changes" AS (
  SELECT "id", array_agg("section" ORDER BY "position") AS "changed"
  FROM "paired"
  WHERE "previous" IS NOT NULL AND "value" IS DISTINCT FROM "previous"
  GROUP BY "id"
)
UPDATE "listing_versions" v SET "changed" = c."changed" FROM "changes" c WHERE c."id" = v."id";
