import { sql } from "drizzle-orm";
import { ENTITLING_STATUSES, priceIdsOf, type PriceIds } from "../../core/billing";
import { PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { paddleSubscriptions, subscriptions } from "../db/schema";
import { ensureSubscription } from "./ensure-subscription";

/**
 * Sets the account's plan to the best of its Paddle subscriptions that still entitle and the
 * admin's manual grant, in one statement. Callers hold the account's lock (`withAccountLock`),
 * so the statement sees every state written before it.
 */
export async function recomputeTier(db: Db, userId: string, prices: PriceIds): Promise<void> {
  // An account whose row the sign-up hook failed to write must still get the plan it paid for.
  await ensureSubscription(db, userId);
  const pro = priceIdsOf(prices, "pro");
  const creator = priceIdsOf(prices, "creator");
  await db.execute(sql`
    update ${subscriptions} set
      tier = best.tier,
      max_products = case best.tier when 'pro' then ${PLANS.pro.maxProducts}::int when 'creator' then ${PLANS.creator.maxProducts}::int else ${PLANS.free.maxProducts}::int end,
      updated_at = now()
    from (
      select case
        when bool_or(price_id in (${sql.join(
          pro.map((p) => sql`${p}`),
          sql`, `,
        )})) or bool_or(grant_tier = 'pro') then 'pro'
        when bool_or(price_id in (${sql.join(
          creator.map((p) => sql`${p}`),
          sql`, `,
        )})) or bool_or(grant_tier = 'creator') then 'creator'
        else 'free'
      end as tier
      from (
        select price_id, null::text as grant_tier from ${paddleSubscriptions}
        where user_id = ${userId} and status in (${sql.join(
          ENTITLING_STATUSES.map((st) => sql`${st}`),
          sql`, `,
        )})
        union all
        select null, manual_tier from ${subscriptions} where user_id = ${userId}
      ) as sources
    ) as best
    where ${subscriptions.userId} = ${userId}`);
}
