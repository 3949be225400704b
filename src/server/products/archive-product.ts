import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { refreshProductCount } from "../plan/product-count";
import { getOwnProduct, productNotFound } from "./own-product";

/** Archiving is soft and one-way: it hides the product and never frees a plan slot. */
export async function archiveProduct(db: Db, userId: string, id: string) {
  const current = await getOwnProduct(db, userId, id);
  const row = current.archived ? current : await markArchived(db, userId, id);
  await refreshProductCount(db, userId);
  return row;
}

async function markArchived(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(products)
    .set({ archived: true, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.userId, userId)))
    .returning();
  if (!row) throw productNotFound();
  return row;
}
