import type PgBoss from "pg-boss";
import { z } from "zod";
import { paddleEnvelope } from "../billing/paddle-event";
import { paddleEventJob } from "../billing/paddle-event-job";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { generateJob } from "../generation/generate-job";
import type { Generator, Regenerator } from "../generation/generator";
import { readyEmailJob } from "../generation/ready-email-job";
import { visionAltTexts } from "../listing/alt-text-vision";
import { regenerateJob } from "../listing/regenerate-job";
import type { Logger } from "../logger";
import { accountMailer } from "../mail/account-mailer";
import { healthMetricsJob, monitorScanJob } from "../admin/monitor/monitor-jobs";
import type { Mailer } from "../mail/mailer";
import type { ObjectStorage } from "../storage/storage";
import { cleanUploadsJob, cleanUploadsSettings } from "../uploads/clean-uploads-job";
import type { Queue } from "./queue";
import { RETRY_DELAYS_SECONDS } from "./retry-policy";

/** What a process that works jobs hands every job's handler factory. */
export interface WorkerDeps {
  config: Config;
  db: Db;
  queue: Queue;
  generator: Generator;
  regenerator: Regenerator;
  mailer: Mailer;
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * What pg-boss itself does with a job: its retries (which, for jobs that retry themselves, only
 * cover a process that died mid-job) and how long an attempt may run. Without `expireInSeconds`
 * the queue takes QUEUE_EXPIRE_SECONDS, which the config keeps above the generation timeout.
 */
export type QueuePolicy = Pick<PgBoss.Queue, "retryLimit" | "retryDelay" | "retryBackoff" | "expireInSeconds">;

export interface JobDefinition<S extends z.ZodType> {
  name: string;
  /** Checked when a worker picks the job up: a payload that does not parse fails the job, unretried. */
  payload: S;
  queue: QueuePolicy;
  /** Builds the handler once per worker; a job that retries itself gets its waits here (retry-policy.ts). */
  handler: (deps: WorkerDeps) => (payload: z.output<S>) => Promise<void>;
}

/** The monitor's alerts go out with the worker's mailer (decision 025, payment mismatch monitor). */
const monitorDeps = ({ config, db, logger, mailer }: WorkerDeps) => ({
  db,
  config,
  logger,
  mailer,
  sendAccountMail: accountMailer({ db, mailer, logger, maxPerDay: config.MAIL_PER_ADDRESS_PER_DAY }),
  prices: config.prices,
});

const defineJob = <S extends z.ZodType>(job: JobDefinition<S>) => job;

/** 1 for the first try; each retry is its own job, sent with its wait. */
const attempt = z.number().int().min(1).optional();

export const generateListingPayload = z.object({ productId: z.uuid(), attempt });
export const regenerateListingPayload = z.object({ regenerationId: z.uuid(), attempt });
export const paddleEventPayload = z.object({ eventId: paddleEnvelope.shape.event_id, attempt });
export type GenerateJobData = z.output<typeof generateListingPayload>;
export type RegenerateJobData = z.output<typeof regenerateListingPayload>;
export type PaddleEventJobData = z.output<typeof paddleEventPayload>;

/** Every background job: its queue, payload, pg-boss policy, own retries and handler, in one place. */
export const JOBS = {
  generateListing: defineJob({
    name: "generate-listing",
    payload: generateListingPayload,
    queue: { retryLimit: 3, retryDelay: 1 },
    handler: ({ config, db, queue, generator, storage, logger }) =>
      generateJob({
        db,
        queue,
        generator,
        timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
        retryDelaysSeconds: RETRY_DELAYS_SECONDS,
        logger,
        describeImages: visionAltTexts(config, { db, storage }),
      }),
  }),
  regenerateListing: defineJob({
    name: "regenerate-listing",
    payload: regenerateListingPayload,
    queue: { retryLimit: 3, retryDelay: 1 },
    // REGENERATION_RETRY_DELAYS_SECONDS, whose default is RETRY_DELAYS_SECONDS, overrides these.
    handler: ({ config, db, queue, regenerator, logger }) =>
      regenerateJob({
        db,
        queue,
        regenerator,
        timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
        // RETRY_DELAYS_SECONDS unless configured otherwise (tests run without waits).
        retryDelaysSeconds: config.REGENERATION_RETRY_DELAYS_SECONDS,
        logger,
      }),
  }),
  readyEmail: defineJob({
    name: "listing-ready-email",
    payload: z.object({ productId: z.uuid() }),
    // No retries of its own: pg-boss's backoff is enough for a mail server that is down.
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    handler: ({ config, db, mailer }) => readyEmailJob({ db, mailer, appUrl: config.appUrl }),
  }),
  paddleEvent: defineJob({
    name: "paddle-event",
    payload: paddleEventPayload,
    queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 60 },
    handler: ({ config, db, queue, logger, mailer }) =>
      paddleEventJob({ db, queue, prices: config.prices, retryDelaysSeconds: RETRY_DELAYS_SECONDS, logger, alerts: { db, config, logger, mailer } }),
  }),
  cleanUploads: defineJob({
    name: "clean-uploads",
    payload: z.object({}),
    // Periodic: a failed run is simply the next one.
    queue: { retryLimit: 0, expireInSeconds: 15 * 60 },
    handler: ({ config, db, storage, logger }) => cleanUploadsJob({ db, storage, logger, settings: cleanUploadsSettings(config) }),
  }),
  monitorScan: defineJob({
    name: "payment-mismatch-scan",
    payload: z.object({}),
    // Scheduled every 5 minutes (pg-boss cron): a failed run is simply the next one.
    queue: { retryLimit: 0, expireInSeconds: 5 * 60 },
    handler: (deps) => monitorScanJob(monitorDeps(deps)),
  }),
  healthMetrics: defineJob({
    name: "health-metrics",
    payload: z.object({}),
    // Every 30 s: a failed measurement is simply the next one.
    queue: { retryLimit: 0, expireInSeconds: 60 },
    handler: (deps) => healthMetricsJob(monitorDeps(deps)),
  }),
};

export type JobName = (typeof JOBS)[keyof typeof JOBS]["name"];
