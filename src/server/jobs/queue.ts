import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

export const JOB_WAKE_CHANNEL = "listcraft_jobs";

export interface QueueSettings {
  /** How long a job may run before pg-boss takes it for dead (its process was killed) and retries. */
  expireInSeconds: number;
  maintenanceIntervalSeconds: number;
}

export const QUEUES = {
  generateListing: "generate-listing",
  readyEmail: "listing-ready-email",
  paddleEvent: "paddle-event",
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
    schedule: false,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on("error", (error) => logger.error("queue error", { error }));
  await boss.start();
  const queues: PgBoss.Queue[] = [
    { name: QUEUES.generateListing, retryLimit: 3, retryDelay: 1, expireInSeconds: settings.expireInSeconds },
    { name: QUEUES.readyEmail, retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    // Failures schedule their own retries (1 s, 3 s, 5 s); pg-boss retries only a job whose process died.
    { name: QUEUES.paddleEvent, retryLimit: 3, retryDelay: 1, expireInSeconds: 60 },
  ];
  for (const queue of queues) {
    // createQueue keeps an existing queue's settings; updateQueue applies this process's config.
    await boss.createQueue(queue.name, queue);
    await boss.updateQueue(queue.name, queue);
  }

  const workerIds: string[] = [];
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
        setTimeout(() => workerIds.forEach((workerId) => boss.notifyWorker(workerId)), options.startAfter * 1000 + 20).unref();
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
      id = await boss.work<T>(name, { pollingIntervalSeconds: 2, batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        const running = handler(job);
        inFlight.add(running);
        try {
          await running;
        } finally {
          inFlight.delete(running);
          // There may be more waiting: fetch again at once instead of sleeping a polling interval.
          boss.notifyWorker(id);
        }
      });
      workerIds.push(id);
      unlisten ??= await database.listen(JOB_WAKE_CHANNEL, () => workerIds.forEach((workerId) => boss.notifyWorker(workerId)));
    },
    async stop() {
      await unlisten?.();
      await boss.stop({ graceful: true, wait: true, timeout: 30_000, close: false });
      await Promise.allSettled(inFlight);
    },
  };
}

export type Queue = Awaited<ReturnType<typeof startQueue>>;
