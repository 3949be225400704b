import { raiseWebhookFailureAlert } from "./admin/alerts/webhook-failure-alert";
import { HEALTH_METRICS_JOB, MONITOR_SCAN_JOB, scheduleMonitor } from "./admin/monitor/monitor-jobs";
import { PRUNE_ANALYTICS_JOB, schedulePruneAnalytics } from "./analytics/prune-analytics-job";
import { enqueueOrphanedBillingEvents } from "./billing/enqueue-orphaned-events";
import { PADDLE_EVENT_JOB } from "./billing/paddle-event-job";
import { enqueueOrphanedProducts, GENERATE_LISTING_JOB } from "./pipeline/job/generate-job";
import type { Generator, Regenerator } from "./pipeline/write/generator";
import { READY_EMAIL_JOB } from "./pipeline/job/ready-email-job";
import { enqueueOrphanedImports } from "./imports/enqueue-orphaned-imports";
import { expireStaleImports } from "./imports/expire-imports";
import { IMPORT_PRODUCTS_JOB } from "./imports/import-job";
import type { JobDeps } from "./jobs/define-job";
import { startWorkers } from "./jobs/workers";
import { enqueueOrphanedRegenerations, REGENERATE_LISTING_JOB } from "./pipeline/regenerate/regenerate-job";
import type { SendAccountMail } from "./mail/account-mailer";
import { enqueueOrphanedPublications } from "./marketplaces/enqueue-orphaned-publications";
import { PUBLISH_LISTING_JOB } from "./marketplaces/publish-job";
import type { TokenCipher } from "./marketplaces/token-cipher";
import { CLEAN_UPLOADS_JOB, cleanUploadsSettings, scheduleCleanUploads } from "./uploads/clean-uploads-job";

/**
 * Every background job of the app, each declared by the feature that owns it. Only composition
 * roots (services.ts, and tests) import this list: src/server/jobs is infrastructure and imports
 * no feature (docs/decisions/072).
 */
export const JOBS = {
  generateListing: GENERATE_LISTING_JOB,
  regenerateListing: REGENERATE_LISTING_JOB,
  readyEmail: READY_EMAIL_JOB,
  paddleEvent: PADDLE_EVENT_JOB,
  cleanUploads: CLEAN_UPLOADS_JOB,
  monitorScan: MONITOR_SCAN_JOB,
  pruneAnalytics: PRUNE_ANALYTICS_JOB,
  publishListing: PUBLISH_LISTING_JOB,
  importProducts: IMPORT_PRODUCTS_JOB,
  healthMetrics: HEALTH_METRICS_JOB,
};

export interface WorkerDeps extends JobDeps {
  generator: Generator;
  regenerator: Regenerator;
  /** The process's one account mailer (services.ts), with its daily limit per address. */
  sendAccountMail: SendAccountMail;
  /** The app's secret (services.ts): the trial ledger's key for an address is derived from it. */
  secret: string;
  tokens: TokenCipher;
}

/** What features above a job's owner do for it, passed in here so that the owner imports nothing above it. */
function jobDeps(deps: WorkerDeps) {
  const { config, db, storage, logger, mailer } = deps;
  return {
    ...deps,
    // The admin's alert channels (webhook-failure rule), for a Paddle event that failed for good.
    alertFailure: (failure: { eventId: string; error: string }) => raiseWebhookFailureAlert({ db, config, logger, mailer }, failure),
    expireImports: (graceHours: number) => expireStaleImports({ db, storage, logger }, graceHours),
  };
}

export function startAllWorkers(deps: WorkerDeps) {
  return startWorkers(jobDeps(deps), {
    jobs: Object.values(JOBS),
    schedules: [
      ({ queue, config, logger }) => scheduleCleanUploads(queue, cleanUploadsSettings(config), logger),
      ({ queue, logger }) => scheduleMonitor(queue, logger),
      ({ queue, logger }) => schedulePruneAnalytics(queue, logger),
    ],
    reconcilers: [
      { lost: "imports", enqueueOrphaned: enqueueOrphanedImports },
      { lost: "publications", enqueueOrphaned: enqueueOrphanedPublications },
      { lost: "products", enqueueOrphaned: enqueueOrphanedProducts },
      { lost: "regenerations", enqueueOrphaned: enqueueOrphanedRegenerations },
      { lost: "Paddle events", enqueueOrphaned: enqueueOrphanedBillingEvents },
    ],
  });
}
