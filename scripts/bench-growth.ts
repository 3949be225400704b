import { sql } from "drizzle-orm";
import { readGrowth } from "../src/server/admin/overview/read-growth";
import { openDatabase } from "../src/server/db/client";

/** The admin opens the Overview's Growth section often; with a large user base it must still answer quickly. */
const TARGET_P95_MS = 300;
const USERS = 50_000;
const SOURCES = ["google", "facebook", "newsletter", "bing", "tiktok", "reddit", "partner", "youtube"];

/**
 * Milliseconds per readGrowth (30 days) over 50 000 accounts, each with a first and a last touch
 * (some by referrer only, some with none), sign-ups spread over 60 days, 10 000 trials,
 * 5 000 purchases, other events beside them, and 60 days of landings without consent.
 */
export async function benchGrowth(percentile: (samples: number[], p: number) => number) {
  const database = await openDatabase({ pgliteDir: "memory://" });
  const { db } = database;
  const sources = sql`array[${sql.join(
    SOURCES.map((source) => sql`${source}`),
    sql`, `,
  )}]`;
  try {
    await db.execute(sql`
      insert into users (id, name, email, is_test, created_at)
      select 'u' || i, 'Bench', 'bench' || i || '@example.com', i % 100 = 0, now() - make_interval(mins => (i * 7) % 86400)
      from generate_series(1, ${USERS}) as i`);
    // Every tenth account has no touch (direct); every seventh first touch comes by referrer only.
    await db.execute(sql`
      insert into attribution_touches (session_id, touch, user_id, utm_source, referrer, touched_at, associated_at)
      select 's' || i, kind, 'u' || i,
        case when kind = 'first' and i % 7 = 0 then null else (${sources})[1 + (i + case when kind = 'last' then i % 3 else 0 end) % ${SOURCES.length}] end,
        'https://www.example' || (i % 20) || '.com/page', now() - make_interval(mins => (i * 7) % 86400 + case when kind = 'first' then 60 else 0 end), now()
      from generate_series(1, ${USERS}) as i, (values ('first'), ('last')) as kinds(kind)
      where i % 10 <> 0`);
    await db.execute(sql`
      insert into analytics_events (event_id, name, user_id, value, currency, origin, occurred_at)
      select name || ':' || i, name, 'u' || i, case when name = 'purchase' then 19 end, 'USD', 'server', now() - make_interval(mins => (i * 11) % 86400)
      from generate_series(1, ${USERS}) as i, (values ('trial_start'), ('purchase'), ('sign_in'), ('view_pricing')) as names(name)
      where (name = 'trial_start' and i % 5 = 0) or (name = 'purchase' and i % 10 = 0) or name in ('sign_in', 'view_pricing')`);
    await db.execute(sql`
      insert into attribution_source_counts (day, source, count)
      select to_char(current_date - d, 'YYYY-MM-DD'), source, 10 + d
      from generate_series(0, 59) as d, unnest(${sources}) as source`);
    await db.execute(sql`analyze`);
    for (let i = 0; i < 3; i++) await readGrowth(db, 30);
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await readGrowth(db, 30);
      samples.push(performance.now() - started);
    }
    const p95 = percentile(samples, 95);
    const pass = p95 < TARGET_P95_MS;
    const lines = [
      `  admin growth, ${USERS.toLocaleString("en-US")} accounts with touches and events  p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (target < ${TARGET_P95_MS} ms) ${pass ? "ok" : "SLOW"}`,
    ];
    return { lines, pass, p95 };
  } finally {
    await database.close();
  }
}
