import type { PriceIds } from "../../core/billing";
import type { SyncCheckResponse } from "../../core/api-types";
import { paymentProviderUnreachable } from "./paddle-call";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import type { Logger } from "../runtime/logger";
import { readSubscription } from "../plan/read-subscription";

export interface PlanSyncDeps {
  db: Db;
  prices: PriceIds;
  logger: Logger;
  /** The deeper, user-requested check: also finds a Paddle customer no notification named. */
  checkSync: (userId: string) => Promise<{ changed: boolean }>;
}

/** The account's "check my payment" button: the deep sync check, then the plan as it now stands. Paddle failing is a 502. */
export async function checkPlanSync(deps: PlanSyncDeps, userId: string): Promise<SyncCheckResponse> {
  const { changed } = await deps.checkSync(userId).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    deps.logger.warn("sync check failed", { userId, error });
    throw paymentProviderUnreachable();
  });
  return { changed, subscription: await readSubscription(deps.db, deps.prices, userId) };
}
