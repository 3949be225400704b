import type PgBoss from "pg-boss";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";
import type { Mailer } from "../mail/mailer";
import type { ObjectStorage } from "../storage/storage";
import type { Queue } from "./queue";

/**
 * What pg-boss itself does with a job: its retries (which, for jobs that retry themselves, only
 * cover a process that died mid-job) and how long an attempt may run. Without `expireInSeconds`
 * the queue takes QUEUE_EXPIRE_SECONDS, which the config keeps above the generation timeout.
 */
export type QueuePolicy = Pick<PgBoss.Queue, "retryLimit" | "retryDelay" | "retryBackoff" | "expireInSeconds">;

/** What every worker process provides a job's handler factory; a job that needs more adds it to its own deps type. */
export interface JobDeps {
  config: Config;
  db: Db;
  queue: Queue;
  storage: ObjectStorage;
  mailer: Mailer;
  logger: Logger;
}

/**
 * A background job, declared by the feature that owns it (documenso's jobs/definitions): its
 * queue, payload and pg-boss policy, and how a worker builds its handler. Senders import the
 * definition from its owner; the composition roots list every job (all-jobs.ts).
 */
export interface JobDefinition<S extends z.ZodType, D> {
  name: string;
  /** Checked when a worker picks the job up: a payload that does not parse fails the job, unretried. */
  payload: S;
  queue: QueuePolicy;
  /** Builds the job's handler once per worker; a job that retries itself gets its waits here (retry-policy.ts). */
  handler: (deps: D) => (payload: z.output<S>) => Promise<void>;
}

/** A job of any payload, as the queue and the workers see it: the handler is built and run together, so each payload keeps its type. */
export interface WorkableJob<D> {
  name: string;
  payload: z.ZodType;
  queue: QueuePolicy;
  work: (queue: Queue, deps: D) => Promise<void>;
}

export const defineJob = <S extends z.ZodType, D>(job: JobDefinition<S, D>): JobDefinition<S, D> & WorkableJob<D> => ({
  ...job,
  work: (queue, deps) => queue.work(job, job.handler(deps)),
});

/** 1 for the first try; each retry is its own job, sent with its wait. */
export const jobAttempt = z.number().int().min(1).optional();
