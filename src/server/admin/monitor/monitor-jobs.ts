import type { PriceIds } from "../../../core/billing";
import { HEALTH_INTERVAL_SECONDS, MONITOR_SCAN_CRON } from "../../../core/monitor";
import { JOBS } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";
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

/**
 * The scan runs on pg-boss's cron every 5 minutes (one job per slot across every process). Health
 * is measured every 30 s, finer than cron's minute, so every process with workers queues it on a
 * timer with a singleton slot of the interval, as the upload clean-up does.
 */
export async function scheduleMonitor(queue: Queue, logger: AlertDeps["logger"], intervalSeconds = HEALTH_INTERVAL_SECONDS) {
  await queue.boss.schedule(JOBS.monitorScan.name, MONITOR_SCAN_CRON, {}, { tz: "UTC" });
  const enqueue = () =>
    queue
      .send(JOBS.healthMetrics, {}, { singletonKey: JOBS.healthMetrics.name, singletonSeconds: intervalSeconds })
      .catch((error: unknown) => logger.warn("could not queue the health measurement", { error: String(error) }));
  await enqueue();
  const timer = setInterval(() => void enqueue(), intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
