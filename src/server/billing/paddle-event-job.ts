import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { PriceIds } from "../../core/billing";
import type { Db } from "../db/client";
import { billingAlerts, billingEvents } from "../db/schema";
import { applyEvent } from "./apply-event";

/** Applies a stored Paddle event; the queue retries a failure, and the last failure raises an alert. */
export function paddleEventJob(deps: { db: Db; prices: PriceIds }) {
  return async (job: PgBoss.JobWithMetadata<{ eventId: string }>) => {
    try {
      await applyEvent(deps.db, job.data.eventId, deps.prices);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db.update(billingEvents).set({ lastError: message.slice(0, 2000) }).where(eq(billingEvents.eventId, job.data.eventId));
      if (job.retryCount >= job.retryLimit) {
        await deps.db.update(billingEvents).set({ status: "failed" }).where(eq(billingEvents.eventId, job.data.eventId));
        await deps.db.insert(billingAlerts).values({ eventId: job.data.eventId, error: message.slice(0, 2000) });
      }
      throw error;
    }
  };
}
