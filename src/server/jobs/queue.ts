import PgBoss from "pg-boss";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
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

export const QUEUES = {
  generateListing: "generate-listing",
  regenerateListing: "regenerate-listing",
  readyEmail: "listing-ready-email",
  paddleEvent: "paddle-event",
  cleanUploads: "clean-uploads",
  monitorScan: "payment-mismatch-scan",
  healthMetrics: "health-metrics",
} as const;

/**
 * pg-boss on the app's own database (PostgreSQL, or PGlite through executeSql). A NOTIFY after
 * each send wakes the workers of every process at once, so a job does not wait for a poll.
 */
export async function startQueue(database: Database, settings: QueueSettings, logger: Logger) {
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
  const queues: PgBoss.Queue[] = [
    { name: QUEUES.generateListing, retryLimit: 3, retryDelay: 1, expireInSeconds: settings.expireInSeconds },
    // Failures schedule their own retries (REGENERATION_RETRY_DELAYS_SECONDS); pg-boss retries only a job whose process died.
    { name: QUEUES.regenerateListing, retryLimit: 3, retryDelay: 1, expireInSeconds: settings.expireInSeconds },
    { name: QUEUES.readyEmail, retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    // Failures schedule their own retries (1 s, 3 s, 5 s); pg-boss retries only a job whose process died.
    { name: QUEUES.paddleEvent, retryLimit: 3, retryDelay: 1, expireInSeconds: 60 },
    // Periodic: a failed run is simply the next one.
    { name: QUEUES.cleanUploads, retryLimit: 0, expireInSeconds: 15 * 60 },
    { name: QUEUES.monitorScan, retryLimit: 0, expireInSeconds: 5 * 60 },
    { name: QUEUES.healthMetrics, retryLimit: 0, expireInSeconds: 60 },
  ];
  for (const queue of queues) {
    // createQueue keeps an existing queue's settings; updateQueue applies this process's config.
    await boss.createQueue(queue.name, queue);
    await boss.updateQueue(queue.name, queue);
  }

  const workerIds: string[] = [];
  const wakeWorkers = () => workerIds.forEach((workerId) => boss.notifyWorker(workerId));
  // Every process that works jobs also puts back the jobs of processes that died.
  const reap = async () => {
    try {
      const reaped = await reapStaleJobs(database, queues.map((queue) => queue.name), settings.staleSeconds);
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
  return {
    boss,
    async send(name: string, data: object, options: PgBoss.SendOptions = {}) {
      const id = await boss.send(name, data, options);
      await database.executeSql(`select pg_notify('${JOB_WAKE_CHANNEL}', $1)`, [name]);
      // A delayed job (a retry after 1 s, 3 s, 5 s) is fetched when it falls due, not at the next poll.
      if (typeof options.startAfter === "number") {
        setTimeout(wakeWorkers, options.startAfter * 1000 + 20).unref();
      }
      return id;
    },
    /** Many jobs of one queue in one insert and one wake-up (a burst of webhooks, for instance). */
    async sendMany(name: string, items: object[]) {
      if (items.length === 0) return;
      await boss.insert(items.map((data) => ({ name, data })));
      await database.executeSql(`select pg_notify('${JOB_WAKE_CHANNEL}', $1)`, [name]);
    },
    async work<T>(name: string, handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>) {
      let id = "";
      id = await boss.work<T>(name, { pollingIntervalSeconds: WORKER_POLL_SECONDS, batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const heartbeat = setInterval(() => {
          beat(database, name, job.id).catch((error: unknown) => logger.warn("job heartbeat failed", { jobId: job.id, error: String(error) }));
        }, settings.heartbeatSeconds * 1000);
        const running = handler(job);
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
      workerIds.push(id);
      unlisten ??= await database.listen(JOB_WAKE_CHANNEL, wakeWorkers);
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
