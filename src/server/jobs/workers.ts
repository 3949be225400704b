import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";
import type { WorkableJob } from "./define-job";
import type { Queue } from "./queue";

/** Starts a periodic job's timer (a pg-boss cron or a singleton send on an interval) and returns how to stop it. */
export type Schedule<D> = (deps: D) => Promise<() => void>;

/**
 * Sends the jobs a process died before sending (between a row's commit and the send); returns how
 * many it sent. `lost` names them in the warning.
 */
export interface Reconciler {
  lost: string;
  enqueueOrphaned: (db: Db, queue: Queue) => Promise<number>;
}

export interface WorkerParts<D> {
  jobs: ReadonlyArray<WorkableJob<D>>;
  schedules: ReadonlyArray<Schedule<D>>;
  reconcilers: readonly Reconciler[];
}

/** Runs this process's share of the jobs; the API process does it too unless RUN_WORKER=false. */
export async function startWorkers<D extends { db: Db; queue: Queue; logger: Logger }>(deps: D, { jobs, schedules, reconcilers }: WorkerParts<D>) {
  const { db, queue, logger } = deps;
  for (const job of jobs) await job.work(queue, deps);
  const stops: Array<() => void> = [];
  for (const schedule of schedules) stops.push(await schedule(deps));
  const reconcile = () =>
    Promise.all(reconcilers.map((reconciler) => reconciler.enqueueOrphaned(db, queue))).then(
      (counts) =>
        counts.forEach((count, index) => {
          if (count > 0) logger.warn(`re-enqueued ${reconcilers[index]?.lost} whose job was lost`, { count });
        }),
      (error: unknown) => logger.warn("reconcile failed", { error }),
    );
  await reconcile();
  const timer = setInterval(() => void reconcile(), 30_000);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      for (const stop of stops) stop();
    },
  };
}
