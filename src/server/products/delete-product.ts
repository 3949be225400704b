import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";
import { getOwnProduct } from "./own-product";

const notDeletable = {
  pending: "This listing is still being generated; it can be deleted only if generation fails.",
  complete: "A finished listing cannot be deleted; archive it instead.",
} as const;

/**
 * Deletes a failed product (it used no plan slot, so this frees none; it only clears it away).
 * Finished listings are archived instead (decision 029), pending ones are still being made: both 409.
 * Its uploads are left to the periodic clean-up, which removes images no product mentions.
 */
export async function deleteFailedProduct(db: Db, userId: string, id: string): Promise<void> {
  const current = await getOwnProduct(db, userId, id);
  if (current.status !== "failed") throw new AppError("CONFLICT", notDeletable[current.status]);
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.userId, userId), eq(products.status, "failed")))
    .returning({ id: products.id });
  // A retry moved it to pending between the read and the delete.
  if (deleted.length === 0) throw new AppError("CONFLICT", notDeletable.pending);
}
