import type PgBoss from "pg-boss";
import { z } from "zod";
import { paddleEnvelope } from "../billing/paddle-event";
import { publishListingPayload } from "../marketplaces/publish-job";

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
}

const defineJob = <S extends z.ZodType>(job: JobDefinition<S>) => job;

/** 1 for the first try; each retry is its own job, sent with its wait. */
const attempt = z.number().int().min(1).optional();

export const generateListingPayload = z.object({ productId: z.uuid(), attempt });
export const regenerateListingPayload = z.object({ regenerationId: z.uuid(), attempt });
export const paddleEventPayload = z.object({ eventId: paddleEnvelope.shape.event_id, attempt });
export type GenerateJobData = z.output<typeof generateListingPayload>;
export type RegenerateJobData = z.output<typeof regenerateListingPayload>;
export type PaddleEventJobData = z.output<typeof paddleEventPayload>;

/**
 * Every background job: its queue, payload and pg-boss policy, in one place. What a worker does with
 * each is in handlers.ts, so the handlers can import JOBS to send follow-up jobs without a cycle.
 */
export const JOBS = {
  generateListing: defineJob({
    name: "generate-listing",
    payload: generateListingPayload,
    queue: { retryLimit: 3, retryDelay: 1 },
  }),
  regenerateListing: defineJob({
    name: "regenerate-listing",
    payload: regenerateListingPayload,
    queue: { retryLimit: 3, retryDelay: 1 },
  }),
  readyEmail: defineJob({
    name: "listing-ready-email",
    payload: z.object({ productId: z.uuid() }),
    // No retries of its own: pg-boss's backoff is enough for a mail server that is down.
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  }),
  paddleEvent: defineJob({
    name: "paddle-event",
    payload: paddleEventPayload,
    queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 60 },
  }),
  cleanUploads: defineJob({
    name: "clean-uploads",
    payload: z.object({}),
    // Periodic: a failed run is simply the next one.
    queue: { retryLimit: 0, expireInSeconds: 15 * 60 },
  }),
  monitorScan: defineJob({
    name: "payment-mismatch-scan",
    payload: z.object({}),
    // Scheduled every 5 minutes (pg-boss cron): a failed run is simply the next one.
    queue: { retryLimit: 0, expireInSeconds: 5 * 60 },
  }),
  pruneAnalytics: defineJob({
    name: "prune-analytics",
    payload: z.object({}),
    // Twice a day: a failed run is simply the next one, which deletes the same rows and more.
    queue: { retryLimit: 0, expireInSeconds: 30 * 60 },
  }),
  publishListing: defineJob({
    name: "publish-listing",
    payload: publishListingPayload,
    // The job retries itself after 5xx, timeouts and 429s (remote-failure.ts); pg-boss's retries cover a process that died.
    queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 30 * 60 },
  }),
  importProducts: defineJob({
    name: "import-products",
    payload: z.object({ importId: z.uuid() }),
    // A row's failure is written on the row, so the job itself fails only when the database does;
    // pg-boss's retries then pick up the rows still waiting (each is created once, under its lock).
    queue: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 * 60 },
  }),
  healthMetrics: defineJob({
    name: "health-metrics",
    payload: z.object({}),
    // Every 30 s: a failed measurement is simply the next one.
    queue: { retryLimit: 0, expireInSeconds: 60 },
  }),
};

export type JobName = (typeof JOBS)[keyof typeof JOBS]["name"];
