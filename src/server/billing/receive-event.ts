import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { billingEvents, paddleCustomers, user } from "../db/schema";
import { AppError } from "../http/errors";
import {
  CUSTOMER_EVENTS,
  customerData,
  isOneOf,
  SUBSCRIPTION_EVENTS,
  TRANSACTION_EVENTS,
  type PaddleEnvelope,
} from "./paddle-event";

/**
 * Finds our account for an event: our user id in custom_data first, else the Paddle customer's
 * e-mail (learned from customer.* events).
 */
async function linkUser(db: Db, event: PaddleEnvelope): Promise<string | null> {
  const data = event.data as { custom_data?: { userId?: unknown } | null; customer_id?: unknown };
  const userId = data.custom_data?.userId;
  if (typeof userId === "string") {
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (row) return row.id;
  }
  if (typeof data.customer_id === "string") {
    const [row] = await db
      .select({ id: user.id })
      .from(paddleCustomers)
      .innerJoin(user, sql`lower(${user.email}) = lower(${paddleCustomers.email})`)
      .where(eq(paddleCustomers.id, data.customer_id));
    if (row) return row.id;
  }
  return null;
}

/**
 * Stores a verified event once (by event_id) and says whether it is new. Customer events are
 * recorded at once (they only teach us an e-mail); subscription and transaction events must
 * belong to an account, else 400 'User not found' so Paddle retries later.
 */
export async function receiveEvent(db: Db, event: PaddleEnvelope): Promise<{ stored: boolean }> {
  const occurredAt = new Date(event.occurred_at);
  if (isOneOf(CUSTOMER_EVENTS, event.event_type)) {
    const customer = customerData.safeParse(event.data);
    if (!customer.success) throw new AppError("VALIDATION_FAILED", "data: a customer needs an id and an e-mail");
    await db
      .insert(paddleCustomers)
      .values({ id: customer.data.id, email: customer.data.email.toLowerCase(), occurredAt })
      .onConflictDoUpdate({
        target: paddleCustomers.id,
        set: { email: customer.data.email.toLowerCase(), occurredAt },
        setWhere: sql`${paddleCustomers.occurredAt} < ${occurredAt}`,
      });
    await db
      .update(user)
      .set({ paddleCustomerId: customer.data.id })
      .where(sql`lower(${user.email}) = ${customer.data.email.toLowerCase()}`);
  }
  let userId: string | null = null;
  if (isOneOf(SUBSCRIPTION_EVENTS, event.event_type) || isOneOf(TRANSACTION_EVENTS, event.event_type)) {
    userId = await linkUser(db, event);
    if (!userId) throw new AppError("BAD_REQUEST", "User not found");
  }
  const inserted = await db
    .insert(billingEvents)
    .values({ eventId: event.event_id, eventType: event.event_type, occurredAt, userId, payload: event as unknown as Record<string, unknown> })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  return { stored: inserted.length > 0 };
}
