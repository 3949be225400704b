import { and, eq, ne, notInArray } from "drizzle-orm";
import { z } from "zod";
import { queryErrorMessage } from "../db/errors";
import { billingAlerts, billingEvents } from "../db/schema";
import type { Logger } from "../runtime/logger";
import { defineJob, jobAttempt, type JobDeps } from "../jobs/define-job";
import type { Queue } from "../jobs/queue";
import { retryDelayAfter } from "../jobs/retry-policy";
import { applyEvent, type ApplyDeps } from "./apply-event";
import { paddleEnvelope } from "./paddle-event";
import { trialEmailKey } from "./trial-email-key";

export const paddleEventPayload = z.object({ eventId: paddleEnvelope.shape.event_id, attempt: jobAttempt });
export type PaddleEventJobData = z.output<typeof paddleEventPayload>;

/** Tells the admin's alert channels that an event failed for good (admin/alerts, wired by all-jobs.ts: admin sits above billing). */
export type AlertWebhookFailure = (failure: { eventId: string; error: string }) => Promise<unknown>;

export function paddleEventJobKey(eventId: string, attempt: number): string {
  return `${eventId}:${attempt}`;
}

/**
 * Applies a stored Paddle event. A failure schedules the next attempt itself (exact waits rather
 * than pg-boss's exponential backoff); after the last one the event is marked failed and an
 * alert is raised for the admin. pg-boss's own retries only cover a process that died mid-job.
 */
export function paddleEventJob(deps: ApplyDeps & { queue: Queue; retryDelaysSeconds: readonly number[]; logger: Logger; alertFailure?: AlertWebhookFailure }) {
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
        if (alerted && deps.alertFailure) {
          await deps
            .alertFailure({ eventId: data.eventId, error: message })
            .catch((error: unknown) => deps.logger.error("webhook failure alert failed", { eventId: data.eventId, error: String(error) }));
        }
        return;
      }
      await deps.db
        .update(billingEvents)
        .set({ lastError: message })
        .where(and(eq(billingEvents.eventId, data.eventId), ne(billingEvents.status, "processed")));
      await deps.queue.send(
        PADDLE_EVENT_JOB,
        { eventId: data.eventId, attempt: attempt + 1 },
        { startAfter: retryIn, singletonKey: paddleEventJobKey(data.eventId, attempt + 1) },
      );
    }
  };
}

export const PADDLE_EVENT_JOB = defineJob({
  name: "paddle-event",
  payload: paddleEventPayload,
  queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 60 },
  handler: ({ config, db, queue, logger, secret, alertFailure }: JobDeps & { secret: string; alertFailure: AlertWebhookFailure }) =>
    paddleEventJob({
      db,
      queue,
      prices: config.prices,
      emailKey: trialEmailKey(secret),
      retryDelaysSeconds: config.PADDLE_EVENT_RETRY_DELAYS_SECONDS,
      logger,
      alertFailure,
    }),
});
