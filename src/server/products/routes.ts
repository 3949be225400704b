import { Hono } from "hono";
import type { CreateProductResponse } from "../../core/api-types";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { errorBody, parseOrThrow, readJson } from "../http/errors";
import { createProduct, DuplicateProductError } from "./create-product";
import { createProductInput } from "./create-product-input";
import { listProducts, listProductsQuery } from "./list-products";
import { archiveProduct, getLatestProduct, getOwnProduct } from "./own-product";
import { refreshProductCount } from "./product-count";
import { toApiProduct } from "./to-api-product";

export function productRoutes(deps: { db: Db }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/products", requireUser, async (c) => {
      const query = parseOrThrow(listProductsQuery, c.req.query());
      return c.json(await listProducts(db, c.get("user").id, query));
    })
    .get("/products/latest", requireUser, async (c) => {
      const row = await getLatestProduct(db, c.get("user").id);
      return c.json({ product: row ? toApiProduct(row) : null });
    })
    .post("/products", requireUser, async (c) => {
      const input = parseOrThrow(createProductInput, await readJson(c));
      const userId = c.get("user").id;
      try {
        const { row, message } = await createProduct(db, userId, input);
        await refreshProductCount(db, userId);
        return c.json({ product: toApiProduct(row), message } satisfies CreateProductResponse, 201);
      } catch (error) {
        if (!(error instanceof DuplicateProductError)) throw error;
        return c.json({ ...errorBody("DUPLICATE", error.message), duplicate: error.duplicate }, 409);
      }
    })
    .get("/products/:id", requireUser, async (c) => c.json({ product: toApiProduct(await getOwnProduct(db, c.get("user").id, c.req.param("id"))) }))
    .post("/products/:id/archive", requireUser, async (c) => {
      const userId = c.get("user").id;
      const row = await archiveProduct(db, userId, c.req.param("id"));
      await refreshProductCount(db, userId);
      return c.json({ product: toApiProduct(row) });
    });
}
