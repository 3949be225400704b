import { and, eq } from "drizzle-orm";
import type { NotificationResult } from "../../../core/admin-recovery";
import { applyEvent, type ApplyDeps } from "../../billing/apply-event";
import type { Db } from "../../db/client";
import { queryErrorMessage } from "../../db/errors";
import { billingAlerts, billingEvents } from "../../db/schema";
import { AppError } from "../../http/errors";
import { billingSnapshot } from "./account-state";

type StoredEvent = typeof billingEvents.$inferSelect;

export async function storedEvent(db: Db, eventId: string): Promise<StoredEvent> {
  const [event] = await db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId));
  if (!event) throw new AppError("NOT_FOUND", "Notification not found");
  return event;
}

/**
 * Applies a stored notification through the webhook's own apply path. Success resolves the
 * webhook-failure alerts it raised; a failure is kept on the event (its status unchanged) and thrown.
 */
export async function applyStored(deps: ApplyDeps, eventId: string): Promise<void> {
  const { db } = deps;
  try {
    await applyEvent(deps, eventId);
  } catch (error) {
    await db
      .update(billingEvents)
      .set({ lastError: `admin: ${queryErrorMessage(error)}`.slice(0, 2000) })
      .where(eq(billingEvents.eventId, eventId));
    throw error;
  }
  await db
    .update(billingAlerts)
    .set({ status: "resolved" })
    .where(and(eq(billingAlerts.eventId, eventId), eq(billingAlerts.status, "pending")));
}

/** What a Paddle Fix action shows of a stored notification, before and after. */
export async function notificationResult(db: Db, eventId: string): Promise<NotificationResult> {
  const event = await storedEvent(db, eventId);
  return {
    eventId,
    type: event.eventType,
    status: event.status,
    lastError: event.lastError,
    plan: event.userId ? await billingSnapshot(db, event.userId) : null,
  };
}
