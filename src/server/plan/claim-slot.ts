import { eq } from "drizzle-orm";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { countCappedProducts } from "./product-count";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Locks the user's subscription row until the transaction ends. Every request that makes a
 * product use a slot (create, retry) takes this lock before it counts, so parallel requests
 * cannot overshoot the cap. Call ensureSubscription before the transaction.
 */
export async function lockPlan(tx: Tx, userId: string) {
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
  if (!subscription) throw new AppError("NOT_FOUND", "Subscription not found");
  return subscription;
}

/** Refuses (403 PLAN_LIMIT) when every slot of the locked plan is in use. */
export async function assertSlotFree(tx: Tx, userId: string, plan: Awaited<ReturnType<typeof lockPlan>>): Promise<void> {
  if ((await countCappedProducts(tx, userId)) < plan.maxProducts) return;
  const products = `${plan.maxProducts} product${plan.maxProducts === 1 ? "" : "s"}`;
  throw new AppError("PLAN_LIMIT", `Your ${PLANS[plan.tier].name} plan allows ${products}. Upgrade your plan to create more.`);
}
