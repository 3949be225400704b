import { eq } from "drizzle-orm";
import type { WebhookFailureStatus, WebhookFailureView } from "../../../core/alerts";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { billingAlerts } from "../../db/schema";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";

/** Marks a webhook failure (billing_alerts) investigating or resolved, audited in the same transaction. */
export async function updateWebhookFailure(
  db: Db,
  admin: Pick<SessionUser, "id" | "email">,
  id: string,
  status: Exclude<WebhookFailureStatus, "pending">,
): Promise<WebhookFailureView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(billingAlerts).where(eq(billingAlerts.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Webhook failure not found");
    const [after] = await tx.update(billingAlerts).set({ status }).where(eq(billingAlerts.id, id)).returning();
    if (!after) throw new AppError("NOT_FOUND", "Webhook failure not found");
    await recordAudit(tx, admin, {
      action: "update-webhook-failure",
      target: id,
      before: { status: before.status, eventId: before.eventId },
      after: { status: after.status, eventId: after.eventId },
    });
    return { ...after, createdAt: after.createdAt.toISOString() };
  });
}
