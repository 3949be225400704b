import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";

/** How many of `wanted` records may still be stored today; the rest are to be dropped. */
export type DailyEventCap = (wanted: number) => Promise<number>;

/** The day's counter outlives its day a little, so purgeExpiredRateLimits never resets a live one. */
const COUNTER_SECONDS = 2 * 24 * 60 * 60;

/**
 * A global cap on the analytics and attribution records stored per UTC day (issue 30 item 12), so
 * a flood from many addresses cannot fill the database. One counter row per day in rate_limits,
 * shared by every process; it goes on counting past the cap, so it also says how many were dropped.
 * Dropping is no error to the browser: the first batch over the cap is logged as a warning.
 */
export function dailyEventCap(deps: { db: Db; logger: Logger; maxPerDay: number }): DailyEventCap {
  const { db, logger, maxPerDay } = deps;
  return async (wanted) => {
    if (wanted <= 0) return 0;
    const key = `analytics-day:${new Date().toISOString().slice(0, 10)}`;
    const result = (await db.execute(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, ${wanted}, now() + make_interval(secs => ${COUNTER_SECONDS}))
      on conflict (key) do update set count = rate_limits.count + excluded.count
      returning count::int as count`)) as unknown as { rows: Array<{ count: number }> };
    const total = result.rows[0]?.count ?? wanted;
    const before = total - wanted;
    const granted = Math.max(0, Math.min(wanted, maxPerDay - before));
    if (granted < wanted && before <= maxPerDay) logger.warn("analytics daily cap reached: records are dropped until the next UTC day", { maxPerDay, key });
    else if (granted < wanted) logger.debug("analytics records dropped over the daily cap", { dropped: wanted - granted, droppedToday: total - maxPerDay });
    return granted;
  };
}
