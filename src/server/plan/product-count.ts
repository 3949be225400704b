import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, subscriptions } from "../db/schema";

export interface SlotUse {
  /** Products that use up the plan: pending and complete ones, archived included, failed not. */
  slotsUsed: number;
  /** Of those, the ones still being generated. */
  inProgress: number;
}

export async function countSlotUse(db: Db, userId: string): Promise<SlotUse> {
  const [row] = await db
    .select({
      slotsUsed: sql<number>`(count(*) filter (where ${products.status} in ('pending', 'complete')))::int`,
      inProgress: sql<number>`(count(*) filter (where ${products.status} = 'pending'))::int`,
    })
    .from(products)
    .where(eq(products.userId, userId));
  return { slotsUsed: row?.slotsUsed ?? 0, inProgress: row?.inProgress ?? 0 };
}

/** What the plan cap compares with max_products (create and retry, under the plan lock). */
export async function countCappedProducts(db: Db, userId: string): Promise<number> {
  return (await countSlotUse(db, userId)).slotsUsed;
}

/** Completed products (archived included), as the dashboard shows them. */
export async function countCompletedProducts(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.userId, userId), eq(products.status, "complete")));
  return row?.count ?? 0;
}

/** The subscription's product_count (decision 029): completed products, written back to the subscription row. */
export async function refreshProductCount(db: Db, userId: string): Promise<number> {
  const count = await countCompletedProducts(db, userId);
  await db.update(subscriptions).set({ productCount: count, updatedAt: new Date() }).where(eq(subscriptions.userId, userId));
  return count;
}
