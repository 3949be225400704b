import { randomUUID } from "node:crypto";
import type { MockTransactionResult } from "../../../core/admin/manual-tools";
import { mockTransactionsRefusal } from "../../../core/admin/manual-tools";
import type { BillingInterval, PaidTier } from "../../../core/billing";
import { PLANS } from "../../../core/plans";
import type { SessionUser } from "../../auth/session";
import { applyEvent } from "../../billing/apply-event";
import { underPaymentLease } from "../../billing/checkout-lease";
import { syncSubscription } from "../../billing/sync";
import { billingEvents, transactions } from "../../db/schema";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import type { AdminDeps } from "../deps";
import { findAccount, subscriptionRow, type Account } from "./find-account";

interface MockOrder {
  email: string;
  tier: PaidTier;
  interval: BillingInterval;
}

/**
 * A test payment for an account, applied like a real one: a transaction.completed notification for
 * a new subscription at the plan's price is stored and applied by the billing code, so the plan
 * follows. Its transaction row is written first with is_test set (the apply step keeps an existing
 * row), which also keeps its subscription out of the Overview's revenue. Refused unless payments are
 * simulated or Paddle is the sandbox: never where a real customer's plan could rest on fake money.
 */
export async function createMockTransaction(
  deps: Pick<AdminDeps, "db" | "config" | "prices" | "emailKey" | "logger">,
  admin: SessionUser,
  order: MockOrder,
): Promise<MockTransactionResult> {
  const refusal = mockTransactionsRefusal(deps.config.payments, deps.config.PADDLE_ENV);
  if (refusal) throw new AppError("FORBIDDEN", refusal);
  const account = await findAccount(deps.db, order.email);
  // Checkout's rule (issue 30): one live subscription per account, one payment at a time; the
  // account's stored notifications are applied first, Paddle's API is not asked.
  const lease = {
    db: deps.db,
    sync: (userId: string) => syncSubscription({ ...deps, paddle: null }, userId),
    messages: {
      busy: "A payment for this account is already under way. Try again in a moment.",
      subscribed: "This account already has a live subscription: change its plan instead of adding a second one.",
    },
  };
  return underPaymentLease(lease, account.id, () => mockTransaction(deps, admin, account, order));
}

async function mockTransaction(
  deps: Pick<AdminDeps, "db" | "prices" | "emailKey">,
  admin: SessionUser,
  account: Account,
  order: MockOrder,
): Promise<MockTransactionResult> {
  const before = await subscriptionRow(deps.db, account, deps.prices);
  const plan = PLANS[order.tier];
  const amount = String((order.interval === "annual" ? plan.annualPrice : plan.monthlyPrice) * 100);
  const transactionId = `txn_mock_${randomUUID()}`;
  const subscriptionId = `sub_mock_${randomUUID()}`;
  const occurredAt = new Date().toISOString();
  const event = {
    event_id: `evt_mock_${randomUUID()}`,
    event_type: "transaction.completed",
    occurred_at: occurredAt,
    data: {
      id: transactionId,
      status: "completed",
      subscription_id: subscriptionId,
      custom_data: { userId: account.id, mock: true },
      items: [{ price: { id: deps.prices[order.tier][order.interval] }, quantity: 1 }],
      details: { totals: { total: amount, currency_code: "USD" } },
      currency_code: "USD",
    },
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(transactions).values({
      paddleTransactionId: transactionId,
      userId: account.id,
      customerEmail: account.email,
      status: "completed",
      amount,
      currency: "USD",
      webhookData: event,
      isTest: true,
    });
    await tx
      .insert(billingEvents)
      .values({ eventId: event.event_id, eventType: event.event_type, occurredAt: new Date(occurredAt), userId: account.id, payload: event });
  });
  await applyEvent(deps, event.event_id);
  const after = await subscriptionRow(deps.db, account, deps.prices);
  await recordAudit(deps.db, admin, {
    action: "mock-transaction",
    target: account.email,
    before,
    after: { ...after, transactionId, subscriptionId, amount, interval: order.interval },
  });
  return { transactionId, subscriptionId, amount, subscription: after };
}
