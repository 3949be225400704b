import { Hono } from "hono";
import { productProgress } from "../../core/products/status";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { getOwnProduct } from "../products/own-product";
import type { ProductEvents } from "./product-events";
import { readProductState } from "./progress";
import { streamChanges } from "./stream-changes";

/** Server-Sent Events for one product, owner only: its progress now and at every change, until done. */
export function eventsRoutes(deps: { db: Db; events: ProductEvents }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().get("/products/:id/events", requireUser, async (c) => {
    const product = await getOwnProduct(deps.db, c.get("user").id, c.req.param("id"));
    return streamChanges(c, deps.events, product.id, async () => {
      const state = await readProductState(deps.db, product.id);
      if (!state) return null;
      const progress = productProgress(state, new Date());
      return { data: { id: product.id, ...progress }, done: progress.status !== "pending" };
    });
  });
}
