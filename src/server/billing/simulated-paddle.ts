import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { intervalForPrice, tierForPrice, type BillingInterval, type PaidTier, type PriceIds } from "../../core/billing";
import type { SimulatedPayResponse, SimulatedTrialResponse } from "../../core/api-types";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { paddleSubscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import { paddleSignature } from "./paddle-signature";

interface Deps {
  db: Db;
  prices: PriceIds;
  /** The webhook secret our endpoint checks (PADDLE_WEBHOOK_SECRET or the derived local one). */
  secret: string;
  /** Where our own webhook endpoint listens; known once the server is listening. */
  webhookUrl: () => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stable, Paddle-looking customer id per account, so repeat purchases share one customer. */
const customerIdFor = (userId: string) => `ctm_local_${createHash("sha256").update(userId).digest("hex").slice(0, 24)}`;

/**
 * Plays Paddle's part when PAYMENTS=simulated: builds the notifications Paddle sends for a
 * checkout or a cancellation, signs them like Paddle and POSTs them to our own webhook endpoint
 * over HTTP, so the upgrade runs through exactly the production path (signature check, event log,
 * queue, apply). Each call returns once every notification was acknowledged.
 */
export function createSimulatedPaddle(deps: Deps) {
  async function deliver(eventType: string, data: Record<string, unknown>, occurredAt: Date): Promise<void> {
    const body = JSON.stringify({
      event_id: `evt_local_${randomUUID()}`,
      event_type: eventType,
      occurred_at: occurredAt.toISOString(),
      notification_id: `ntf_local_${randomUUID()}`,
      data,
    });
    const response = await fetch(deps.webhookUrl(), {
      method: "POST",
      headers: { "content-type": "application/json", "paddle-signature": paddleSignature(body, deps.secret) },
      body,
    });
    if (!response.ok) throw new AppError("BAD_GATEWAY", `The webhook endpoint refused ${eventType} (HTTP ${response.status})`);
  }

  async function ownSubscription(ownerId: string, subscriptionId: string) {
    const [row] = await deps.db
      .select()
      .from(paddleSubscriptions)
      .where(and(eq(paddleSubscriptions.id, subscriptionId), eq(paddleSubscriptions.userId, ownerId)));
    if (!row) throw new AppError("NOT_FOUND", "Subscription not found");
    return row;
  }

  return {
    /**
     * A checkout of a price with a trial period: Paddle creates the subscription trialing, with the
     * trial dates on its items and the trial as its current billing period, and takes no payment.
     */
    async startTrial(owner: { id: string; email: string }, tier: PaidTier, interval: BillingInterval, days: number): Promise<SimulatedTrialResponse> {
      const priceId = deps.prices[tier][interval];
      const customerId = customerIdFor(owner.id);
      const subscriptionId = `sub_local_${randomUUID()}`;
      const start = Date.now();
      const at = (offsetMs: number) => new Date(start + offsetMs);
      const trialEndsAt = new Date(start + days * DAY_MS).toISOString();
      const trialDates = { starts_at: at(0).toISOString(), ends_at: trialEndsAt };
      const subscription = {
        id: subscriptionId,
        status: "trialing",
        customer_id: customerId,
        custom_data: { userId: owner.id },
        items: [{ price: { id: priceId }, quantity: 1, status: "trialing", trial_dates: trialDates }],
        currency_code: "USD",
        started_at: trialDates.starts_at,
        first_billed_at: null,
        next_billed_at: trialEndsAt,
        current_billing_period: trialDates,
      };
      await deliver("customer.created", { id: customerId, email: owner.email, status: "active" }, at(0));
      await deliver("subscription.created", subscription, at(1));
      await deliver("subscription.trialing", subscription, at(2));
      return { subscriptionId, trialEndsAt };
    },

    /**
     * The trial's end as Paddle plays it: the card is charged (subscription.activated, then the
     * first transaction.completed) or the subscription is canceled.
     */
    async endTrial(ownerId: string, outcome: "active" | "canceled"): Promise<void> {
      const [row] = await deps.db
        .select()
        .from(paddleSubscriptions)
        .where(and(eq(paddleSubscriptions.userId, ownerId), eq(paddleSubscriptions.status, "trialing")))
        .orderBy(desc(paddleSubscriptions.occurredAt))
        .limit(1);
      if (!row) throw new AppError("NOT_FOUND", "There is no trial to end.");
      const customerId = customerIdFor(ownerId);
      const customData = { userId: ownerId };
      const start = Math.max(Date.now(), row.occurredAt.getTime() + 1);
      const at = (offsetMs: number) => new Date(start + offsetMs);
      const trialDates = { starts_at: row.occurredAt.toISOString(), ends_at: (row.trialEndsAt ?? at(0)).toISOString() };
      const items = [{ price: { id: row.priceId }, quantity: 1, trial_dates: trialDates }];
      const base = { id: row.id, customer_id: customerId, custom_data: customData, currency_code: "USD" };
      if (outcome === "canceled") {
        await deliver("subscription.canceled", { ...base, status: "canceled", items, canceled_at: at(0).toISOString() }, at(0));
        return;
      }
      const tier = tierForPrice(row.priceId, deps.prices);
      const interval = intervalForPrice(row.priceId, deps.prices);
      const plan = tier && tier !== "free" ? PLANS[tier] : null;
      const amount = plan ? String((interval === "annual" ? plan.annualPrice : plan.monthlyPrice) * 100) : "0";
      const transactionId = `txn_local_${randomUUID()}`;
      const periodEnd = new Date(start + (interval === "annual" ? 365 : 30) * DAY_MS).toISOString();
      const period = { starts_at: at(0).toISOString(), ends_at: periodEnd };
      await deliver("subscription.activated", { ...base, status: "active", items, current_billing_period: period, next_billed_at: periodEnd }, at(0));
      await deliver(
        "transaction.completed",
        {
          id: transactionId,
          status: "completed",
          customer_id: customerId,
          subscription_id: row.id,
          custom_data: customData,
          items: [{ price: { id: row.priceId }, quantity: 1 }],
          currency_code: "USD",
          details: { totals: { total: amount, currency_code: "USD" } },
        },
        at(1),
      );
    },

    async pay(owner: { id: string; email: string }, tier: PaidTier, interval: BillingInterval): Promise<SimulatedPayResponse> {
      const priceId = deps.prices[tier][interval];
      const plan = PLANS[tier];
      const amount = String((interval === "monthly" ? plan.monthlyPrice : plan.annualPrice) * 100);
      const customerId = customerIdFor(owner.id);
      const subscriptionId = `sub_local_${randomUUID()}`;
      const transactionId = `txn_local_${randomUUID()}`;
      const customData = { userId: owner.id };
      const items = [{ price: { id: priceId }, quantity: 1 }];
      const start = Date.now();
      const at = (offsetMs: number) => new Date(start + offsetMs);
      const subscription = { id: subscriptionId, customer_id: customerId, custom_data: customData, items, currency_code: "USD" };
      // The order Paddle sends them in for a new subscription; occurred_at keeps them ordered.
      await deliver("customer.created", { id: customerId, email: owner.email, status: "active" }, at(0));
      await deliver("subscription.created", { ...subscription, status: "active", transaction_id: transactionId }, at(1));
      await deliver(
        "transaction.completed",
        {
          id: transactionId,
          status: "completed",
          customer_id: customerId,
          subscription_id: subscriptionId,
          custom_data: customData,
          items,
          currency_code: "USD",
          details: { totals: { total: amount, currency_code: "USD" } },
        },
        at(2),
      );
      await deliver("subscription.activated", { ...subscription, status: "active" }, at(3));
      return { transactionId, subscriptionId };
    },

    /** A plan switch: Paddle updates the subscription's item and notifies subscription.updated. */
    async changePlan(ownerId: string, subscriptionId: string, priceId: string): Promise<void> {
      const row = await ownSubscription(ownerId, subscriptionId);
      await deliver(
        "subscription.updated",
        {
          id: row.id,
          status: "active",
          customer_id: customerIdFor(ownerId),
          custom_data: { userId: ownerId },
          items: [{ price: { id: priceId }, quantity: 1 }],
        },
        new Date(Math.max(Date.now(), row.occurredAt.getTime() + 1)),
      );
    },

    /** Paddle cancels at the end of the billing period; the simulation plays that moment now. */
    async cancel(ownerId: string, subscriptionId: string): Promise<void> {
      const row = await ownSubscription(ownerId, subscriptionId);
      if (row.status === "canceled") return;
      await deliver(
        "subscription.canceled",
        {
          id: row.id,
          status: "canceled",
          customer_id: customerIdFor(ownerId),
          custom_data: { userId: ownerId },
          items: row.priceId ? [{ price: { id: row.priceId }, quantity: 1 }] : [],
          canceled_at: new Date().toISOString(),
        },
        new Date(Math.max(Date.now(), row.occurredAt.getTime() + 1)),
      );
    },
  };
}

export type SimulatedPaddle = ReturnType<typeof createSimulatedPaddle>;
