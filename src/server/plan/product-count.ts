import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, subscriptions } from "../db/schema";

/** Products that use up the plan: pending and complete ones, archived included, failed not. */
export async function countCappedProducts(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.status, ["pending", "complete"])));
  return row?.count ?? 0;
}

/** Completed products (archived included), as the dashboard shows them. */
export async function countCompletedProducts(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.userId, userId), eq(products.status, "complete")));
  return row?.count ?? 0;
}

/** The spec's product_count: completed products, written back to the subscription row. */
export async function refreshProductCount(db: Db, userId: string): Promise<number> {
  const count = await countCompletedProducts(db, userId);
  await db.update(subscriptions).set({ productCount: count, updatedAt: new Date() }).where(eq(subscriptions.userId, userId));
  return count;
}
