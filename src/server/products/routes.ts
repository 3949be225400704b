import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { CreateProductResponse, ProductExportResponse } from "../../core/api-types";
import { entitlements } from "../../core/billing";
import { parseImages } from "../../core/products/images";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { JOBS } from "../jobs/definitions";
import type { Queue } from "../jobs/queue";
import { AppError, errorBody, parseOrThrow, readJson } from "../http/errors";
import { createProduct, DuplicateProductError } from "./create-product";
import { createProductInput } from "./create-product-input";
import { listProducts, listProductsQuery } from "./list-products";
import { archiveProduct, getLatestProduct, getOwnProduct } from "./own-product";
import { refreshProductCount } from "../plan/product-count";
import { toApiProduct } from "./to-api-product";
import { pendingRegeneration } from "../listing/regeneration-view";
import { ensureSubscription } from "../plan/ensure-subscription";

const notifyInput = z.strictObject({ email: z.string().trim().toLowerCase().pipe(z.email("must be a valid e-mail address").max(254)) });

/** Whether the viewer's plan includes the paid parts of a listing (spec section 6). */
async function planOf(db: Db, userId: string) {
  const { tier } = await ensureSubscription(db, userId);
  return entitlements(tier);
}

export function productRoutes(deps: { db: Db; queue: Queue; appUrl: string }) {
  const { db, queue } = deps;
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/products", requireUser, async (c) => {
      const query = parseOrThrow(listProductsQuery, c.req.query());
      return c.json(await listProducts(db, c.get("user").id, query));
    })
    .get("/products/latest", requireUser, async (c) => {
      const userId = c.get("user").id;
      const [row, plan] = await Promise.all([getLatestProduct(db, userId), planOf(db, userId)]);
      return c.json({ product: row ? toApiProduct(row, plan) : null });
    })
    .post("/products", requireUser, async (c) => {
      const input = parseOrThrow(createProductInput, await readJson(c));
      const userId = c.get("user").id;
      try {
        // A new product is pending, so the completed count is unchanged until its job completes it.
        const { row, message } = await createProduct(db, userId, input);
        // If this send is lost (crash), the reconciler finds the pending product and enqueues it.
        await queue.send(JOBS.generateListing, { productId: row.id, attempt: 1 }, { singletonKey: `${row.id}:1` });
        return c.json({ product: toApiProduct(row, await planOf(db, userId)), message } satisfies CreateProductResponse, 201);
      } catch (error) {
        if (!(error instanceof DuplicateProductError)) throw error;
        return c.json({ ...errorBody("DUPLICATE", error.message), duplicate: error.duplicate }, 409);
      }
    })
    .get("/products/:id", requireUser, async (c) => {
      const userId = c.get("user").id;
      const [row, plan] = await Promise.all([getOwnProduct(db, userId, c.req.param("id")), planOf(db, userId)]);
      return c.json({ product: toApiProduct(row, plan, await pendingRegeneration(db, row.id)) });
    })
    .get("/products/:id/export", requireUser, async (c) => {
      const userId = c.get("user").id;
      const [row, plan] = await Promise.all([getOwnProduct(db, userId, c.req.param("id")), planOf(db, userId)]);
      if (!plan.export) throw new AppError("PLAN_REQUIRED", "Download Images is included in the Creator and Pro plans.");
      return c.json({ images: parseImages(row.images) } satisfies ProductExportResponse);
    })
    .post("/products/:id/notify", requireUser, async (c) => {
      const { email } = parseOrThrow(notifyInput, await readJson(c));
      const { id } = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      await db.update(products).set({ notifyEmail: email }).where(and(eq(products.id, id), isNull(products.notifiedAt)));
      // Read the status after recording the address: either this send or the generation job's
      // sees both; the e-mail job's claim makes sure only one mail goes out.
      const [after] = await db.select({ status: products.status }).from(products).where(eq(products.id, id));
      if (after?.status === "complete") await queue.send(JOBS.readyEmail, { productId: id });
      return c.json({ ok: true });
    })
    .post("/products/:id/archive", requireUser, async (c) => {
      const userId = c.get("user").id;
      const row = await archiveProduct(db, userId, c.req.param("id"));
      await refreshProductCount(db, userId);
      return c.json({ product: toApiProduct(row, await planOf(db, userId)) });
    });
}
