import { sql } from "drizzle-orm";
import { ENTITLING_STATUSES, intervalForPrice, priceIdsOf, tierForPrice, type PaidTier, type PriceIds } from "../../../core/billing";
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
    and ps.id not in (
      select t.webhook_data -> 'data' ->> 'subscription_id' from transactions t
      where t.is_test and t.webhook_data -> 'data' ->> 'subscription_id' is not null)`;

const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Accounts on each paid plan, split by what backs the plan (see PlanAccounts). */
function payingByPlanQuery(prices: PriceIds) {
  const tierOfPrice = sql`case
    when price_id in (${inList(priceIdsOf(prices, "pro"))}) then 'pro'
    when price_id in (${inList(priceIdsOf(prices, "creator"))}) then 'creator' end`;
  return sql`
    select s.tier,
      count(*)::int as total,
      count(*) filter (where paid.tiers @> array[s.tier::text])::int as paddle,
      count(*) filter (where not coalesce(paid.tiers @> array[s.tier::text], false) and s.manual_tier = s.tier)::int as manual
    from subscriptions s
    join users u on u.id = s.user_id and not u.is_test
    left join (select user_id, array_agg(${tierOfPrice}) as tiers from (${realSubscriptions}) as real group by user_id) as paid on paid.user_id = s.user_id
    where s.tier <> 'free'
    group by s.tier`;
}

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
    db.execute(payingByPlanQuery(prices)),
    db.execute(sql`select price_id, count(*)::int as count from (${realSubscriptions}) as real group by price_id`),
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
  const { mrr, active } = monthlyRevenue(rowsOf(subscriptionRows), prices);
  const series = fillDays(since, days, rowsOf<DayCount>(signups), rowsOf<DayCount>(upgrades));
  return {
    days,
    since: since.toISOString(),
    accounts: rowsOf<{ count: number }>(accounts)[0]?.count ?? 0,
    paying: payingByPlan(rowsOf(paying)),
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
  // Grouped by date first and formatted after: formatting every row costs more than the count.
  return db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, count from (
      select (at at time zone 'UTC')::date as day, count(*)::int as count
      from (${events}) as events where at >= ${since.toISOString()}::timestamptz group by 1) as days`);
}

/** Each entitling subscription's monthly value in USD; unknown prices count nothing. */
function monthlyRevenue(rows: Array<{ price_id: string | null; count: number }>, prices: PriceIds) {
  let cents = 0;
  let active = 0;
  for (const row of rows) {
    const tier = tierForPrice(row.price_id, prices);
    const interval = intervalForPrice(row.price_id, prices);
    if (!tier || tier === "free" || !interval) continue;
    active += row.count;
    cents += row.count * (interval === "annual" ? (PLANS[tier].annualPrice * 100) / 12 : PLANS[tier].monthlyPrice * 100);
  }
  return { mrr: Math.round(cents) / 100, active };
}

function payingByPlan(rows: Array<{ tier: string; total: number; paddle: number; manual: number }>): Record<PaidTier, PlanAccounts> {
  const plan = (tier: PaidTier): PlanAccounts => {
    const row = rows.find((r) => r.tier === tier);
    if (!row) return { total: 0, paddle: 0, manual: 0, other: 0 };
    return { total: row.total, paddle: row.paddle, manual: row.manual, other: row.total - row.paddle - row.manual };
  };
  return { creator: plan("creator"), pro: plan("pro") };
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
