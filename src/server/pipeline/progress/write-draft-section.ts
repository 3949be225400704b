import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { addonsWithProgress, publishProductChange, type ProgressUpdate } from "./progress";
import type { DraftSection } from "./draft-section";

/**
 * Adds one finished section to a pending product's draft, with the progress it stands for, in one
 * update, and publishes the change so the product's event streams send it. A product that is no
 * longer pending (completed, failed) is left alone.
 */
export async function writeDraftSection(db: Db, productId: string, { section, value }: DraftSection, update: ProgressUpdate): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({
      draft: sql`coalesce(${products.draft}, '{}'::jsonb) || jsonb_build_object(${section}::text, ${JSON.stringify(value)}::jsonb)`,
      addons: addonsWithProgress(update),
      updatedAt: new Date(),
    })
    .where(sql`${products.id} = ${productId} and ${products.status} = 'pending'`)
    .returning({ id: products.id });
  if (rows.length > 0) await publishProductChange(db, productId);
  return rows.length > 0;
}
