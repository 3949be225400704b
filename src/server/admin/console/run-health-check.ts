import type { ConsoleReport } from "../../../core/admin-console";
import type { SessionUser } from "../../auth/session";
import { recordAudit } from "../audit";
import type { AdminDeps } from "../deps";
import { checkDatabase, checkGenerator, checkPaddle, checkQueue, checkSmtp, checkStorage } from "./health-checks";
import { timed } from "./timed";

export const HEALTH_CHECK_TIMEOUT_MS = 3000;

/** Run Health Check: every dependency at once, each within its own timeout; the run is audited. */
export async function runHealthCheck(deps: AdminDeps, admin: SessionUser, options: { timeoutMs?: number } = {}): Promise<ConsoleReport> {
  const timeoutMs = options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  const started = performance.now();
  const lines = await Promise.all([
    timed("Database", timeoutMs, () => checkDatabase(deps)),
    timed("Job queue", timeoutMs, () => checkQueue(deps)),
    timed("Storage", timeoutMs, () => checkStorage(deps)),
    timed("SMTP", timeoutMs, () => checkSmtp(deps, timeoutMs)),
    timed("Paddle API", timeoutMs, () => checkPaddle(deps)),
    timed("Generator", timeoutMs, (signal) => checkGenerator(deps, signal)),
  ]);
  const report = { ok: lines.every((line) => line.status !== "failed"), ms: Math.round(performance.now() - started), lines };
  await recordAudit(deps.db, admin, {
    action: "health-check",
    after: { ok: report.ok, failed: lines.filter((line) => line.status === "failed").map((line) => line.name) },
  });
  return report;
}
