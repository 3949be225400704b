import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { RegenerateResponse } from "../../core/api-types";
import { regenerateSchema } from "../../core/listing/editable";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { listingRegenerations } from "../db/schema";
import type { Generator } from "../pipeline/write/generator";
import type { ProductEvents } from "../pipeline/progress/product-events";
import { streamChanges } from "../pipeline/progress/stream-changes";
import { jsonBody } from "../http/json-body";
import type { Queue } from "../jobs/queue";
import { getOwnProduct } from "../products/own-product";
import { planTier } from "../plan/plan-tier";
import { findRegeneration } from "./find-regeneration";
import { readRegeneration } from "./read-regeneration";
import { REGENERATE_LISTING_JOB, regenerationJobKey } from "../pipeline/regenerate/regenerate-job";
import { toApiRegeneration } from "../pipeline/regenerate/regeneration-view";
import { startRegeneration } from "../pipeline/regenerate/start-regeneration";

/** Regenerating a finished listing or one section (issue 13): start, read, and follow it. Owner only. */
export function regenerateRoutes(deps: { db: Db; queue: Queue; events: ProductEvents; generator: Generator["name"] }) {
  const { db, queue } = deps;
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .post("/products/:id/regenerate", requireUser, jsonBody(regenerateSchema), async (c) => {
      const userId = c.get("user").id;
      const product = await getOwnProduct(db, userId, c.req.param("id"));
      const { row, remainingToday, limitPerDay } = await startRegeneration(
        db,
        userId,
        product,
        c.req.valid("json"),
        await planTier(db, userId),
        deps.generator,
      );
      // If this send is lost (crash), the reconciler finds the pending regeneration and enqueues it.
      await queue.send(REGENERATE_LISTING_JOB, { regenerationId: row.id, attempt: 1 }, { singletonKey: regenerationJobKey(row.id, 1) });
      return c.json({ regeneration: toApiRegeneration(row), remainingToday, limitPerDay } satisfies RegenerateResponse, 202);
    })
    .get("/products/:id/regenerations/:rid", requireUser, async (c) =>
      c.json(await readRegeneration(db, c.get("user").id, c.req.param("id"), c.req.param("rid"))),
    )
    .get("/products/:id/regenerations/:rid/events", requireUser, async (c) => {
      const first = await findRegeneration(db, c.get("user").id, c.req.param("id"), c.req.param("rid"));
      return streamChanges(c, deps.events, first.productId, async () => {
        const [row] = await db.select().from(listingRegenerations).where(eq(listingRegenerations.id, first.id));
        return row ? { data: toApiRegeneration(row), done: row.status !== "pending" } : null;
      });
    });
}
