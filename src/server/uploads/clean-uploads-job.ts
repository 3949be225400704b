import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { defineJob, type JobDeps } from "../jobs/define-job";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../runtime/logger";
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

export const CLEAN_UPLOADS_JOB = defineJob({
  name: "clean-uploads",
  payload: z.object({}),
  // Periodic: a failed run is simply the next one.
  queue: { retryLimit: 0, expireInSeconds: 15 * 60 },
  /** `expireImports` removes imports never confirmed (imports sits above uploads, so all-jobs.ts passes it in). */
  handler: ({ config, db, storage, logger, expireImports }: JobDeps & { expireImports: (graceHours: number) => Promise<number> }) => {
    const settings = cleanUploadsSettings(config);
    const cleanUploads = cleanUploadsJob({ db, storage, logger, settings });
    // Imports never confirmed go on the same grace period as the images no product uses.
    return async () => {
      await cleanUploads();
      const expired = await expireImports(settings.graceHours);
      if (expired > 0) logger.info("expired unconfirmed imports", { count: expired });
    };
  },
});

/**
 * Every process with workers queues the clean-up on a timer (its interval is configurable, which
 * pg-boss's cron is not); the singleton key and time slot keep it to one job per interval in all.
 */
export async function scheduleCleanUploads(queue: Queue, settings: CleanUploadsSettings, logger: Logger) {
  const enqueue = () =>
    queue
      .send(CLEAN_UPLOADS_JOB, {}, { singletonKey: CLEAN_UPLOADS_JOB.name, singletonSeconds: settings.intervalMinutes * 60 })
      .catch((error: unknown) => logger.warn("could not queue the upload clean-up", { error: String(error) }));
  await enqueue();
  const timer = setInterval(() => void enqueue(), settings.intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
