import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { productProgress } from "../../core/products/status";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { getOwnProduct } from "../products/own-product";
import type { ProductEvents } from "./product-events";
import { readProductState } from "./progress";

const HEARTBEAT_MS = 15_000;

/** Server-Sent Events for one product, owner only: its progress now and at every change, until done. */
export function eventsRoutes(deps: { db: Db; events: ProductEvents }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().get("/products/:id/events", requireUser, async (c) => {
    const product = await getOwnProduct(deps.db, c.get("user").id, c.req.param("id"));
    return streamSSE(c, async (stream) => {
      let changed = true;
      let wake: (() => void) | null = null;
      let open = true;
      const unwatch = await deps.events.watch(product.id, () => {
        changed = true;
        wake?.();
      });
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      try {
        let sequence = 0;
        while (open) {
          if (changed) {
            changed = false;
            const state = await readProductState(deps.db, product.id);
            if (!state) break;
            const progress = productProgress(state, new Date());
            await stream.writeSSE({ event: "progress", id: String(++sequence), data: JSON.stringify({ id: product.id, ...progress }) });
            if (progress.status !== "pending") break;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
          if (open && !changed) await stream.write(": keep-alive\n\n");
        }
      } finally {
        unwatch();
      }
    });
  });
}
