import { sql } from "drizzle-orm";
import { ENTITLING_STATUSES, intervalForPrice, tierForPrice, type PaidTier, type PriceIds } from "../../../core/billing";
import type { OverviewDay, OverviewPeriod, OverviewResponse, PlanAccounts } from "../../../core/admin/overview";
import { PLANS } from "../../../core/plans";
import type { Db } from "../../db/client";

const DAY_MS = 86_400_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type DayCount = { day: string; count: number };
const statuses = sql.join(
  ENTITLING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Subscriptions that bring money in: entitling, of an account that is not a test account, and not
 * created by an admin's mock transaction (whose transaction names the subscription).
 */
const realSubscriptions = sql`
  select ps.user_id, ps.price_id from paddle_subscriptions ps
  join users u on u.id = ps.user_id and not u.is_test
  where ps.status in (${statuses})
    and not exists (select 1 from transactions t where t.is_test and t.webhook_data -> 'data' ->> 'subscription_id' = ps.id)`;

/** Midnight UTC of the first day of a window of `days` calendar days ending today. */
export function windowStart(days: OverviewPeriod, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** The Overview tab's figures (issue 14). Test accounts and test payments are left out everywhere. */
export async function readOverview(db: Db, prices: PriceIds, days: OverviewPeriod, now = new Date()): Promise<OverviewResponse> {
  const since = windowStart(days, now);
  const [accounts, paying, subscriptionRows, signups, upgrades] = await Promise.all([
    db.execute(sql`select count(*)::int as count from users where not is_test`),
    db.execute(sql`
      select s.user_id, s.tier, s.manual_tier from subscriptions s
      join users u on u.id = s.user_id and not u.is_test
      where s.tier <> 'free'`),
    db.execute(realSubscriptions),
    dailyCounts(db, sql`select created_at as at from users where not is_test`, since),
    // An upgrade is an account's first payment, dated when it was recorded: manual grants and
    // mock transactions are not payments, and a plan change or renewal is not a first one.
    dailyCounts(
      db,
      sql`select min(t.created_at) as at from transactions t
        join users u on u.id = t.user_id and not u.is_test
        where not t.is_test group by t.user_id`,
      since,
    ),
  ]);
  const subscriptions = rowsOf<{ user_id: string; price_id: string | null }>(subscriptionRows);
  const { mrr, active } = monthlyRevenue(subscriptions, prices);
  const series = fillDays(since, days, rowsOf<DayCount>(signups), rowsOf<DayCount>(upgrades));
  return {
    days,
    since: since.toISOString(),
    accounts: rowsOf<{ count: number }>(accounts)[0]?.count ?? 0,
    paying: payingByPlan(rowsOf(paying), subscriptions, prices),
    mrr,
    arr: Math.round(mrr * 12 * 100) / 100,
    activeSubscriptions: active,
    signups: series.reduce((sum, day) => sum + day.signups, 0),
    upgrades: series.reduce((sum, day) => sum + day.upgrades, 0),
    series,
    bySource: null,
  };
}

function dailyCounts(db: Db, events: ReturnType<typeof sql>, since: Date) {
  return db.execute(sql`
    select to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as count
    from (${events}) as events where at >= ${since.toISOString()}::timestamptz group by 1`);
}

/** Each entitling subscription's monthly value in USD; unknown prices count nothing. */
function monthlyRevenue(rows: Array<{ price_id: string | null }>, prices: PriceIds) {
  let cents = 0;
  let active = 0;
  for (const row of rows) {
    const tier = tierForPrice(row.price_id, prices);
    const interval = intervalForPrice(row.price_id, prices);
    if (!tier || tier === "free" || !interval) continue;
    active += 1;
    cents += interval === "annual" ? (PLANS[tier].annualPrice * 100) / 12 : PLANS[tier].monthlyPrice * 100;
  }
  return { mrr: Math.round(cents) / 100, active };
}

function payingByPlan(
  accounts: Array<{ user_id: string; tier: string; manual_tier: string | null }>,
  subscriptions: Array<{ user_id: string; price_id: string | null }>,
  prices: PriceIds,
): Record<PaidTier, PlanAccounts> {
  const paidTiers = new Map<string, Set<string>>();
  for (const row of subscriptions) {
    const tier = tierForPrice(row.price_id, prices);
    if (tier) paidTiers.set(row.user_id, (paidTiers.get(row.user_id) ?? new Set()).add(tier));
  }
  const result: Record<PaidTier, PlanAccounts> = {
    creator: { total: 0, paddle: 0, manual: 0, other: 0 },
    pro: { total: 0, paddle: 0, manual: 0, other: 0 },
  };
  for (const account of accounts) {
    if (account.tier !== "creator" && account.tier !== "pro") continue;
    const plan = result[account.tier];
    plan.total += 1;
    // Paddle first: an account that pays for its plan is a paying account even if also granted it.
    if (paidTiers.get(account.user_id)?.has(account.tier)) plan.paddle += 1;
    else if (account.manual_tier === account.tier) plan.manual += 1;
    else plan.other += 1;
  }
  return result;
}

function fillDays(since: Date, days: number, signups: DayCount[], upgrades: DayCount[]): OverviewDay[] {
  const byDay = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, row.count]));
  const signupsByDay = byDay(signups);
  const upgradesByDay = byDay(upgrades);
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { date, signups: signupsByDay.get(date) ?? 0, upgrades: upgradesByDay.get(date) ?? 0 };
  });
}
