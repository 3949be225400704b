import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { listingVersions } from "../db/schema";

/**
 * Stops later saves from folding into a version (decision 052). Called when a save or restore
 * based on an older version is refused: its author is shown this version's text to choose from,
 * and a "keep mine" that followed must not replace that text in the history.
 */
export async function sealVersion(db: Db, productId: string, number: number): Promise<void> {
  await db
    .update(listingVersions)
    .set({ foldUntil: null })
    .where(and(eq(listingVersions.productId, productId), eq(listingVersions.number, number)));
}
