import { eq, sql } from "drizzle-orm";
import { DEFAULT_CURRENCY, predictedLifetimeValue } from "../../core/analytics";
import { ENTITLING_STATUSES, intervalForPrice, majorAmount, planFromAmount, planPriceOf, tierForPrice, type PriceIds } from "../../core/billing";
import { PLANS, tierName } from "../../core/plans";
import { isAdminTestEvent, recordEvent } from "../analytics/record-event";
import type { Db } from "../db/client";
import { billingAlerts, billingEvents, paddleSubscriptions, transactions, user } from "../db/schema";
import { withAccountLock } from "../plan/account-lock";
import { recomputeTier } from "../plan/recompute-tier";
import { linkCustomer } from "./paddle-customers";
import { recordTrial, type TrialStart } from "./record-trial";
import type { EmailKey } from "./trial-email-key";
import {
  isOneOf,
  priceLines,
  subscriptionData,
  SUBSCRIPTION_EVENTS,
  transactionData,
  trialEndOf,
  TRANSACTION_EVENTS,
  type PaddleEnvelope,
} from "./paddle-event";

/** A subscription's state as of a moment; `occurredAt` is Paddle's ISO timestamp, microseconds kept. */
export type SubscriptionState = {
  id: string;
  userId: string;
  status: string;
  priceId: string | null;
  occurredAt: string;
  /** When its trial ends (ISO); null or left out keeps what an earlier event recorded. */
  trialEndsAt?: string | null;
};

/**
 * Records a subscription's state unless a newer event already did (occurred_at order per
 * subscription). The timestamp goes to PostgreSQL as Paddle wrote it: a JavaScript Date would cut
 * Paddle's microseconds, and two events in one millisecond would then look simultaneous.
 */
export async function upsertSubscription(db: Db, { trialEndsAt, ...row }: SubscriptionState) {
  const occurredAt = sql`${row.occurredAt}::timestamptz`;
  const trialEnd = trialEndsAt ? new Date(trialEndsAt) : null;
  await db
    .insert(paddleSubscriptions)
    .values({ ...row, occurredAt, trialEndsAt: trialEnd })
    .onConflictDoUpdate({
      target: paddleSubscriptions.id,
      // The owner never changes: a subscription stays with the account it was first linked to.
      // A trial's end, once known, stays: it tells that the account has had its trial.
      set: { status: row.status, priceId: row.priceId, occurredAt, ...(trialEnd ? { trialEndsAt: trialEnd } : {}) },
      setWhere: sql`${paddleSubscriptions.occurredAt} < ${occurredAt} and ${paddleSubscriptions.userId} = ${row.userId}`,
    });
}

async function insertSubscriptionIfMissing(db: Db, { trialEndsAt, ...row }: SubscriptionState) {
  await db
    .insert(paddleSubscriptions)
    .values({ ...row, occurredAt: sql`${row.occurredAt}::timestamptz`, trialEndsAt: trialEndsAt ? new Date(trialEndsAt) : null })
    .onConflictDoNothing();
}

/** Minor units as Paddle writes them ("1400") to a plan guess by the amount bands of `planFromAmount`. */
function amountGuess(total: string | undefined, currency: string | null | undefined): string {
  const amount = majorAmount(total, currency);
  if (!amount) return "";
  const { tier, interval } = planFromAmount(amount.value);
  return ` It paid ${amount.text} ${currency ?? ""}: by the amount, the ${tierName(tier)} plan billed ${interval}.`;
}

/** trial_start when a subscription starts trialing, subscription_cancel when it is canceled; once per subscription each. */
async function recordSubscriptionEvent(db: Db, userId: string, subscriptionId: string, status: string, tier: string | null) {
  if (status === "trialing" && tier) {
    await recordEvent(db, {
      eventId: `trial_start:${subscriptionId}`,
      name: "trial_start",
      userId,
      value: predictedLifetimeValue(tier),
      currency: DEFAULT_CURRENCY,
      properties: { tier, subscription_id: subscriptionId },
      origin: "server",
    });
  } else if (status === "canceled") {
    await recordEvent(db, {
      eventId: `subscription_cancel:${subscriptionId}`,
      name: "subscription_cancel",
      userId,
      properties: { subscription_id: subscriptionId },
      origin: "server",
    });
  }
}

export interface ApplyDeps {
  db: Db;
  prices: PriceIds;
  emailKey: EmailKey;
}

/** A repeat trial's alert: Paddle gave it because the checkout used a price with a trial period. */
const repeatTrialAlert = (subscriptionId: string) =>
  `Subscription ${subscriptionId} started a free trial for a customer who has had one (same address or Paddle customer). ` +
  `Its checkout used a price with a trial period; activate the subscription in Paddle to charge now, or cancel it.`;

/**
 * Applies one stored event. Safe to run again: subscription state only moves forward in time,
 * transactions are keyed by Paddle's id, and the event is marked processed at the end, together
 * with any alert it raises, so a crash in between raises the alert once. A subscription with a
 * trial goes into the trial ledger (issue 30).
 */
export async function applyEvent({ db, prices, emailKey }: ApplyDeps, eventId: string): Promise<void> {
  const [stored] = await db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId));
  if (!stored || stored.status === "processed") return;
  const event = stored.payload as unknown as PaddleEnvelope;
  const userId = stored.userId;
  const occurredAt = event.occurred_at;
  let alert: string | null = null;
  let trialStart: TrialStart | null = null;
  const analytics = !isAdminTestEvent(eventId);
  if (userId && isOneOf(SUBSCRIPTION_EVENTS, event.event_type)) {
    const data = subscriptionData.parse(event.data);
    const priceId = planPriceOf(priceLines(data.items), prices);
    const trialEndsAt = trialEndOf(data);
    await withAccountLock(db, userId, async (tx) => {
      await upsertSubscription(tx, { id: data.id, userId, status: data.status, priceId, occurredAt, trialEndsAt });
      await recomputeTier(tx, userId, prices);
      if (analytics) await recordSubscriptionEvent(tx, userId, data.id, data.status, tierForPrice(priceId, prices));
    });
    if (trialEndsAt) trialStart = { userId, subscriptionId: data.id, customerId: data.customer_id ?? null, startedAt: new Date(occurredAt) };
    if (data.customer_id) await linkCustomer(db, userId, data.customer_id);
    if (!tierForPrice(priceId, prices) && isOneOf(ENTITLING_STATUSES, data.status)) {
      alert = `Subscription ${data.id} is ${data.status} with a price no plan has (${priceId ?? "none"}); the account's plan did not change. Check the PADDLE_PRICE_* settings.`;
    }
  }
  if (userId && isOneOf(TRANSACTION_EVENTS, event.event_type)) {
    const data = transactionData.parse(event.data);
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    const total = data.details?.totals?.total;
    const currency = data.details?.totals?.currency_code ?? data.currency_code ?? null;
    await db
      .insert(transactions)
      .values({
        paddleTransactionId: data.id,
        userId,
        customerEmail: owner?.email ?? null,
        paddleCustomerId: data.customer_id ?? null,
        status: "completed",
        amount: total ?? null,
        currency,
        webhookData: event as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing();
    if (data.customer_id) await linkCustomer(db, userId, data.customer_id);
    const priceId = planPriceOf(priceLines(data.items), prices);
    const tier = tierForPrice(priceId, prices);
    const interval = intervalForPrice(priceId, prices);
    if (analytics && tier && tier !== "free" && interval) {
      const plan = PLANS[tier];
      await recordEvent(db, {
        eventId: `purchase:${data.id}`,
        name: "purchase",
        userId,
        value: interval === "annual" ? plan.annualPrice : plan.monthlyPrice,
        currency: currency ?? DEFAULT_CURRENCY,
        properties: { tier, interval, transaction_id: data.id },
        origin: "server",
      });
    }
    // A paid transaction proves its subscription exists; its state (price, status) is left to the
    // subscription's own events, since a plan change's transaction also lists the replaced price.
    const subscriptionId = data.subscription_id;
    if (subscriptionId && tierForPrice(priceId, prices)) {
      await withAccountLock(db, userId, async (tx) => {
        await insertSubscriptionIfMissing(tx, { id: subscriptionId, userId, status: "active", priceId, occurredAt });
        await recomputeTier(tx, userId, prices);
      });
    } else if (subscriptionId) {
      alert = `Transaction ${data.id} of subscription ${subscriptionId} has a price no plan has (${priceId ?? "none"}).${amountGuess(total, currency)} Check the PADDLE_PRICE_* settings.`;
    }
  }
  // The trial goes into the ledger with the event's completion, so a repeat trial's alert is raised once.
  const trial = trialStart;
  await db.transaction(async (tx) => {
    if (trial && (await recordTrial(tx, emailKey, trial)).repeat) alert = [alert, repeatTrialAlert(trial.subscriptionId)].filter(Boolean).join(" ");
    if (alert) await tx.insert(billingAlerts).values({ eventId, error: alert });
    await tx.update(billingEvents).set({ status: "processed", processedAt: new Date(), lastError: null }).where(eq(billingEvents.eventId, eventId));
  });
}
