import { eq, sql } from "drizzle-orm";
import { ENTITLING_STATUSES, tierForPrice, type PriceIds } from "../../core/billing";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { billingEvents, paddleSubscriptions, subscriptions, transactions, user } from "../db/schema";
import { isOneOf, subscriptionData, SUBSCRIPTION_EVENTS, transactionData, TRANSACTION_EVENTS, type PaddleEnvelope } from "./paddle-event";

/**
 * Sets the account's plan from its subscriptions that still entitle (the best tier wins), in one
 * statement: each event recomputes after its own write committed, so the last recompute sees
 * every committed state and concurrent events need no lock.
 */
export async function recomputeTier(db: Db, userId: string, prices: PriceIds): Promise<void> {
  const pro = [prices.pro.monthly, prices.pro.annual];
  const creator = [prices.creator.monthly, prices.creator.annual];
  await db.execute(sql`
    update ${subscriptions} set
      tier = best.tier,
      max_products = case best.tier when 'pro' then ${PLANS.pro.maxProducts}::int when 'creator' then ${PLANS.creator.maxProducts}::int else ${PLANS.free.maxProducts}::int end,
      updated_at = now()
    from (
      select coalesce(
        (select case
           when bool_or(price_id in (${sql.join(pro.map((p) => sql`${p}`), sql`, `)})) then 'pro'
           when bool_or(price_id in (${sql.join(creator.map((p) => sql`${p}`), sql`, `)})) then 'creator'
         end
         from ${paddleSubscriptions}
         where user_id = ${userId} and status in (${sql.join(ENTITLING_STATUSES.map((st) => sql`${st}`), sql`, `)})),
        'free') as tier
    ) as best
    where ${subscriptions.userId} = ${userId}`);
}

/** Records a subscription's state unless a newer event already did (occurred_at order per subscription). */
export async function upsertSubscription(db: Db, row: typeof paddleSubscriptions.$inferInsert) {
  await db
    .insert(paddleSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: paddleSubscriptions.id,
      set: { status: row.status, priceId: row.priceId, occurredAt: row.occurredAt, userId: row.userId },
      setWhere: sql`${paddleSubscriptions.occurredAt} < ${row.occurredAt}`,
    });
}

/**
 * Applies one stored event. Safe to run again: subscription state only moves forward in time,
 * transactions are keyed by Paddle's id, and the event is marked processed at the end.
 */
export async function applyEvent(db: Db, eventId: string, prices: PriceIds): Promise<void> {
  const [stored] = await db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId));
  if (!stored || stored.status === "processed") return;
  const event = stored.payload as unknown as PaddleEnvelope;
  const userId = stored.userId;
  const occurredAt = stored.occurredAt;
  if (userId && isOneOf(SUBSCRIPTION_EVENTS, event.event_type)) {
    const data = subscriptionData.parse(event.data);
    await upsertSubscription(db, { id: data.id, userId, status: data.status, priceId: data.items[0]?.price?.id ?? null, occurredAt });
    if (data.customer_id) await db.update(user).set({ paddleCustomerId: data.customer_id }).where(eq(user.id, userId));
    await recomputeTier(db, userId, prices);
  }
  if (userId && isOneOf(TRANSACTION_EVENTS, event.event_type)) {
    const data = transactionData.parse(event.data);
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await db
      .insert(transactions)
      .values({
        paddleTransactionId: data.id,
        userId,
        customerEmail: owner?.email ?? null,
        paddleCustomerId: data.customer_id ?? null,
        status: "completed",
        amount: data.details?.totals?.total ?? null,
        currency: data.details?.totals?.currency_code ?? data.currency_code ?? null,
        webhookData: event as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing();
    if (data.customer_id) await db.update(user).set({ paddleCustomerId: data.customer_id }).where(eq(user.id, userId));
    const priceId = data.items[0]?.price?.id ?? null;
    // A paid transaction of a subscription proves it active as of this moment.
    if (data.subscription_id && tierForPrice(priceId, prices)) {
      await upsertSubscription(db, { id: data.subscription_id, userId, status: "active", priceId, occurredAt });
      await recomputeTier(db, userId, prices);
    }
  }
  await db.update(billingEvents).set({ status: "processed", processedAt: new Date(), lastError: null }).where(eq(billingEvents.eventId, eventId));
}
