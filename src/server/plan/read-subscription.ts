import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { ENTITLING_STATUSES, intervalForPrice, type PriceIds } from "../../core/billing";
import type { ApiSubscription } from "../../core/api-types";
import { trialInfo } from "../../core/trial";
import type { Db } from "../db/client";
import { paddleSubscriptions, transactions } from "../db/schema";
import { ensureSubscription } from "./ensure-subscription";
import { countSlotUse } from "./product-count";

/** A transaction this recent forces a refresh of the plan (decision 032). */
export const RECENT_TRANSACTION_MINUTES = 10;

export async function readSubscription(db: Db, prices: PriceIds, userId: string): Promise<ApiSubscription> {
  const [row, { slotsUsed, inProgress }, recent, paid] = await Promise.all([
    ensureSubscription(db, userId),
    countSlotUse(db, userId),
    db
      .select({ id: transactions.paddleTransactionId })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), gt(transactions.createdAt, sql`now() - make_interval(mins => ${RECENT_TRANSACTION_MINUTES})`)))
      .limit(1),
    db
      .select({ priceId: paddleSubscriptions.priceId, status: paddleSubscriptions.status, trialEndsAt: paddleSubscriptions.trialEndsAt })
      .from(paddleSubscriptions)
      .where(and(eq(paddleSubscriptions.userId, userId), inArray(paddleSubscriptions.status, [...ENTITLING_STATUSES])))
      .orderBy(desc(paddleSubscriptions.occurredAt))
      .limit(1),
  ]);
  return {
    tier: row.tier,
    maxProducts: row.maxProducts,
    productCount: row.productCount,
    slotsUsed,
    updatedAt: row.updatedAt.toISOString(),
    recentTransaction: recent.length > 0,
    hasPaidSubscription: paid.length > 0,
    billingInterval: intervalForPrice(paid[0]?.priceId, prices),
    trial: paid[0]?.status === "trialing" && paid[0].trialEndsAt ? trialInfo(paid[0].trialEndsAt) : null,
    inProgress,
  };
}
