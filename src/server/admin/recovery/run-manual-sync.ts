import type { ManualSyncResult } from "../../../core/admin-recovery";
import type { SessionUser } from "../../auth/session";
import { recordAudit } from "../audit";
import { accountByEmail } from "./account-state";
import { manualSync, type RetryPolicy, type SyncActionDeps } from "./manual-sync";

/** User Recovery: the manual sync of the account with this e-mail, audited with its before and after. */
export async function runManualSync(deps: SyncActionDeps, admin: SessionUser, email: string, policy: RetryPolicy): Promise<ManualSyncResult> {
  const account = await accountByEmail(deps.db, email);
  const result = await manualSync(deps, account.id, policy);
  const { before, ...after } = result;
  await recordAudit(deps.db, admin, { action: "manual-sync", target: account.email, before, after });
  return result;
}
