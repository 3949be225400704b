import type { z } from "zod";
import { healthMetricsJob, monitorScanJob } from "../admin/monitor/monitor-jobs";
import { pruneAnalyticsJob } from "../analytics/prune-analytics-job";
import { paddleEventJob } from "../billing/paddle-event-job";
import { trialEmailKey } from "../billing/trial-email-key";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { generateJob } from "../pipeline/job/generate-job";
import type { Generator, Regenerator } from "../pipeline/write/generator";
import { readyEmailJob } from "../pipeline/job/ready-email-job";
import { visionAltTexts } from "../pipeline/write/openai/alt-text-vision";
import { regenerateJob } from "../pipeline/regenerate/regenerate-job";
import type { Logger } from "../logger";
import { cappedMailer, type SendAccountMail } from "../mail/account-mailer";
import type { Mailer } from "../mail/mailer";
import type { ObjectStorage } from "../storage/storage";
import { cleanUploadsJob, cleanUploadsSettings } from "../uploads/clean-uploads-job";
import { publishJob } from "../marketplaces/publish-job";
import { importProductsJob } from "../imports/import-job";
import { expireStaleImports } from "../imports/expire-imports";
import type { TokenCipher } from "../marketplaces/token-cipher";
import { JOBS } from "./definitions";
import type { Queue } from "./queue";

/** What a process that works jobs hands every job's handler factory. */
export interface WorkerDeps {
  config: Config;
  db: Db;
  queue: Queue;
  generator: Generator;
  regenerator: Regenerator;
  mailer: Mailer;
  /** The process's one account mailer (services.ts), with its daily limit per address. */
  sendAccountMail: SendAccountMail;
  storage: ObjectStorage;
  logger: Logger;
  /** The app's secret (services.ts): the trial ledger's key for an address is derived from it. */
  secret: string;
  /** Seals and opens marketplace tokens (issue 32). */
  tokens: TokenCipher;
}

/** Builds a job's handler once per worker; a job that retries itself gets its waits here (retry-policy.ts). */
export type HandlerFactory<S extends z.ZodType> = (deps: WorkerDeps) => (payload: z.output<S>) => Promise<void>;

/** One handler factory per job in JOBS: a job added there without one here does not compile. */
export type JobHandlers = { [K in keyof typeof JOBS]: HandlerFactory<(typeof JOBS)[K]["payload"]> };

/** The monitor's alerts go out with the worker's mailer (decision 025, payment mismatch monitor). */
const monitorDeps = ({ config, db, logger, mailer, sendAccountMail }: WorkerDeps) => ({
  db,
  config,
  logger,
  mailer,
  sendAccountMail,
  prices: config.prices,
});

/** What a worker does with each job of JOBS (definitions.ts). */
export const JOB_HANDLERS: JobHandlers = {
  generateListing: ({ config, db, queue, generator, storage, logger }) =>
    generateJob({
      db,
      queue,
      generator,
      timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
      retryDelaysSeconds: config.GENERATION_RETRY_DELAYS_SECONDS,
      logger,
      describeImages: visionAltTexts(config, { db, storage }),
    }),
  regenerateListing: ({ config, db, queue, regenerator, logger }) =>
    regenerateJob({
      db,
      queue,
      regenerator,
      timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
      retryDelaysSeconds: config.REGENERATION_RETRY_DELAYS_SECONDS,
      logger,
    }),
  readyEmail: ({ config, db, mailer, logger }) =>
    readyEmailJob({
      db,
      send: cappedMailer({ db, mailer, logger, maxPerDay: config.MAIL_PER_ADDRESS_PER_DAY, bucket: "listing-mail-day" }),
      appUrl: config.appUrl,
      logger,
    }),
  paddleEvent: ({ config, db, queue, logger, mailer, secret }) =>
    paddleEventJob({
      db,
      queue,
      prices: config.prices,
      emailKey: trialEmailKey(secret),
      retryDelaysSeconds: config.PADDLE_EVENT_RETRY_DELAYS_SECONDS,
      logger,
      alerts: { db, config, logger, mailer },
    }),
  cleanUploads: ({ config, db, storage, logger }) => {
    const settings = cleanUploadsSettings(config);
    const cleanUploads = cleanUploadsJob({ db, storage, logger, settings });
    // Imports never confirmed go on the same grace period as the images no product uses.
    return async () => {
      await cleanUploads();
      const expired = await expireStaleImports({ db, storage, logger }, settings.graceHours);
      if (expired > 0) logger.info("expired unconfirmed imports", { count: expired });
    };
  },
  pruneAnalytics: ({ config, db, logger }) => pruneAnalyticsJob({ db, logger, retentionMonths: config.ANALYTICS_RETENTION_MONTHS }),
  publishListing: ({ config, db, queue, storage, logger, tokens }) =>
    publishJob({
      db,
      queue,
      storage,
      cipher: tokens,
      settings: config.marketplaces,
      logger,
      retry: (data, startAfter) => queue.send(JOBS.publishListing, data, { startAfter }),
    }),
  importProducts: ({ config, db, queue, storage, logger }) =>
    importProductsJob({
      db,
      queue,
      storage,
      logger,
      limits: { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS },
      allowances: config.uploadAllowance,
    }),
  monitorScan: (deps) => monitorScanJob(monitorDeps(deps)),
  healthMetrics: (deps) => healthMetricsJob(monitorDeps(deps)),
};
