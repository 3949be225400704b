import { sql } from "drizzle-orm";
import { conversionRate, type GrowthPeriod, type GrowthResponse, type GrowthRow, type TouchKind } from "../../../core/admin/growth";
import { DEFAULT_CURRENCY } from "../../../core/analytics";
import type { Db } from "../../db/client";
import { windowStart } from "./read-overview";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * utm_source, else the referrer's host without "www.", else "direct", lower-cased, as the SPA names
 * a source it only counts (lib/attribution/touches.ts sourceName), so landings line up.
 */
const touchSource = sql`coalesce(nullif(lower(btrim(t.utm_source)), ''),
  regexp_replace(lower(substring(t.referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '^www\.', ''), 'direct')`;

/**
 * Per source and kind of touch: sign-ups in the window, and trials, purchases and revenue from events
 * in the window, of accounts whose chosen touch of that kind names the source, plus one "all" row with
 * every account's figures (what no touch claims is "direct", see table()). An account's touch of a kind
 * is the earliest first touch or the latest last touch among those associated with it. Test accounts
 * are left out. Only accounts that signed up or acted in the window are looked at, so the cost follows
 * the window rather than the whole user base.
 */
const figuresQuery = (since: string) => sql`
  with events as (
    select user_id,
      count(*) filter (where name = 'trial_start')::int as trials,
      count(*) filter (where name = 'purchase')::int as purchases,
      coalesce(sum(value) filter (where name = 'purchase' and coalesce(currency, ${DEFAULT_CURRENCY}) = ${DEFAULT_CURRENCY}), 0)::float8 as revenue
    from analytics_events
    where name in ('trial_start', 'purchase') and occurred_at >= ${since}::timestamptz and user_id is not null
    group by user_id),
  people as materialized (
    select u.id, (u.created_at >= ${since}::timestamptz) as signed_up,
      coalesce(e.trials, 0) as trials, coalesce(e.purchases, 0) as purchases, coalesce(e.revenue, 0) as revenue
    from users u left join events e on e.user_id = u.id
    where not u.is_test and (u.created_at >= ${since}::timestamptz or e.user_id is not null)),
  touches as (
    select distinct on (user_id, touch) user_id, touch, utm_source, referrer
    from attribution_touches
    where user_id in (select id from people)
    order by user_id, touch, case when touch = 'first' then touched_at end asc, touched_at desc)
  select t.touch, ${touchSource} as source,
    count(*) filter (where p.signed_up)::int as signups,
    sum(p.trials)::int as trials, sum(p.purchases)::int as purchases, sum(p.revenue)::float8 as revenue
  from people p join touches t on t.user_id = p.id
  group by 1, 2
  union all
  select 'all', '', count(*) filter (where signed_up)::int, coalesce(sum(trials), 0)::int, coalesce(sum(purchases), 0)::int, coalesce(sum(revenue), 0)::float8 from people`;

type Figures = { touch: TouchKind | "all"; source: string; signups: number; trials: number; purchases: number; revenue: number };

/** The Overview's Growth section (issue 15): per source, by first and by last touch, over the window. */
export async function readGrowth(db: Db, days: GrowthPeriod, now = new Date()): Promise<GrowthResponse> {
  const since = windowStart(days, now);
  const sinceIso = since.toISOString();
  // Picking each account's touch sorts tens of thousands of rows: given the memory, it is done in memory.
  const figures = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return rowsOf<Figures>(await tx.execute(figuresQuery(sinceIso)));
  });
  const landings = await db.execute(sql`
    select source, sum(count)::int as landings from attribution_source_counts
    where day >= ${sinceIso.slice(0, 10)} group by 1`);
  const landingsBySource = new Map(rowsOf<{ source: string; landings: number }>(landings).map((row) => [row.source, row.landings]));
  return { days, since: sinceIso, first: table("first", figures, landingsBySource), last: table("last", figures, landingsBySource) };
}

function table(touch: TouchKind, figures: Figures[], landings: Map<string, number>): GrowthRow[] {
  const rows = new Map<string, GrowthRow>();
  const rowFor = (source: string) => {
    let row = rows.get(source);
    if (!row) {
      row = { source, landings: landings.get(source) ?? 0, signups: 0, trials: 0, purchases: 0, revenue: 0, conversion: 0 };
      rows.set(source, row);
    }
    return row;
  };
  for (const source of landings.keys()) rowFor(source);
  // The "all" row holds every account's figures: what no touch of this kind claims is direct.
  const add = (row: Omit<GrowthRow, "landings" | "conversion">, sign: 1 | -1) => {
    const target = rowFor(row.source);
    target.signups += sign * row.signups;
    target.trials += sign * row.trials;
    target.purchases += sign * row.purchases;
    target.revenue += sign * row.revenue;
  };
  for (const figure of figures) {
    if (figure.touch === "all") add({ ...figure, source: "direct" }, 1);
    else if (figure.touch === touch) {
      add(figure, 1);
      add({ ...figure, source: "direct" }, -1);
    }
  }
  return [...rows.values()]
    .filter((row) => row.landings + row.signups + row.trials + row.purchases > 0)
    .map((row) => ({ ...row, revenue: Math.round(row.revenue * 100) / 100, conversion: conversionRate(row.purchases, row.signups) }))
    .sort((a, b) => b.signups - a.signups || b.purchases - a.purchases || b.landings - a.landings || a.source.localeCompare(b.source));
}
