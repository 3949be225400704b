import { sql } from "drizzle-orm";
import type { PriceIds } from "../src/core/billing";
import { readOverview } from "../src/server/admin/overview/read-overview";
import { openDatabase } from "../src/server/db/client";

/** The admin opens the Overview often; with a large user base it must still answer quickly. */
const TARGET_P95_MS = 300;
const USERS = 50_000;
const PAYING = 5_000;

const prices: PriceIds = {
  creator: { monthly: "pri_local_creator_monthly", annual: "pri_local_creator_annual" },
  pro: { monthly: "pri_local_pro_monthly", annual: "pri_local_pro_annual" },
};

/** Milliseconds per readOverview (30 days) over 50 000 accounts, 5 000 paying, with transactions spread over 60 days. */
export async function benchOverview(percentile: (samples: number[], p: number) => number) {
  const database = await openDatabase({ pgliteDir: "memory://" });
  const { db } = database;
  try {
    await db.execute(sql`
      insert into users (id, name, email, is_test, created_at)
      select 'u' || i, 'Bench', 'bench' || i || '@example.com', i % 100 = 0, now() - make_interval(mins => (i * 7) % 86400)
      from generate_series(1, ${USERS}) as i`);
    await db.execute(sql`
      insert into subscriptions (user_id, tier, max_products, manual_tier)
      select 'u' || i, case when i <= ${PAYING} then (case when i % 2 = 0 then 'pro' else 'creator' end) else 'free' end, 1,
        case when i % 50 = 0 and i <= ${PAYING} then (case when i % 2 = 0 then 'pro' else 'creator' end) end
      from generate_series(1, ${USERS}) as i`);
    await db.execute(sql`
      insert into paddle_subscriptions (id, user_id, status, price_id, occurred_at)
      select 'sub_' || i, 'u' || i, case when i % 10 = 0 then 'canceled' else 'active' end,
        (array[${prices.creator.monthly}, ${prices.pro.monthly}, ${prices.creator.annual}, ${prices.pro.annual}])[1 + i % 4], now()
      from generate_series(1, ${PAYING}) as i`);
    await db.execute(sql`
      insert into transactions (paddle_transaction_id, user_id, status, amount, currency, webhook_data, is_test, created_at)
      select 'txn_' || i || '_' || n, 'u' || i, 'completed', '1400', 'USD',
        jsonb_build_object('data', jsonb_build_object('subscription_id', 'sub_' || i)), i % 97 = 0, now() - make_interval(days => (i + n * 30) % 60)
      from generate_series(1, ${PAYING}) as i, generate_series(0, 2) as n`);
    await db.execute(sql`analyze`);
    for (let i = 0; i < 3; i++) await readOverview(db, prices, 30);
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await readOverview(db, prices, 30);
      samples.push(performance.now() - started);
    }
    const p95 = percentile(samples, 95);
    const pass = p95 < TARGET_P95_MS;
    const lines = [
      `  admin overview, ${USERS.toLocaleString("en-US")} accounts / ${PAYING.toLocaleString("en-US")} paying  p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (target < ${TARGET_P95_MS} ms) ${pass ? "ok" : "SLOW"}`,
    ];
    return { lines, pass, p95 };
  } finally {
    await database.close();
  }
}
