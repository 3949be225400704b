import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { hashCallbackToken } from "../pipeline/write/webhook/webhook-generator";
import { jsonBody } from "../http/json-body";
import { createProduct } from "../products/create-product";
import { createProductInput } from "../products/create-product-input";

/**
 * Browser-test fixture (TEST_FIXTURES only): a product made by the real create action and handed
 * to a stand-in for the outside workflow. No job is queued, and the reconciler leaves products
 * holding a callback token to their workflow, so it stays pending until the test reports on it
 * through the real callback endpoint (progress, error or result), as a slow workflow would.
 */
export function workflowFixtureRoutes(deps: { db: Db }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().post("/products/workflow", requireUser, jsonBody(createProductInput), async (c) => {
    const { row } = await createProduct(deps.db, c.get("user").id, c.req.valid("json"));
    const callbackToken = randomBytes(32).toString("base64url");
    await deps.db
      .update(products)
      .set({ callbackTokenHash: hashCallbackToken(callbackToken) })
      .where(eq(products.id, row.id));
    return c.json({ productId: row.id, callbackToken }, 201);
  });
}
