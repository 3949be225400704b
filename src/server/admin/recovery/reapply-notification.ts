import type { NotificationResult } from "../../../core/admin-recovery";
import type { SessionUser } from "../../auth/session";
import type { ApplyDeps } from "../../billing/apply-event";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { applyStored, notificationResult } from "./apply-notification";

/** Paddle Fix: re-applies a notification that failed (or was never applied); a processed one is left to replay. Audited. */
export async function reapplyNotification(deps: ApplyDeps, admin: SessionUser, eventId: string): Promise<NotificationResult> {
  const { db } = deps;
  const before = await notificationResult(db, eventId);
  if (before.status === "processed") throw new AppError("CONFLICT", "This notification was processed already; replay it instead");
  await applyStored(deps, eventId).catch(() => undefined);
  const after = await notificationResult(db, eventId);
  await recordAudit(db, admin, { action: "reapply-notification", target: eventId, before, after });
  return after;
}
