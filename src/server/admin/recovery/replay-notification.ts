import { eq } from "drizzle-orm";
import type { NotificationResult } from "../../../core/admin-recovery";
import type { SessionUser } from "../../auth/session";
import type { ApplyDeps } from "../../billing/apply-event";
import { rememberCustomer } from "../../billing/paddle-customers";
import { customerData, CUSTOMER_EVENTS, isOneOf } from "../../billing/paddle-event";
import { billingEvents } from "../../db/schema";
import { recordAudit } from "../audit";
import { applyStored, notificationResult, storedEvent } from "./apply-notification";

/**
 * Paddle Fix: applies any stored notification again. Applying is idempotent (subscription states
 * only move forward, transactions are keyed by Paddle's id), so a replay repairs what later edits
 * broke and changes nothing else. Customer notifications teach an e-mail, as on arrival. Audited.
 */
export async function replayNotification(deps: ApplyDeps, admin: SessionUser, eventId: string): Promise<NotificationResult> {
  const { db } = deps;
  const before = await notificationResult(db, eventId);
  const event = await storedEvent(db, eventId);
  if (isOneOf(CUSTOMER_EVENTS, event.eventType)) {
    const customer = customerData.safeParse((event.payload as { data?: unknown }).data);
    if (customer.success) await rememberCustomer(db, customer.data.id, customer.data.email, event.occurredAt.toISOString());
  }
  await db.update(billingEvents).set({ status: "received" }).where(eq(billingEvents.eventId, eventId));
  try {
    await applyStored(deps, eventId);
  } catch {
    // A replay that fails leaves a processed event processed: it was applied once, and its error is kept.
    await db.update(billingEvents).set({ status: before.status }).where(eq(billingEvents.eventId, eventId));
  }
  const after = await notificationResult(db, eventId);
  await recordAudit(db, admin, { action: "replay-notification", target: eventId, before, after });
  return after;
}
