import { paddleEventJob, type PaddleEventJobData } from "../billing/paddle-event-job";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { generateJob, type GenerateJobData } from "../generation/generate-job";
import type { Generator, Regenerator } from "../generation/generator";
import { readyEmailJob } from "../generation/ready-email-job";
import { visionAltTexts } from "../listing/alt-text-vision";
import { regenerateJob, type RegenerateJobData } from "../listing/regenerate-job";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { ObjectStorage } from "../storage/storage";
import { cleanUploadsJob, scheduleCleanUploads } from "../uploads/clean-uploads-job";
import { healthMetricsJob, monitorScanJob, scheduleMonitor } from "../admin/monitor/monitor-jobs";
import { accountMailer } from "../mail/account-mailer";
import { QUEUES, type Queue } from "./queue";
import { enqueueOrphanedBillingEvents, enqueueOrphanedProducts, enqueueOrphanedRegenerations } from "./reconcile";

/** Runs this process's share of the jobs; the API process does it too unless RUN_WORKER=false. */
export async function startWorkers(deps: { config: Config; db: Db; queue: Queue; generator: Generator; regenerator: Regenerator; mailer: Mailer; storage: ObjectStorage; logger: Logger }) {
  const { config, db, queue, logger } = deps;
  const describeImages = visionAltTexts(config, { db, storage: deps.storage });
  const generate = generateJob({ db, queue, generator: deps.generator, timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000, logger, describeImages });
  const email = readyEmailJob({ db, mailer: deps.mailer, appUrl: config.appUrl });
  await queue.work<GenerateJobData>(QUEUES.generateListing, (job) => generate(job.data));
  await queue.work<{ productId: string }>(QUEUES.readyEmail, (job) => email(job.data));
  const regenerate = regenerateJob({
    db,
    queue,
    regenerator: deps.regenerator,
    timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
    retryDelaysSeconds: config.REGENERATION_RETRY_DELAYS_SECONDS,
    logger,
  });
  await queue.work<RegenerateJobData>(QUEUES.regenerateListing, (job) => regenerate(job.data));
  const applyPaddleEvent = paddleEventJob({ db, queue, prices: config.prices, logger, alerts: { db, config, logger, mailer: deps.mailer } });
  await queue.work<PaddleEventJobData>(QUEUES.paddleEvent, (job) => applyPaddleEvent(job.data));
  const cleanUploadsSettings = { graceHours: config.UPLOAD_CLEANUP_GRACE_HOURS, intervalMinutes: config.UPLOAD_CLEANUP_INTERVAL_MINUTES };
  await queue.work(QUEUES.cleanUploads, cleanUploadsJob({ db, storage: deps.storage, logger, settings: cleanUploadsSettings }));
  const stopCleanUploads = await scheduleCleanUploads(queue, cleanUploadsSettings, logger);
  const sendAccountMail = accountMailer({ db, mailer: deps.mailer, logger, maxPerDay: config.MAIL_PER_ADDRESS_PER_DAY });
  const monitorDeps = { db, config, sendAccountMail, logger, prices: config.prices };
  await queue.work(QUEUES.monitorScan, monitorScanJob(monitorDeps));
  await queue.work(QUEUES.healthMetrics, healthMetricsJob(monitorDeps));
  const stopMonitor = await scheduleMonitor(queue, logger);
  const reconcile = () =>
    Promise.all([enqueueOrphanedProducts(db, queue), enqueueOrphanedBillingEvents(db, queue), enqueueOrphanedRegenerations(db, queue)]).then(
      ([products, events, regenerations]) => {
        if (products > 0) logger.warn("re-enqueued products whose job was lost", { count: products });
        if (regenerations > 0) logger.warn("re-enqueued regenerations whose job was lost", { count: regenerations });
        if (events > 0) logger.warn("re-enqueued Paddle events whose job was lost", { count: events });
      },
      (error: unknown) => logger.warn("reconcile failed", { error }),
    );
  await reconcile();
  const timer = setInterval(() => void reconcile(), 30_000);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      stopCleanUploads();
      stopMonitor();
    },
  };
}
