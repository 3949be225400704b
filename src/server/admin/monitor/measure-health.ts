import { lt, sql } from "drizzle-orm";
import type { PriceIds } from "../../../core/billing";
import { HEALTH_WINDOW_HOURS, healthRating, type HealthPoint } from "../../../core/monitor";
import type { Db } from "../../db/client";
import { healthMetrics } from "../../db/schema";
import { assessPayments, planAccuracy } from "./assess-payments";

export const WINDOW = sql.raw(`interval '${HEALTH_WINDOW_HOURS} hours'`);

/** Percent of the last 24 hours' stored Paddle notifications that were applied rather than failed; 100 when none. */
export async function webhookSuccess(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    select count(*) filter (where status = 'processed')::int as processed, count(*) filter (where status = 'failed')::int as failed
    from billing_events
    where received_at > now() - ${WINDOW} and event_id not like ${"evt\\_admintest\\_%"}`)) as unknown as {
    rows: Array<{ processed: number; failed: number }>;
  };
  const { processed = 0, failed = 0 } = result.rows[0] ?? {};
  return processed + failed === 0 ? 100 : (processed / (processed + failed)) * 100;
}

/** One health measurement, stored; measurements older than the window are deleted. */
export async function measureHealth(db: Db, prices: PriceIds): Promise<HealthPoint> {
  const accuracy = planAccuracy(await assessPayments(db, prices));
  const webhook = await webhookSuccess(db);
  const rating = healthRating(accuracy, webhook);
  const [row] = await db.insert(healthMetrics).values({ planAccuracy: accuracy, webhookSuccess: webhook, rating }).returning();
  await db.delete(healthMetrics).where(lt(healthMetrics.measuredAt, sql`now() - ${WINDOW}`));
  return { measuredAt: (row?.measuredAt ?? new Date()).toISOString(), planAccuracy: accuracy, webhookSuccess: webhook, rating };
}
