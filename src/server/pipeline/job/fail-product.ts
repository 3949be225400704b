import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { generationFailures, products } from "../../db/schema";
import { publishProductChange } from "../progress/progress";

export interface FailedAttempt {
  productId: string;
  attempt: number;
  /** The last attempt: the product is marked failed. */
  final: boolean;
  generator: string;
  error: string;
}

/**
 * Records a failed generation attempt (the job's, or a workflow's reported error); the final one
 * marks the product failed, if it is still pending, and tells its watchers.
 */
export async function recordFailedAttempt(db: Db, failure: FailedAttempt): Promise<void> {
  await db.insert(generationFailures).values({ ...failure, error: failure.error.slice(0, 2000) });
  if (failure.final) await markFailed(db, failure.productId);
}

async function markFailed(db: Db, productId: string): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({
      status: "failed",
      callbackTokenHash: null,
      addons: sql`${products.addons} || '{"progress": 0, "message": "Product processing failed"}'::jsonb`,
      updatedAt: new Date(),
    })
    .where(sql`${products.id} = ${productId} and ${products.status} = 'pending'`)
    .returning({ id: products.id });
  if (rows.length > 0) await publishProductChange(db, productId);
  return rows.length > 0;
}
