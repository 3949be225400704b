import type { PriceIds } from "../../../core/billing";
import { HEALTH_INTERVAL_SECONDS, MONITOR_SCAN_CRON } from "../../../core/monitor";
import { z } from "zod";
import { defineJob, type JobDeps } from "../../jobs/define-job";
import type { Queue } from "../../jobs/queue";
import type { SendAccountMail } from "../../mail/account-mailer";
import type { AlertDeps } from "../alerts/raise-alert";
import { alertOnHealth, alertOnScan } from "./after-scan-alerts";
import { measureHealth } from "./measure-health";
import { runScan } from "./run-scan";

type MonitorJobDeps = AlertDeps & { prices: PriceIds };

export function monitorScanJob(deps: MonitorJobDeps) {
  return async () => {
    const result = await runScan(deps.db, deps.prices);
    await alertOnScan(deps, result.pending);
  };
}

export function healthMetricsJob(deps: MonitorJobDeps) {
  return async () => {
    await alertOnHealth(deps, await measureHealth(deps.db, deps.prices));
  };
}

/** The monitor's alerts go out with the worker's mailer (decision 025, payment mismatch monitor). */
const monitorDeps = ({ config, db, logger, mailer, sendAccountMail }: JobDeps & { sendAccountMail: SendAccountMail }) => ({
  db,
  config,
  logger,
  mailer,
  sendAccountMail,
  prices: config.prices,
});

export const MONITOR_SCAN_JOB = defineJob({
  name: "payment-mismatch-scan",
  payload: z.object({}),
  // Scheduled every 5 minutes (pg-boss cron): a failed run is simply the next one.
  queue: { retryLimit: 0, expireInSeconds: 5 * 60 },
  handler: (deps: Parameters<typeof monitorDeps>[0]) => monitorScanJob(monitorDeps(deps)),
});

export const HEALTH_METRICS_JOB = defineJob({
  name: "health-metrics",
  payload: z.object({}),
  // Every 30 s: a failed measurement is simply the next one.
  queue: { retryLimit: 0, expireInSeconds: 60 },
  handler: (deps: Parameters<typeof monitorDeps>[0]) => healthMetricsJob(monitorDeps(deps)),
});

/**
 * The scan runs on pg-boss's cron every 5 minutes (one job per slot across every process). Health
 * is measured every 30 s, finer than cron's minute, so every process with workers queues it on a
 * timer with a singleton slot of the interval, as the upload clean-up does.
 */
export async function scheduleMonitor(queue: Queue, logger: AlertDeps["logger"], intervalSeconds = HEALTH_INTERVAL_SECONDS) {
  await queue.boss.schedule(MONITOR_SCAN_JOB.name, MONITOR_SCAN_CRON, {}, { tz: "UTC" });
  const enqueue = () =>
    queue
      .send(HEALTH_METRICS_JOB, {}, { singletonKey: HEALTH_METRICS_JOB.name, singletonSeconds: intervalSeconds })
      .catch((error: unknown) => logger.warn("could not queue the health measurement", { error: String(error) }));
  await enqueue();
  const timer = setInterval(() => void enqueue(), intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
