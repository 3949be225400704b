import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { ADMIN_TEST_CUSTOMER_PREFIX, ADMIN_TEST_EMAIL_DOMAIN, type ConsoleReport } from "../../../core/admin-console";
import { CUSTOMER_EVENTS, isOneOf, SUBSCRIPTION_EVENTS, TRANSACTION_EVENTS } from "../../billing/paddle-event";
import type { SessionUser } from "../../auth/session";
import { billingEvents, paddleCustomers } from "../../db/schema";
import { recordAudit } from "../audit";
import type { AdminDeps } from "../deps";
import { sendTestNotification } from "./send-notification";
import { failed, ok, timed } from "./timed";

export const TEST_WEBHOOK_TIMEOUT_MS = 5000;

/** Every event type our webhook endpoint recognises, in the order a new subscription sends them. */
export const RECOGNISED_EVENTS = [...CUSTOMER_EVENTS, ...SUBSCRIPTION_EVENTS, ...TRANSACTION_EVENTS] as const;

/** A realistic payload for each type, for a customer no account has. */
function payloadFor(eventType: string, customerId: string, email: string, priceId: string): Record<string, unknown> {
  const suffix = randomBytes(6).toString("hex");
  const items = [{ price: { id: priceId }, quantity: 1 }];
  if (isOneOf(CUSTOMER_EVENTS, eventType)) return { id: customerId, email, status: "active" };
  const subscriptionId = `sub_admintest_${suffix}`;
  if (isOneOf(SUBSCRIPTION_EVENTS, eventType)) {
    const status = eventType === "subscription.created" || eventType === "subscription.updated" ? "active" : eventType.slice("subscription.".length);
    return { id: subscriptionId, status, customer_id: customerId, custom_data: null, items, currency_code: "USD" };
  }
  return {
    id: `txn_admintest_${suffix}`,
    status: eventType.slice("transaction.".length),
    customer_id: customerId,
    subscription_id: subscriptionId,
    custom_data: null,
    items,
    currency_code: "USD",
    details: { totals: { total: "1400", currency_code: "USD" } },
  };
}

/**
 * Test All Webhooks / Test Customer.Created: signed notifications for a customer no account has.
 * Subscription and transaction events must be refused with 400 'User not found' (decision 010);
 * customer events are recorded (they only teach us an e-mail), so 200 is their expected answer.
 * What the customer events stored is deleted afterwards, so the monitor never sees test data.
 */
export async function testWebhooks(
  deps: AdminDeps,
  admin: SessionUser,
  options: { only?: "customer.created"; timeoutMs?: number } = {},
): Promise<ConsoleReport> {
  const started = performance.now();
  const tag = randomBytes(6).toString("hex");
  const customerId = `${ADMIN_TEST_CUSTOMER_PREFIX}${tag}`;
  const email = `admin-test+${tag}@${ADMIN_TEST_EMAIL_DOMAIN}`;
  const eventTypes = options.only ? [options.only] : RECOGNISED_EVENTS;
  const sentIds: string[] = [];
  const lines = [];
  try {
    for (const eventType of eventTypes) {
      lines.push(
        await timed(eventType, options.timeoutMs ?? TEST_WEBHOOK_TIMEOUT_MS, async (signal) => {
          const sent = await sendTestNotification(deps, eventType, payloadFor(eventType, customerId, email, deps.prices.creator.monthly), { signal });
          sentIds.push(sent.eventId);
          const answer = `HTTP ${sent.status}: ${sent.message}`;
          if (isOneOf(CUSTOMER_EVENTS, eventType))
            return sent.status === 200 ? ok(`${answer} (customer recorded, expected)`) : failed(`${answer} (expected HTTP 200)`);
          return sent.status === 400 && sent.message === "User not found"
            ? ok(`${answer} (expected)`)
            : failed(`${answer} (unexpected: wanted 400 'User not found')`);
        }),
      );
    }
  } finally {
    if (sentIds.length > 0) await deps.db.delete(billingEvents).where(inArray(billingEvents.eventId, sentIds));
    await deps.db.delete(paddleCustomers).where(inArray(paddleCustomers.id, [customerId]));
  }
  const report = { ok: lines.every((line) => line.status === "ok"), ms: Math.round(performance.now() - started), lines };
  await recordAudit(deps.db, admin, {
    action: options.only ? "test-customer-created" : "test-webhooks",
    target: customerId,
    after: { ok: report.ok, events: lines.map((line) => `${line.name}: ${line.status}`) },
  });
  return report;
}
