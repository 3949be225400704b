import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";

export const PROGRESS_CHANNEL = "product_progress";

export interface ProgressUpdate {
  progress: number;
  step: number;
  message: string;
}

/** Tells every process's listeners that a product changed; they re-read the row. */
export async function publishProductChange(db: Db, productId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${PROGRESS_CHANNEL}, ${productId})`);
}

/** The product's addons with this progress merged in (never lower than the stored progress). */
export function addonsWithProgress(update: ProgressUpdate) {
  const progress = Math.max(0, Math.min(95, Math.round(update.progress)));
  return sql`${products.addons} || jsonb_build_object(
    'progress', greatest(${progress}::int, coalesce((${products.addons}->>'progress')::int, 0)),
    'step', ${Math.max(0, Math.min(3, update.step))}::int,
    'message', ${update.message.slice(0, 200)}::text)`;
}

/**
 * Records a pending product's progress in its addons (progress/step/message, decision 009) and
 * publishes it. Progress never goes back, and a finished product is left alone.
 */
export async function writeProgress(db: Db, productId: string, update: ProgressUpdate): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ addons: addonsWithProgress(update), updatedAt: new Date() })
    .where(sql`${products.id} = ${productId} and ${products.status} = 'pending'`)
    .returning({ id: products.id });
  if (rows.length > 0) await publishProductChange(db, productId);
  return rows.length > 0;
}

export async function readProductState(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      userId: products.userId,
      status: products.status,
      addons: products.addons,
      features: products.features,
      benefits: products.benefits,
      keywords: products.keywords,
      draft: products.draft,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}
