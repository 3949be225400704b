import { z } from "zod";
import { defineJob, type JobDeps } from "../jobs/define-job";
import type { Queue } from "../jobs/queue";
import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";
import { pruneOldAnalytics } from "./prune-old-analytics";

/** One run per slot across processes; pg-boss refuses a slot longer than its archive interval (12 h). */
const SLOT_SECONDS = 12 * 60 * 60;
const OFFER_EVERY_MS = 60 * 60 * 1000;

export function pruneAnalyticsJob(deps: { db: Db; logger: Logger; retentionMonths: number }) {
  return async () => {
    const removed = await pruneOldAnalytics(deps.db, deps.retentionMonths);
    if (removed.events + removed.touches > 0) deps.logger.info("deleted analytics past retention", { ...removed, months: deps.retentionMonths });
  };
}

export const PRUNE_ANALYTICS_JOB = defineJob({
  name: "prune-analytics",
  payload: z.object({}),
  // Twice a day: a failed run is simply the next one, which deletes the same rows and more.
  queue: { retryLimit: 0, expireInSeconds: 30 * 60 },
  handler: ({ config, db, logger }: JobDeps) => pruneAnalyticsJob({ db, logger, retentionMonths: config.ANALYTICS_RETENTION_MONTHS }),
});

/**
 * Every process with workers queues the run at start and then hourly, in a 12-hour singleton slot:
 * two runs a day across all processes, and none is skipped because the app was down at a fixed
 * cron time. The job itself is durable on the queue like any other.
 */
export async function schedulePruneAnalytics(queue: Queue, logger: Logger) {
  const enqueue = () =>
    queue
      .send(PRUNE_ANALYTICS_JOB, {}, { singletonKey: PRUNE_ANALYTICS_JOB.name, singletonSeconds: SLOT_SECONDS })
      .catch((error: unknown) => logger.warn("could not queue the analytics retention run", { error: String(error) }));
  await enqueue();
  const timer = setInterval(() => void enqueue(), OFFER_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
