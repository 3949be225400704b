import { and, count, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { RegenerateResponse } from "../../core/api-types";
import { regenerateSchema } from "../../core/listing/editable";
import { isTier, PLANS, type Tier } from "../../core/plans";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { listingRegenerations } from "../db/schema";
import type { ProductEvents } from "../generation/product-events";
import { streamChanges } from "../generation/stream-changes";
import { AppError, parseOrThrow, readJson } from "../http/errors";
import { JOBS } from "../jobs/definitions";
import type { Queue } from "../jobs/queue";
import { getOwnProduct } from "../products/own-product";
import { ensureSubscription } from "../plan/ensure-subscription";
import { regenerationJobKey } from "./regenerate-job";
import { ownRegeneration, toApiRegeneration, type RegenerationRow } from "./regeneration-view";
import { startRegeneration } from "./start-regeneration";

const notFound = () => new AppError("NOT_FOUND", "The requested regeneration could not be found.");

async function tierOf(db: Db, userId: string): Promise<Tier> {
  const { tier } = await ensureSubscription(db, userId);
  return isTier(tier) ? tier : "free";
}

/** What is left of the plan's allowance now, beside a regeneration. */
async function response(db: Db, userId: string, row: RegenerationRow): Promise<RegenerateResponse> {
  const limitPerDay = PLANS[await tierOf(db, userId)].regenerationsPerDay;
  const [used] = await db
    .select({ count: count() })
    .from(listingRegenerations)
    .where(and(eq(listingRegenerations.userId, userId), gt(listingRegenerations.createdAt, new Date(Date.now() - 24 * 60 * 60 * 1000))));
  return { regeneration: toApiRegeneration(row), remainingToday: Math.max(0, limitPerDay - (used?.count ?? 0)), limitPerDay };
}

/** Regenerating a finished listing or one section (issue 13): start, read, and follow it. Owner only. */
export function regenerateRoutes(deps: { db: Db; queue: Queue; events: ProductEvents }) {
  const { db, queue } = deps;
  const regenerationOf = async (userId: string, productId: string, regenerationId: string) => {
    const product = await getOwnProduct(db, userId, productId);
    const row = z.uuid().safeParse(regenerationId).success ? await ownRegeneration(db, userId, product.id, regenerationId) : null;
    if (!row) throw notFound();
    return row;
  };
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .post("/products/:id/regenerate", requireUser, async (c) => {
      const input = parseOrThrow(regenerateSchema, await readJson(c));
      const userId = c.get("user").id;
      const product = await getOwnProduct(db, userId, c.req.param("id"));
      const { row, remainingToday, limitPerDay } = await startRegeneration(db, userId, product, input, await tierOf(db, userId));
      // If this send is lost (crash), the reconciler finds the pending regeneration and enqueues it.
      await queue.send(JOBS.regenerateListing, { regenerationId: row.id, attempt: 1 }, { singletonKey: regenerationJobKey(row.id, 1) });
      return c.json({ regeneration: toApiRegeneration(row), remainingToday, limitPerDay } satisfies RegenerateResponse, 202);
    })
    .get("/products/:id/regenerations/:rid", requireUser, async (c) => {
      const userId = c.get("user").id;
      const row = await regenerationOf(userId, c.req.param("id"), c.req.param("rid"));
      return c.json(await response(db, userId, row));
    })
    .get("/products/:id/regenerations/:rid/events", requireUser, async (c) => {
      const first = await regenerationOf(c.get("user").id, c.req.param("id"), c.req.param("rid"));
      return streamChanges(c, deps.events, first.productId, async () => {
        const [row] = await db.select().from(listingRegenerations).where(eq(listingRegenerations.id, first.id));
        return row ? { data: toApiRegeneration(row), done: row.status !== "pending" } : null;
      });
    });
}
