import { inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsEvents, attributionTouches } from "../db/schema";

/** Rows per delete: short statements, so a large backlog never holds locks for long. */
const BATCH = 5_000;

async function deleteInBatches(pick: (limit: number) => Promise<string[]>, remove: (ids: string[]) => Promise<unknown>): Promise<number> {
  let removed = 0;
  for (;;) {
    const ids = await pick(BATCH);
    if (ids.length > 0) await remove(ids);
    removed += ids.length;
    if (ids.length < BATCH) return removed;
  }
}

/**
 * Retention (issue 30 item 12): deletes raw analytics events and attribution touches older than
 * `months` before `now` (calendar months, as PostgreSQL counts them). The per-day source counts
 * hold no personal data and stay.
 */
export async function pruneOldAnalytics(db: Db, months: number, now = new Date()): Promise<{ events: number; touches: number }> {
  const cutoff: SQL = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  const events = await deleteInBatches(
    async (limit) =>
      (await db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(lt(analyticsEvents.occurredAt, cutoff)).limit(limit)).map((row) => row.id),
    (ids) => db.delete(analyticsEvents).where(inArray(analyticsEvents.id, ids)),
  );
  const touches = await deleteInBatches(
    async (limit) =>
      (await db.select({ id: attributionTouches.id }).from(attributionTouches).where(lt(attributionTouches.touchedAt, cutoff)).limit(limit)).map(
        (row) => row.id,
      ),
    (ids) => db.delete(attributionTouches).where(inArray(attributionTouches.id, ids)),
  );
  return { events, touches };
}
