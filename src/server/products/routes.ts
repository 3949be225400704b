import { Hono } from "hono";
import type { CreateProductResponse, ProductExportResponse } from "../../core/api-types";
import { parseImages } from "../../core/products/images";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { WriteEpoch } from "../db/write-epoch";
import type { Db } from "../db/client";
import { queueGeneration } from "../pipeline/job/generate-job";
import type { Queue } from "../jobs/queue";
import { parseQueryOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { archiveProduct } from "./archive-product";
import { createProduct } from "./create-product";
import { createProductInput } from "./create-product-input";
import { productNameRequest } from "../../core/products/product-name";
import { deleteFailedProduct } from "./delete-product";
import { listCache } from "./list-cache";
import { listProducts, listProductsQuery } from "./list-products";
import { notifyInput, notifyWhenReady } from "./notify-when-ready";
import { getLatestProduct, getOwnProduct } from "./own-product";
import { retryProduct } from "./retry-product";
import { setProductName } from "./set-product-name";
import { toApiProduct } from "./to-api-product";
import { pendingRegeneration } from "../pipeline/regenerate/regeneration-view";
import { planEntitlements as planOf } from "../plan/plan-entitlements";

/** `writeEpoch` (PGlite only) lets the gallery list be answered from memory while nothing was written. */
export function productRoutes(deps: { db: Db; queue: Queue; appUrl: string; writeEpoch?: WriteEpoch }) {
  const { db, queue } = deps;
  const cached = deps.writeEpoch ? listCache(deps.writeEpoch) : null;
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/products", requireUser, async (c) => {
      const query = parseQueryOrThrow(listProductsQuery, c.req.query());
      const userId = c.get("user").id;
      if (!cached) return c.json(await listProducts(db, userId, query));
      const body = await cached(JSON.stringify([userId, query]), () => listProducts(db, userId, query));
      return c.body(body, 200, { "Content-Type": "application/json" });
    })
    .get("/products/latest", requireUser, async (c) => {
      const userId = c.get("user").id;
      const [row, plan] = await Promise.all([getLatestProduct(db, userId), planOf(db, userId)]);
      return c.json({ product: row ? toApiProduct(row, plan) : null });
    })
    .post("/products", requireUser, jsonBody(createProductInput), async (c) => {
      const input = c.req.valid("json");
      const userId = c.get("user").id;
      // A new product is pending, so the completed count is unchanged until its job completes it.
      const { row, message } = await createProduct(db, userId, input);
      // If this send is lost (crash), the reconciler finds the pending product and enqueues it.
      await queueGeneration(queue, row.id);
      return c.json({ product: toApiProduct(row, await planOf(db, userId)), message } satisfies CreateProductResponse, 201);
    })
    .get("/products/:id", requireUser, async (c) => {
      const userId = c.get("user").id;
      const [row, plan] = await Promise.all([getOwnProduct(db, userId, c.req.param("id")), planOf(db, userId)]);
      return c.json({ product: toApiProduct(row, plan, await pendingRegeneration(db, row.id)) });
    })
    .get("/products/:id/export", requireUser, async (c) => {
      // Every plan downloads its images as a zip (spec section 1); only the text exports are paid.
      const row = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      return c.json({ images: parseImages(row.images) } satisfies ProductExportResponse);
    })
    .post("/products/:id/notify", requireUser, jsonBody(notifyInput), async (c) => {
      await notifyWhenReady(deps, c.get("user").id, c.req.param("id"), c.req.valid("json").email);
      return c.json({ ok: true });
    })
    .post("/products/:id/retry", requireUser, async (c) => {
      const userId = c.get("user").id;
      const row = await retryProduct(db, userId, c.req.param("id"));
      // Like a create: a lost send is found by the reconciler, which enqueues the pending product.
      await queueGeneration(queue, row.id, { creatorRetry: true });
      return c.json({ product: toApiProduct(row, await planOf(db, userId)) });
    })
    .delete("/products/:id", requireUser, async (c) => {
      await deleteFailedProduct(db, c.get("user").id, c.req.param("id"));
      return c.body(null, 204);
    })
    .patch("/products/:id/name", requireUser, jsonBody(productNameRequest), async (c) => {
      const userId = c.get("user").id;
      const row = await setProductName(db, userId, c.req.param("id"), c.req.valid("json").productName);
      const [plan, regeneration] = await Promise.all([planOf(db, userId), pendingRegeneration(db, row.id)]);
      return c.json({ product: toApiProduct(row, plan, regeneration) });
    })
    .post("/products/:id/archive", requireUser, async (c) => {
      const userId = c.get("user").id;
      const row = await archiveProduct(db, userId, c.req.param("id"));
      return c.json({ product: toApiProduct(row, await planOf(db, userId)) });
    });
}
