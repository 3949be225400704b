import { sql } from "drizzle-orm";
import { conversionRate, type GrowthPeriod, type GrowthResponse, type GrowthRow, type TouchKind } from "../../../core/admin/growth";
import { DEFAULT_CURRENCY } from "../../../core/analytics";
import type { Db } from "../../db/client";
import { windowStart } from "./read-overview";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Each account's source by kind of touch: of its associated touches, the earliest first touch and
 * the latest last touch; the source is utm_source, else the referrer's host, else "direct".
 * Accounts with no touch at all are "direct". Test accounts are left out.
 */
const accountSources = sql`
  with touches as (
    select distinct on (user_id, touch) user_id, touch,
      coalesce(nullif(btrim(utm_source), ''),
        lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)'))) as source
    from attribution_touches
    where user_id is not null
    order by user_id, touch, case when touch = 'first' then touched_at end asc, touched_at desc)
  select u.id, u.created_at, kind.touch, coalesce(t.source, 'direct') as source
  from users u
  cross join (values ('first'), ('last')) as kind(touch)
  left join touches t on t.user_id = u.id and t.touch = kind.touch
  where not u.is_test`;

type Figures = { touch: TouchKind; source: string; signups?: number; trials?: number; purchases?: number; revenue?: number };

/** The Overview's Growth section (issue 15): per source, by first and by last touch, over the window. */
export async function readGrowth(db: Db, days: GrowthPeriod, now = new Date()): Promise<GrowthResponse> {
  const since = windowStart(days, now);
  const sinceIso = since.toISOString();
  const signups = await db.execute(sql`
    select touch, source, count(*)::int as signups
    from (${accountSources}) as accounts where created_at >= ${sinceIso}::timestamptz group by 1, 2`);
  const events = await db.execute(sql`
    select a.touch, a.source,
      count(*) filter (where e.name = 'trial_start')::int as trials,
      count(*) filter (where e.name = 'purchase')::int as purchases,
      coalesce(sum(e.value) filter (where e.name = 'purchase' and coalesce(e.currency, ${DEFAULT_CURRENCY}) = ${DEFAULT_CURRENCY}), 0)::float8 as revenue
    from analytics_events e
    join (${accountSources}) as a on a.id = e.user_id
    where e.name in ('trial_start', 'purchase') and e.occurred_at >= ${sinceIso}::timestamptz
    group by 1, 2`);
  const landings = await db.execute(sql`
    select source, sum(count)::int as landings from attribution_source_counts
    where day >= ${sinceIso.slice(0, 10)} group by 1`);
  const landingsBySource = new Map(rowsOf<{ source: string; landings: number }>(landings).map((row) => [row.source, row.landings]));
  const figures = [...rowsOf<Figures>(signups), ...rowsOf<Figures>(events)];
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
  for (const figure of figures) {
    if (figure.touch !== touch) continue;
    const row = rowFor(figure.source);
    row.signups += figure.signups ?? 0;
    row.trials += figure.trials ?? 0;
    row.purchases += figure.purchases ?? 0;
    row.revenue += figure.revenue ?? 0;
  }
  return [...rows.values()]
    .map((row) => ({ ...row, revenue: Math.round(row.revenue * 100) / 100, conversion: conversionRate(row.purchases, row.signups) }))
    .sort((a, b) => b.signups - a.signups || b.purchases - a.purchases || b.landings - a.landings || a.source.localeCompare(b.source));
}
