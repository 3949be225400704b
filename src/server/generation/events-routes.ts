import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { entitlements } from "../../core/billing";
import { productProgress } from "../../core/products/status";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { getOwnProduct } from "../products/own-product";
import { visibleDraft } from "../products/visible-draft";
import { ensureSubscription } from "../subscriptions/ensure-subscription";
import type { ProductEvents } from "./product-events";
import { readProductState } from "./progress";

const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events for one product, owner only: its progress now and at every change, until
 * done, and each section of a streaming model's draft once it is written (`section`, decision 022).
 */
export function eventsRoutes(deps: { db: Db; events: ProductEvents }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().get("/products/:id/events", requireUser, async (c) => {
    const userId = c.get("user").id;
    const product = await getOwnProduct(deps.db, userId, c.req.param("id"));
    const plan = entitlements((await ensureSubscription(deps.db, userId)).tier);
    return streamSSE(c, async (stream) => {
      // What this stream has sent of each draft section: a retry's new text is sent again.
      const sent = new Map<string, string>();
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
            const draft = state.status === "pending" ? visibleDraft(state.draft, plan) : null;
            for (const [key, value] of Object.entries(draft ?? {})) {
              const json = JSON.stringify(value);
              if (sent.get(key) === json) continue;
              sent.set(key, json);
              await stream.writeSSE({ event: "section", id: String(++sequence), data: JSON.stringify({ key, value }) });
            }
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
