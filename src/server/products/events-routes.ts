import { Hono } from "hono";
import { productProgress } from "../../core/products/status";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { getOwnProduct } from "./own-product";
import { visibleDraft } from "./visible-draft";
import { planEntitlements } from "../plan/plan-entitlements";
import type { ProductEvents } from "../pipeline/progress/product-events";
import { readProductState } from "../pipeline/progress/progress";
import { streamChanges } from "../pipeline/progress/stream-changes";

/**
 * Server-Sent Events for one product, owner only: its progress now and at every change, until
 * done, and each section of a streaming model's draft once it is written (`section`, decision 022).
 */
export function eventsRoutes(deps: { db: Db; events: ProductEvents }) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>().get("/products/:id/events", requireUser, async (c) => {
    const userId = c.get("user").id;
    const product = await getOwnProduct(deps.db, userId, c.req.param("id"));
    const plan = await planEntitlements(deps.db, userId);
    // What this stream has sent of each draft section: a retry's new text is sent again.
    const sent = new Map<string, string>();
    return streamChanges(c, deps.events, product.id, async () => {
      const state = await readProductState(deps.db, product.id);
      if (!state) return null;
      const draft = state.status === "pending" ? visibleDraft(state.draft, plan) : null;
      const extra: Array<{ event: string; data: unknown }> = [];
      for (const [key, value] of Object.entries(draft ?? {})) {
        const json = JSON.stringify(value);
        if (sent.get(key) === json) continue;
        sent.set(key, json);
        extra.push({ event: "section", data: { key, value } });
      }
      const progress = productProgress(state, new Date());
      return { data: { id: product.id, ...progress }, done: progress.status !== "pending", extra };
    });
  });
}
