import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ENTITLING_STATUSES, intervalForPrice, type PriceIds } from "../../core/billing";
import type { ApiSubscription, SyncCheckResponse } from "../../core/api-types";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import type { Logger } from "../logger";
import { paddleSubscriptions, transactions } from "../db/schema";
import { countCappedProducts } from "../products/product-count";
import { ensureSubscription } from "./ensure-subscription";

/** Spec section 4: a transaction this recent forces a refresh of the plan. */
export const RECENT_TRANSACTION_MINUTES = 10;

export async function readSubscription(db: Db, prices: PriceIds, userId: string): Promise<ApiSubscription> {
  const [row, slotsUsed, recent, paid] = await Promise.all([
    ensureSubscription(db, userId),
    countCappedProducts(db, userId),
    db
      .select({ id: transactions.paddleTransactionId })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), gt(transactions.createdAt, sql`now() - make_interval(mins => ${RECENT_TRANSACTION_MINUTES})`)))
      .limit(1),
    db
      .select({ priceId: paddleSubscriptions.priceId })
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
  };
}

interface Deps {
  db: Db;
  prices: PriceIds;
  logger: Logger;
  /** Brings the plan up to date (stored events, then Paddle's API when configured). */
  sync: (userId: string) => Promise<void>;
  /** The deeper, user-requested check: also finds a Paddle customer no notification named. */
  checkSync: (userId: string) => Promise<{ changed: boolean }>;
}

/**
 * The plan and usage. POST /subscription/refresh and /subscription/sync-check bring the plan up to
 * date first; they take no input, so no request can choose a tier.
 */
export function subscriptionRoutes(deps: Deps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/subscription", requireUser, async (c) => c.json(await readSubscription(deps.db, deps.prices, c.get("user").id)))
    .post("/subscription/refresh", requireUser, async (c) => {
      const userId = c.get("user").id;
      await deps.sync(userId);
      return c.json(await readSubscription(deps.db, deps.prices, userId));
    })
    .post("/subscription/sync-check", requireUser, async (c) => {
      const userId = c.get("user").id;
      const { changed } = await deps.checkSync(userId).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        deps.logger.warn("sync check failed", { userId, error });
        throw new AppError("BAD_GATEWAY", "The payment provider could not be reached. Please try again.");
      });
      return c.json({ changed, subscription: await readSubscription(deps.db, deps.prices, userId) } satisfies SyncCheckResponse);
    });
}
