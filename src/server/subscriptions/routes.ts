import { Hono } from "hono";
import type { ApiSubscription } from "../../core/api-types";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { countCappedProducts } from "../products/product-count";
import { ensureSubscription } from "./ensure-subscription";

export function subscriptionRoutes(deps: { db: Db }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/subscription", requireUser, async (c) => {
      const userId = c.get("user").id;
      const [row, slotsUsed] = await Promise.all([ensureSubscription(deps.db, userId), countCappedProducts(deps.db, userId)]);
      const body: ApiSubscription = {
        tier: row.tier,
        maxProducts: row.maxProducts,
        productCount: row.productCount,
        slotsUsed,
        updatedAt: row.updatedAt.toISOString(),
      };
      return c.json(body);
    });
}
