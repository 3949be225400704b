import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { entitlements } from "../../core/billing";
import { fixtureListingBody } from "../../core/api-contract/platform";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { refreshProductCount } from "../plan/product-count";
import { toApiProduct } from "../products/to-api-product";

/**
 * Browser-test fixtures, mounted only with TEST_FIXTURES=true under NODE_ENV=test (config refuses
 * it otherwise). The browser tests run against an in-process PGlite they cannot reach, so this
 * stands in for the listing generator when a test needs a finished product.
 */
export function fixtureRoutes(deps: { db: Db }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().post("/products/:id/finish", requireUser, jsonBody(fixtureListingBody), async (c) => {
    const input = c.req.valid("json");
    const userId = c.get("user").id;
    const [current] = await deps.db
      .select()
      .from(products)
      .where(and(eq(products.id, c.req.param("id")), eq(products.userId, userId)));
    if (!current) throw new AppError("NOT_FOUND", "The requested product could not be found.");
    const [row] = await deps.db
      .update(products)
      .set({ ...input, addons: { ...current.addons, ...input.addons }, updatedAt: new Date() })
      .where(eq(products.id, current.id))
      .returning();
    await refreshProductCount(deps.db, userId);
    // The fixture echoes everything it wrote, whatever the plan.
    return c.json({ product: row ? toApiProduct(row, entitlements("pro")) : null });
  });
}
