import { and, eq } from "drizzle-orm";
import type { PriceIds } from "../../../core/billing";
import type { NotificationResult } from "../../../core/admin-recovery";
import { applyEvent } from "../../billing/apply-event";
import { rememberCustomer } from "../../billing/paddle-customers";
import { customerData, CUSTOMER_EVENTS, isOneOf } from "../../billing/paddle-event";
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
export async function applyStored(db: Db, prices: PriceIds, eventId: string): Promise<void> {
  try {
    await applyEvent(db, eventId, prices);
  } catch (error) {
    await db.update(billingEvents).set({ lastError: `admin: ${queryErrorMessage(error)}`.slice(0, 2000) }).where(eq(billingEvents.eventId, eventId));
    throw error;
  }
  await db.update(billingAlerts).set({ status: "resolved" }).where(and(eq(billingAlerts.eventId, eventId), eq(billingAlerts.status, "pending")));
}

async function result(db: Db, eventId: string): Promise<NotificationResult> {
  const event = await storedEvent(db, eventId);
  return {
    eventId,
    type: event.eventType,
    status: event.status,
    lastError: event.lastError,
    plan: event.userId ? await billingSnapshot(db, event.userId) : null,
  };
}

/** Paddle Fix: re-applies a notification that failed (or was never applied); a processed one is left to replay. */
export async function reapplyNotification(db: Db, prices: PriceIds, eventId: string): Promise<{ before: NotificationResult; after: NotificationResult }> {
  const before = await result(db, eventId);
  if (before.status === "processed") throw new AppError("CONFLICT", "This notification was processed already; replay it instead");
  await applyStored(db, prices, eventId).catch(() => undefined);
  return { before, after: await result(db, eventId) };
}

/**
 * Paddle Fix: applies any stored notification again. Applying is idempotent (subscription states
 * only move forward, transactions are keyed by Paddle's id), so a replay repairs what later edits
 * broke and changes nothing else. Customer notifications teach an e-mail, as on arrival.
 */
export async function replayNotification(db: Db, prices: PriceIds, eventId: string): Promise<{ before: NotificationResult; after: NotificationResult }> {
  const before = await result(db, eventId);
  const event = await storedEvent(db, eventId);
  if (isOneOf(CUSTOMER_EVENTS, event.eventType)) {
    const customer = customerData.safeParse((event.payload as { data?: unknown }).data);
    if (customer.success) await rememberCustomer(db, customer.data.id, customer.data.email, event.occurredAt.toISOString());
  }
  await db.update(billingEvents).set({ status: "received" }).where(eq(billingEvents.eventId, eventId));
  try {
    await applyStored(db, prices, eventId);
  } catch {
    // A replay that fails leaves a processed event processed: it was applied once, and its error is kept.
    await db.update(billingEvents).set({ status: before.status }).where(eq(billingEvents.eventId, eventId));
  }
  return { before, after: await result(db, eventId) };
}
