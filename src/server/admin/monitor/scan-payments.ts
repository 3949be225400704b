import type { PriceIds } from "../../../core/billing";
import type { ScanResult } from "../../../core/monitor";
import type { SessionUser } from "../../auth/session";
import type { AlertDeps } from "../alerts/raise-alert";
import { recordAudit } from "../audit";
import { alertOnScan } from "./after-scan-alerts";
import { runScan } from "./run-scan";

/** Monitor tab: a scan the admin asked for, audited and alerted on like the scheduled one (monitor-jobs.ts). */
export async function scanPayments(deps: AlertDeps & { prices: PriceIds }, admin: SessionUser): Promise<ScanResult> {
  const { planAccuracy: _accuracy, ...result } = await runScan(deps.db, deps.prices);
  await recordAudit(deps.db, admin, { action: "monitor-scan", after: result });
  await alertOnScan(deps, result.pending);
  return result;
}
