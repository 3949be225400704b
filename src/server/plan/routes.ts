import { Hono } from "hono";
import type { PriceIds } from "../../core/billing";
import type { SyncCheckResponse } from "../../core/api-types";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import type { Logger } from "../logger";
import { readSubscription } from "./read-subscription";

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
