import { and, eq, ne, notInArray } from "drizzle-orm";
import { queryErrorMessage } from "../db/errors";
import { billingAlerts, billingEvents } from "../db/schema";
import type { Logger } from "../logger";
import { JOBS, type PaddleEventJobData } from "../jobs/definitions";
import type { Queue } from "../jobs/queue";
import { retryDelayAfter } from "../jobs/retry-policy";
import type { AlertDeps } from "../admin/alerts/raise-alert";
import { raiseWebhookFailureAlert } from "../admin/alerts/webhook-failure-alert";
import { applyEvent, type ApplyDeps } from "./apply-event";

export function paddleEventJobKey(eventId: string, attempt: number): string {
  return `${eventId}:${attempt}`;
}

/**
 * Applies a stored Paddle event. A failure schedules the next attempt itself (exact waits rather
 * than pg-boss's exponential backoff); after the last one the event is marked failed and an
 * alert is raised for the admin. pg-boss's own retries only cover a process that died mid-job.
 */
export function paddleEventJob(deps: ApplyDeps & { queue: Queue; retryDelaysSeconds: readonly number[]; logger: Logger; alerts?: AlertDeps }) {
  return async (data: PaddleEventJobData) => {
    const attempt = data.attempt ?? 1;
    try {
      await applyEvent(deps, data.eventId);
    } catch (error) {
      const message = `attempt ${attempt}: ${queryErrorMessage(error)}`.slice(0, 2000);
      const retryIn = retryDelayAfter(attempt, deps.retryDelaysSeconds);
      const final = retryIn === null;
      deps.logger.warn("paddle event failed", { eventId: data.eventId, attempt, final, error: message });
      if (final) {
        // Failed and alerted once, in one transaction, and only if nothing (a refresh, say) applied
        // the event meanwhile; a rerun of this last job after a crash finds it failed already.
        const alerted = await deps.db.transaction(async (tx) => {
          const marked = await tx
            .update(billingEvents)
            .set({ lastError: message, status: "failed" })
            .where(and(eq(billingEvents.eventId, data.eventId), notInArray(billingEvents.status, ["processed", "failed"])))
            .returning({ eventId: billingEvents.eventId });
          if (marked.length > 0) await tx.insert(billingAlerts).values({ eventId: data.eventId, error: message });
          return marked.length > 0;
        });
        // The admin's alert channels (webhook-failure rule); a delivery problem never fails the job.
        if (alerted && deps.alerts) {
          await raiseWebhookFailureAlert(deps.alerts, { eventId: data.eventId, error: message }).catch((error: unknown) =>
            deps.logger.error("webhook failure alert failed", { eventId: data.eventId, error: String(error) }),
          );
        }
        return;
      }
      await deps.db
        .update(billingEvents)
        .set({ lastError: message })
        .where(and(eq(billingEvents.eventId, data.eventId), ne(billingEvents.status, "processed")));
      await deps.queue.send(
        JOBS.paddleEvent,
        { eventId: data.eventId, attempt: attempt + 1 },
        { startAfter: retryIn, singletonKey: paddleEventJobKey(data.eventId, attempt + 1) },
      );
    }
  };
}
