import type { z } from "zod";
import { scheduleCleanUploads, cleanUploadsSettings } from "../uploads/clean-uploads-job";
import { JOBS, type JobDefinition } from "./definitions";
import { JOB_HANDLERS, type HandlerFactory, type WorkerDeps } from "./handlers";
import { scheduleMonitor } from "../admin/monitor/monitor-jobs";
import { schedulePruneAnalytics } from "../analytics/prune-analytics-job";
import { enqueueOrphanedBillingEvents, enqueueOrphanedProducts, enqueueOrphanedRegenerations } from "./reconcile";
import { enqueueOrphanedPublications } from "../marketplaces/enqueue-orphaned-publications";
import { enqueueOrphanedImports } from "../imports/enqueue-orphaned-imports";

/** Runs this process's share of the jobs; the API process does it too unless RUN_WORKER=false. */
export async function startWorkers(deps: WorkerDeps) {
  const { config, db, queue, logger } = deps;
  const work =
    <S extends z.ZodType>(job: JobDefinition<S>, handler: HandlerFactory<S>) =>
    () =>
      queue.work(job, handler(deps));
  // One worker per definition: a job added to JOBS without one here does not compile.
  const workers: Record<keyof typeof JOBS, () => Promise<void>> = {
    generateListing: work(JOBS.generateListing, JOB_HANDLERS.generateListing),
    readyEmail: work(JOBS.readyEmail, JOB_HANDLERS.readyEmail),
    regenerateListing: work(JOBS.regenerateListing, JOB_HANDLERS.regenerateListing),
    paddleEvent: work(JOBS.paddleEvent, JOB_HANDLERS.paddleEvent),
    cleanUploads: work(JOBS.cleanUploads, JOB_HANDLERS.cleanUploads),
    pruneAnalytics: work(JOBS.pruneAnalytics, JOB_HANDLERS.pruneAnalytics),
    monitorScan: work(JOBS.monitorScan, JOB_HANDLERS.monitorScan),
    healthMetrics: work(JOBS.healthMetrics, JOB_HANDLERS.healthMetrics),
    publishListing: work(JOBS.publishListing, JOB_HANDLERS.publishListing),
    importProducts: work(JOBS.importProducts, JOB_HANDLERS.importProducts),
  };
  for (const start of Object.values(workers)) await start();
  const stopCleanUploads = await scheduleCleanUploads(queue, cleanUploadsSettings(config), logger);
  const stopMonitor = await scheduleMonitor(queue, logger);
  const stopPruneAnalytics = await schedulePruneAnalytics(queue, logger);
  const reconcile = () =>
    Promise.all([
      enqueueOrphanedProducts(db, queue),
      enqueueOrphanedBillingEvents(db, queue),
      enqueueOrphanedRegenerations(db, queue),
      enqueueOrphanedPublications(db, queue),
      enqueueOrphanedImports(db, queue),
    ]).then(
      ([products, events, regenerations, publications, imports]) => {
        if (imports > 0) logger.warn("re-enqueued imports whose job was lost", { count: imports });
        if (publications > 0) logger.warn("re-enqueued publications whose job was lost", { count: publications });
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
      stopPruneAnalytics();
    },
  };
}
