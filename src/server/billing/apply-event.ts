import { eq, sql } from "drizzle-orm";
import { ENTITLING_STATUSES, tierForPrice, type PriceIds } from "../../core/billing";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { billingEvents, paddleCustomers, paddleSubscriptions, subscriptions, transactions, user } from "../db/schema";
import { isOneOf, subscriptionData, SUBSCRIPTION_EVENTS, transactionData, TRANSACTION_EVENTS, type PaddleEnvelope } from "./paddle-event";

/**
 * Sets the account's plan to the best of its Paddle subscriptions that still entitle and the
 * admin's manual grant, in one statement. Callers hold the account's lock (`withAccountLock`),
 * so the statement sees every state written before it.
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
      select case
        when bool_or(price_id in (${sql.join(pro.map((p) => sql`${p}`), sql`, `)})) or bool_or(grant_tier = 'pro') then 'pro'
        when bool_or(price_id in (${sql.join(creator.map((p) => sql`${p}`), sql`, `)})) or bool_or(grant_tier = 'creator') then 'creator'
        else 'free'
      end as tier
      from (
        select price_id, null::text as grant_tier from ${paddleSubscriptions}
        where user_id = ${userId} and status in (${sql.join(ENTITLING_STATUSES.map((st) => sql`${st}`), sql`, `)})
        union all
        select null, manual_tier from ${subscriptions} where user_id = ${userId}
      ) as sources
    ) as best
    where ${subscriptions.userId} = ${userId}`);
}

/**
 * Runs `work` in a transaction holding a lock on the account, so two events (or an event and a
 * refresh) for one account never recompute its plan from states that miss each other's writes.
 */
export async function withAccountLock<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${userId}`}))`);
    return work(tx as unknown as Db);
  });
}

/** A subscription's state as of a moment; `occurredAt` is Paddle's ISO timestamp, microseconds kept. */
export type SubscriptionState = { id: string; userId: string; status: string; priceId: string | null; occurredAt: string };

/**
 * Records a subscription's state unless a newer event already did (occurred_at order per
 * subscription). The timestamp goes to PostgreSQL as Paddle wrote it: a JavaScript Date would cut
 * Paddle's microseconds, and two events in one millisecond would then look simultaneous.
 */
export async function upsertSubscription(db: Db, row: SubscriptionState) {
  const occurredAt = sql`${row.occurredAt}::timestamptz`;
  await db
    .insert(paddleSubscriptions)
    .values({ ...row, occurredAt })
    .onConflictDoUpdate({
      target: paddleSubscriptions.id,
      // The owner never changes: a subscription stays with the account it was first linked to.
      set: { status: row.status, priceId: row.priceId, occurredAt },
      setWhere: sql`${paddleSubscriptions.occurredAt} < ${occurredAt} and ${paddleSubscriptions.userId} = ${row.userId}`,
    });
}

/**
 * Puts a Paddle customer on the account only when Paddle's record of that customer carries the
 * account's e-mail: someone paying under another person's e-mail must not get that person's
 * customer portal or subscriptions.
 */
async function linkCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db.execute(sql`
    update ${user} set paddle_customer_id = ${customerId}
    where ${user.id} = ${userId}
      and exists (select 1 from ${paddleCustomers} pc where pc.id = ${customerId} and pc.email = lower(${user.email}))`);
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
  const occurredAt = event.occurred_at;
  if (userId && isOneOf(SUBSCRIPTION_EVENTS, event.event_type)) {
    const data = subscriptionData.parse(event.data);
    await withAccountLock(db, userId, async (tx) => {
      await upsertSubscription(tx, { id: data.id, userId, status: data.status, priceId: data.items[0]?.price?.id ?? null, occurredAt });
      await recomputeTier(tx, userId, prices);
    });
    if (data.customer_id) await linkCustomer(db, userId, data.customer_id);
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
    if (data.customer_id) await linkCustomer(db, userId, data.customer_id);
    const priceId = data.items[0]?.price?.id ?? null;
    // A paid transaction of a subscription proves it active as of this moment.
    const subscriptionId = data.subscription_id;
    if (subscriptionId && tierForPrice(priceId, prices)) {
      await withAccountLock(db, userId, async (tx) => {
        await upsertSubscription(tx, { id: subscriptionId, userId, status: "active", priceId, occurredAt });
        await recomputeTier(tx, userId, prices);
      });
    }
  }
  await db.update(billingEvents).set({ status: "processed", processedAt: new Date(), lastError: null }).where(eq(billingEvents.eventId, eventId));
}
