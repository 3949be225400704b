import type { Paddle } from "@paddle/paddle-node-sdk";
import { and, asc, eq, ne } from "drizzle-orm";
import { planPriceOf } from "../../core/billing";
import type { Db } from "../db/client";
import { billingEvents, paddleSubscriptions, subscriptions } from "../db/schema";
import type { Logger } from "../runtime/logger";
import { withAccountLock } from "../plan/account-lock";
import { recomputeTier } from "../plan/recompute-tier";
import { applyEvent, upsertSubscription, type ApplyDeps } from "./apply-event";
import { trialEndOf } from "./paddle-event";
import { spendPaddleCall, withinPaddleBudget } from "./paddle-client";
import { customerOf, rememberCustomer } from "./paddle-customers";

export interface SyncDeps extends ApplyDeps {
  paddle: Paddle | null;
  logger: Logger;
}

/**
 * Brings an account's plan up to date on demand (login, the refresh button, the success page):
 * applies its stored events that no job has applied yet, then, with Paddle's API at hand, reads
 * the customer's subscriptions from Paddle. Both steps only move state forward in time, so they
 * are safe beside the queue's own work.
 */
export async function syncSubscription(deps: SyncDeps, userId: string): Promise<void> {
  const { db, paddle } = deps;
  const waiting = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.userId, userId), ne(billingEvents.status, "processed")))
    .orderBy(asc(billingEvents.occurredAt))
    .limit(50);
  for (const { eventId } of waiting) {
    // A failure here is left to the job's retries and alert.
    await applyEvent(deps, eventId).catch((error: unknown) => deps.logger.warn("inline apply failed", { eventId, error }));
  }
  if (!paddle) return;
  // Past the account's budget the stored events above still count; Paddle is asked again later.
  if (!(await spendPaddleCall(db, userId)).allowed) return;
  await readPaddleSubscriptions({ ...deps, paddle }, userId).catch((error: unknown) => deps.logger.warn("Paddle subscription sync failed", { userId, error }));
}

/** Throws when Paddle cannot be asked. */
async function readPaddleSubscriptions(deps: SyncDeps & { paddle: Paddle }, userId: string): Promise<void> {
  const { db, prices, paddle } = deps;
  const owner = await customerOf(db, userId);
  if (!owner?.customerId) return;
  const page = await paddle.subscriptions.list({ customerId: [owner.customerId], perPage: 50 }).next();
  // A subscription bought for another of our accounts (its custom_data says so) is not this one's.
  const own = page.filter((subscription) => {
    const claimed = (subscription.customData as { userId?: unknown } | null)?.userId;
    return claimed === undefined || claimed === userId;
  });
  if (own.length === 0) return;
  await withAccountLock(db, userId, async (tx) => {
    for (const subscription of own) {
      await upsertSubscription(tx, {
        id: subscription.id,
        userId,
        status: subscription.status,
        priceId: planPriceOf(
          subscription.items.map((item) => ({ priceId: item.price?.id, quantity: item.quantity })),
          prices,
        ),
        occurredAt: subscription.updatedAt,
        trialEndsAt: trialEndOf({
          id: subscription.id,
          status: subscription.status,
          items: subscription.items.map((item) => ({ trial_dates: item.trialDates && { ends_at: item.trialDates.endsAt } })),
          current_billing_period: subscription.currentBillingPeriod && { ends_at: subscription.currentBillingPeriod.endsAt },
        }),
      });
    }
    await recomputeTier(tx, userId, prices);
  });
}

/** What a sync check compares before and after: the plan and every Paddle subscription we hold. */
async function billingState(db: Db, userId: string): Promise<string> {
  const [plan, held] = await Promise.all([
    db.select({ tier: subscriptions.tier, maxProducts: subscriptions.maxProducts }).from(subscriptions).where(eq(subscriptions.userId, userId)),
    db
      .select({ id: paddleSubscriptions.id, status: paddleSubscriptions.status, priceId: paddleSubscriptions.priceId })
      .from(paddleSubscriptions)
      .where(eq(paddleSubscriptions.userId, userId))
      .orderBy(asc(paddleSubscriptions.id)),
  ]);
  return JSON.stringify({ plan, held });
}

/**
 * The user's "I paid but my plan did not change" check (the sync check of decision 011): everything a
 * refresh does, and, when no notification ever told us the account's Paddle customer, a search of
 * Paddle's customers by the account's e-mail (only an exact e-mail match links, as for
 * notifications). Says whether anything changed; throws when Paddle could not be asked.
 */
export async function checkSync(deps: SyncDeps, userId: string): Promise<{ changed: boolean }> {
  const { db, paddle } = deps;
  const before = await billingState(db, userId);
  await syncSubscription({ ...deps, paddle: null }, userId);
  if (paddle) {
    await withinPaddleBudget(db, userId);
    const owner = await customerOf(db, userId);
    // Paddle's customers are searched by e-mail only for an address the account has confirmed.
    if (owner && !owner.customerId && owner.emailVerified) {
      const customers = await paddle.customers.list({ email: [owner.email] }).next();
      const match = customers.find((customer) => customer.email.toLowerCase() === owner.email.toLowerCase());
      if (match) await rememberCustomer(db, match.id, match.email, new Date(0).toISOString());
    }
    await readPaddleSubscriptions({ ...deps, paddle }, userId);
  }
  return { changed: (await billingState(db, userId)) !== before };
}
