import type { Db } from "../db/client";
import { QUEUES, type Queue } from "../jobs/queue";
import type { Logger } from "../logger";
import type { ObjectStorage } from "../storage/storage";
import { removeUnusedUploads } from "./remove-unused-uploads";

export interface CleanUploadsSettings {
  graceHours: number;
  intervalMinutes: number;
}

export function cleanUploadsJob(deps: { db: Db; storage: ObjectStorage; logger: Logger; settings: CleanUploadsSettings }) {
  return async () => {
    const removed = await removeUnusedUploads(deps, { graceHours: deps.settings.graceHours });
    if (removed > 0) deps.logger.info("removed unused uploads", { count: removed });
  };
}

/**
 * Every process with workers queues the clean-up on a timer (its interval is configurable, which
 * pg-boss's cron is not); the singleton key and time slot keep it to one job per interval in all.
 */
export async function scheduleCleanUploads(queue: Queue, settings: CleanUploadsSettings, logger: Logger) {
  const enqueue = () =>
    queue
      .send(QUEUES.cleanUploads, {}, { singletonKey: QUEUES.cleanUploads, singletonSeconds: settings.intervalMinutes * 60 })
      .catch((error: unknown) => logger.warn("could not queue the upload clean-up", { error: String(error) }));
  await enqueue();
  const timer = setInterval(() => void enqueue(), settings.intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
