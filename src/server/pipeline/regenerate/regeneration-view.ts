import { and, eq } from "drizzle-orm";
import type { ApiRegeneration } from "../../../core/api-types";
import type { ListingSection } from "../../../core/listing/editable";
import type { Db } from "../../db/client";
import { listingRegenerations } from "../../db/schema";
import { REGENERATION_DONE } from "./apply-regeneration";

export type RegenerationRow = typeof listingRegenerations.$inferSelect;

export function toApiRegeneration(row: RegenerationRow): ApiRegeneration {
  return {
    id: row.id,
    productId: row.productId,
    section: row.section as ListingSection | null,
    instruction: row.instruction,
    locked: row.locked as ListingSection[],
    status: row.status,
    progress: row.progress,
    message: row.message,
    // What the writer could not do ("Title could not be made shorter…"), said beside the result.
    note: row.status === "complete" && row.message && row.message !== REGENERATION_DONE ? row.message : null,
    error: row.error,
    resultVersion: row.resultVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The product's running regeneration, for the product page. */
export async function pendingRegeneration(db: Db, productId: string): Promise<ApiRegeneration | null> {
  const [row] = await db
    .select()
    .from(listingRegenerations)
    .where(and(eq(listingRegenerations.productId, productId), eq(listingRegenerations.status, "pending")));
  return row ? toApiRegeneration(row) : null;
}

/** A regeneration of one of the user's products; anything else is null (a 404 for the caller). */
export async function ownRegeneration(db: Db, userId: string, productId: string, regenerationId: string): Promise<RegenerationRow | null> {
  const [row] = await db
    .select()
    .from(listingRegenerations)
    .where(and(eq(listingRegenerations.id, regenerationId), eq(listingRegenerations.productId, productId), eq(listingRegenerations.userId, userId)));
  return row ?? null;
}
