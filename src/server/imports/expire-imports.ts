import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { productImports } from "../db/schema";
import type { Logger } from "../runtime/logger";
import type { ObjectStorage } from "../storage/storage";

/**
 * Imports previewed and never confirmed within the grace period expire and their ZIPs are deleted
 * from storage; the rows stay, so the preview's link says what happened. Run with the upload
 * clean-up, on the same grace period as unused images. A confirm racing this waits for its lock
 * and then finds the import expired.
 */
export async function expireStaleImports(deps: { db: Db; storage: ObjectStorage; logger: Logger }, graceHours: number): Promise<number> {
  const cutoff = new Date(Date.now() - graceHours * 3600_000);
  const expired = await deps.db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: productImports.id, zipKey: productImports.zipKey })
      .from(productImports)
      .where(and(eq(productImports.status, "previewed"), lt(productImports.createdAt, cutoff)))
      .limit(500)
      .for("update", { skipLocked: true });
    if (stale.length === 0) return [];
    await tx
      .update(productImports)
      .set({ status: "expired", zipKey: null, updatedAt: new Date() })
      .where(
        inArray(
          productImports.id,
          stale.map((row) => row.id),
        ),
      );
    return stale;
  });
  for (const { zipKey } of expired) {
    if (zipKey) await deps.storage.delete(zipKey).catch((error: unknown) => deps.logger.warn("an expired import's ZIP was not deleted", { zipKey, error }));
  }
  return expired.length;
}
