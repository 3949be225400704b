import { Hono } from "hono";
import { saleDetailsSchema } from "../../core/marketplaces/sale-details";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { jsonBody } from "../http/json-body";
import { getOwnProduct } from "../products/own-product";
import { readSaleDetails, saveSaleDetails } from "./sale-details";

/** A product's price, currency and Etsy fields (issue 32): owner only, one schema with the form. */
export function saleDetailsRoutes({ db }: { db: Db }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/products/:id/sale-details", requireUser, async (c) => {
      const product = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      return c.json({ sale: await readSaleDetails(db, product.id) });
    })
    .put("/products/:id/sale-details", requireUser, jsonBody(saleDetailsSchema), async (c) => {
      const product = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      return c.json({ sale: await saveSaleDetails(db, product.id, c.req.valid("json")) });
    });
}
