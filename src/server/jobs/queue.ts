import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../runtime/logger";
import type { JobDefinition, QueuePolicy } from "./define-job";
import { beat, reapStaleJobs, WORKER_POLL_SECONDS, type LivenessSettings } from "./heartbeat";

export const JOB_WAKE_CHANNEL = "listcraft_jobs";

export interface QueueSettings extends LivenessSettings {
  /** How long a job may run before pg-boss takes it for dead and retries: the backstop behind heartbeats. */
  expireInSeconds: number;
  maintenanceIntervalSeconds: number;
}

export function queueSettings(config: Config): QueueSettings {
  return {
    expireInSeconds: config.QUEUE_EXPIRE_SECONDS,
    maintenanceIntervalSeconds: config.QUEUE_MAINTENANCE_SECONDS,
    heartbeatSeconds: config.QUEUE_HEARTBEAT_SECONDS,
    staleSeconds: config.QUEUE_STALE_SECONDS,
  };
}

type JobRef<S extends z.ZodType> = Pick<JobDefinition<S, never>, "name" | "payload">;

/**
 * pg-boss on the app's own database (PostgreSQL, or PGlite through executeSql). A NOTIFY after
 * each send wakes the workers of every process at once, so a job does not wait for a poll. `jobs`
 * is every job of the app (all-jobs.ts): each gets its queue, with its policy.
 */
export async function startQueue(database: Database, settings: QueueSettings, logger: Logger, jobs: ReadonlyArray<{ name: string; queue: QueuePolicy }>) {
  const jobNames: ReadonlySet<string> = new Set(jobs.map((job) => job.name));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    supervise: true,
    // The timekeeper sends cron jobs (the payment mismatch scan); one process per slot does.
    schedule: true,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on("error", (error) => logger.error("queue error", { error }));
  await boss.start();
  const queues: PgBoss.Queue[] = jobs.map((job) => ({ expireInSeconds: settings.expireInSeconds, ...job.queue, name: job.name }));
  for (const queue of queues) {
    // createQueue keeps an existing queue's settings; updateQueue applies this process's config.
    await boss.createQueue(queue.name, queue);
    await boss.updateQueue(queue.name, queue);
  }

  const workerIds = new Map<string, string>();
  const wakeWorkers = () => workerIds.forEach((workerId) => boss.notifyWorker(workerId));
  /**
   * A NOTIFY names the queue a job went to: only that queue's worker fetches. Waking every worker
   * cost an empty fetch per other queue for each job, on every process. Any other payload
   * ("reaped": jobs of several queues) wakes them all.
   */
  const onWake = (payload: string) => {
    const workerId = workerIds.get(payload);
    if (workerId) boss.notifyWorker(workerId);
    else if (!jobNames.has(payload)) wakeWorkers();
  };
  // Every process that works jobs also puts back the jobs of processes that died.
  const reap = async () => {
    try {
      const reaped = await reapStaleJobs(
        database,
        queues.map((queue) => queue.name),
        settings.staleSeconds,
      );
      if (reaped.length === 0) return;
      logger.warn("put back jobs whose process stopped sending heartbeats", { jobs: reaped });
      await database.executeSql(`select pg_notify('${JOB_WAKE_CHANNEL}', $1)`, ["reaped"]);
    } catch (error) {
      logger.warn("reaping stale jobs failed", { error: String(error) });
    }
  };
  let reaper: NodeJS.Timeout | null = null;
  // Handlers still running; stop() waits for them so none outlives the database it uses.
  const inFlight = new Set<Promise<void>>();
  let unlisten: (() => Promise<void>) | null = null;
  /** A payload that does not parse is failed at once: retrying it could only fail the same way. */
  const refuse = async (name: string, jobId: string, error: z.ZodError) => {
    logger.error("job payload is malformed: failing the job", { job: name, jobId, error: error.message });
    await database.executeSql(`update pgboss.job set retry_limit = retry_count where name = $1 and id = $2`, [name, jobId]);
    throw new Error(`malformed ${name} payload: ${error.message}`);
  };
  return {
    boss,
    async send<S extends z.ZodType>(job: JobRef<S>, data: z.input<S>, options: PgBoss.SendOptions = {}) {
      const { name } = job;
      const id = await boss.send(name, data as object, options);
      await database.executeSql(`select pg_notify('${JOB_WAKE_CHANNEL}', $1)`, [name]);
      // A delayed job (a retry after 1 s, 3 s, 5 s) is fetched when it falls due, not at the next poll.
      if (typeof options.startAfter === "number") {
        setTimeout(() => onWake(name), options.startAfter * 1000 + 20).unref();
      }
      return id;
    },
    /** Many jobs of one queue in one insert and one wake-up (a burst of webhooks, for instance). */
    async sendMany<S extends z.ZodType>(job: JobRef<S>, items: Array<z.input<S>>) {
      if (items.length === 0) return;
      const { name } = job;
      await boss.insert(items.map((data) => ({ name, data: data as object })));
      await database.executeSql(`select pg_notify('${JOB_WAKE_CHANNEL}', $1)`, [name]);
    },
    /** Works a job's queue: each payload is parsed with the job's schema before `handler` sees it. */
    async work<S extends z.ZodType>(definition: JobRef<S>, handler: (payload: z.output<S>) => Promise<void>) {
      const { name } = definition;
      const run = async (job: PgBoss.Job<unknown>) => {
        const payload = definition.payload.safeParse(job.data);
        if (!payload.success) return refuse(name, job.id, payload.error);
        await handler(payload.data);
      };
      let id = "";
      id = await boss.work(name, { pollingIntervalSeconds: WORKER_POLL_SECONDS, batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const heartbeat = setInterval(() => {
          beat(database, name, job.id).catch((error: unknown) => logger.warn("job heartbeat failed", { jobId: job.id, error: String(error) }));
        }, settings.heartbeatSeconds * 1000);
        const running = run(job);
        inFlight.add(running);
        try {
          await running;
        } finally {
          clearInterval(heartbeat);
          inFlight.delete(running);
          // There may be more waiting: fetch again at once instead of sleeping a polling interval.
          boss.notifyWorker(id);
        }
      });
      workerIds.set(name, id);
      unlisten ??= await database.listen(JOB_WAKE_CHANNEL, onWake);
      if (!reaper) {
        reaper = setInterval(() => void reap(), settings.heartbeatSeconds * 1000);
        reaper.unref();
        await reap();
      }
    },
    async stop() {
      if (reaper) clearInterval(reaper);
      await unlisten?.();
      await boss.stop({ graceful: true, wait: true, timeout: 30_000, close: false });
      await Promise.allSettled(inFlight);
    },
  };
}

export type Queue = Awaited<ReturnType<typeof startQueue>>;
