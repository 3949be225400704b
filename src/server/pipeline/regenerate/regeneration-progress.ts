import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingRegenerations } from "../../db/schema";
import { publishProductChange } from "../progress/progress";

const pendingRow = (id: string) => and(eq(listingRegenerations.id, id), eq(listingRegenerations.status, "pending"));

/** Progress of a pending regeneration (never back), published on its product's channel. */
export async function writeRegenerationProgress(db: Db, id: string, update: { progress: number; message: string; attempt?: number }): Promise<void> {
  const progress = Math.max(0, Math.min(95, Math.round(update.progress)));
  const rows = await db
    .update(listingRegenerations)
    .set({
      progress: sql`greatest(${listingRegenerations.progress}, ${progress}::int)`,
      message: update.message.slice(0, 200),
      ...(update.attempt ? { attempt: update.attempt } : {}),
    })
    .where(pendingRow(id))
    .returning({ productId: listingRegenerations.productId });
  if (rows[0]) await publishProductChange(db, rows[0].productId);
}

/** The listing and its versions stay exactly as they are; only the regeneration says it failed. */
export async function markRegenerationFailed(db: Db, id: string, error: string): Promise<boolean> {
  const rows = await db
    .update(listingRegenerations)
    .set({ status: "failed", error: error.slice(0, 500), message: "Regeneration failed", callbackTokenHash: null, finishedAt: new Date() })
    .where(pendingRow(id))
    .returning({ productId: listingRegenerations.productId });
  if (rows[0]) await publishProductChange(db, rows[0].productId);
  return rows.length > 0;
}
