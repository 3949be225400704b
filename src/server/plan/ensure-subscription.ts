import { eq } from "drizzle-orm";
import { DEFAULT_TIER, PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";

/** Returns the user's subscription row, creating the free one if it is missing. */
export async function ensureSubscription(db: Db, userId: string) {
  const existing = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (existing[0]) return existing[0];
  await db.insert(subscriptions).values({ userId, tier: DEFAULT_TIER, maxProducts: PLANS[DEFAULT_TIER].maxProducts, productCount: 0 }).onConflictDoNothing();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) throw new Error(`subscription for ${userId} could not be created`);
  return row;
}
