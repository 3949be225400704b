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
