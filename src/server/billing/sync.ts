import type { Paddle } from "@paddle/paddle-node-sdk";
import { and, asc, eq, ne } from "drizzle-orm";
import type { PriceIds } from "../../core/billing";
import type { Db } from "../db/client";
import { billingEvents, user } from "../db/schema";
import type { Logger } from "../logger";
import { applyEvent, recomputeTier, upsertSubscription, withAccountLock } from "./apply-event";
import { spendPaddleCall } from "./paddle-client";

/**
 * Brings an account's plan up to date on demand (login, the refresh button, the success page):
 * applies its stored events that no job has applied yet, then, with Paddle's API at hand, reads
 * the customer's subscriptions from Paddle. Both steps only move state forward in time, so they
 * are safe beside the queue's own work.
 */
export async function syncSubscription(deps: { db: Db; prices: PriceIds; paddle: Paddle | null; logger: Logger }, userId: string): Promise<void> {
  const { db, prices, paddle } = deps;
  const waiting = await db
    .select({ eventId: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.userId, userId), ne(billingEvents.status, "processed")))
    .orderBy(asc(billingEvents.occurredAt))
    .limit(50);
  for (const { eventId } of waiting) {
    // A failure here is left to the job's retries and alert.
    await applyEvent(db, eventId, prices).catch((error: unknown) => deps.logger.warn("inline apply failed", { eventId, error: String(error) }));
  }
  if (!paddle) return;
  const [owner] = await db.select({ customerId: user.paddleCustomerId }).from(user).where(eq(user.id, userId));
  if (!owner?.customerId) return;
  // Past the account's budget the stored events above still count; Paddle is asked again later.
  if (!(await spendPaddleCall(db, userId)).allowed) return;
  try {
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
          priceId: subscription.items[0]?.price?.id ?? null,
          occurredAt: subscription.updatedAt,
        });
      }
      await recomputeTier(tx, userId, prices);
    });
  } catch (error) {
    deps.logger.warn("Paddle subscription sync failed", { userId, error: String(error) });
  }
}
