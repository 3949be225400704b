import { and, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { billingEvents } from "../../db/schema";
import { type AlertDeps, raiseAlert } from "./raise-alert";

const DAY_MS = 24 * 60 * 60_000;

/** Percent of the Paddle notifications received in the last 24 hours that were applied (100 with none finished). */
export async function webhookSuccessPercent(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({
      processed: sql<number>`count(*) filter (where ${billingEvents.status} = 'processed')`.mapWith(Number),
      finished: sql<number>`count(*)`.mapWith(Number),
    })
    .from(billingEvents)
    .where(and(gte(billingEvents.receivedAt, new Date(now.getTime() - DAY_MS)), inArray(billingEvents.status, ["processed", "failed"])));
  if (!row || row.finished === 0) return 100;
  return Math.round((row.processed / row.finished) * 1000) / 10;
}

/** A Paddle notification failed for good: raise the webhook-failure rule with the day's success rate. */
export async function raiseWebhookFailureAlert(deps: AlertDeps, failure: { eventId: string; error: string }) {
  const percent = await webhookSuccessPercent(deps.db, deps.now?.() ?? new Date());
  return raiseAlert(deps, {
    ruleId: "webhook-failure",
    value: percent,
    title: `Paddle notification failed (success ${percent}% in 24 h)`,
    message: `Notification ${failure.eventId} could not be applied after every retry: ${failure.error}`,
  });
}
