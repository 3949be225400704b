import { and, count, eq, gt } from "drizzle-orm";
import type { RegenerateResponse } from "../../core/api-types";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { listingRegenerations } from "../db/schema";
import { planTier } from "../plan/plan-tier";
import { findRegeneration } from "./find-regeneration";
import { toApiRegeneration } from "../pipeline/regenerate/regeneration-view";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One of the user's regenerations, with what is left of the plan's daily allowance now. */
export async function readRegeneration(db: Db, userId: string, productId: string, regenerationId: string): Promise<RegenerateResponse> {
  const row = await findRegeneration(db, userId, productId, regenerationId);
  const limitPerDay = PLANS[await planTier(db, userId)].regenerationsPerDay;
  const [used] = await db
    .select({ count: count() })
    .from(listingRegenerations)
    .where(and(eq(listingRegenerations.userId, userId), gt(listingRegenerations.createdAt, new Date(Date.now() - DAY_MS))));
  return { regeneration: toApiRegeneration(row), remainingToday: Math.max(0, limitPerDay - (used?.count ?? 0)), limitPerDay };
}
