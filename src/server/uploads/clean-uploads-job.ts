import type { Config } from "../config";
import type { Db } from "../db/client";
import { JOBS } from "../jobs/definitions";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../logger";
import type { ObjectStorage } from "../storage/storage";
import { removeUnusedUploads } from "./remove-unused-uploads";

export interface CleanUploadsSettings {
  graceHours: number;
  intervalMinutes: number;
}

export function cleanUploadsSettings(config: Config): CleanUploadsSettings {
  return { graceHours: config.UPLOAD_CLEANUP_GRACE_HOURS, intervalMinutes: config.UPLOAD_CLEANUP_INTERVAL_MINUTES };
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
      .send(JOBS.cleanUploads, {}, { singletonKey: JOBS.cleanUploads.name, singletonSeconds: settings.intervalMinutes * 60 })
      .catch((error: unknown) => logger.warn("could not queue the upload clean-up", { error: String(error) }));
  await enqueue();
  const timer = setInterval(() => void enqueue(), settings.intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
