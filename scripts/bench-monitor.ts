import { sql } from "drizzle-orm";
import { measureHealth } from "../src/server/admin/monitor/measure-health";
import { runScan } from "../src/server/admin/monitor/run-scan";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

/** Target: a scan of 5,000 paying accounts (every 5 minutes) and a health measurement (every 30 s) stay well inside their intervals. */
const ACCOUNTS = 5_000;
const SCAN_TARGET_MS = 3_000;
const HEALTH_TARGET_MS = 2_000;

/** In-memory PGlite: 5,000 accounts with a subscription and a paid transaction each; one in ten on Free (a finding). */
export async function benchMonitor(percentile: (samples: number[], p: number) => number) {
  const database = await openDatabase({ pgliteDir: "memory://" });
  const { db } = database;
  const prices = loadConfig({}).prices;
  try {
    await db.execute(sql`
      insert into users (id, name, email) select 'u' || i, 'Bench', 'bench' || i || '@example.com' from generate_series(1, ${ACCOUNTS}) i`);
    await db.execute(sql`
      insert into subscriptions (user_id, tier, max_products) select 'u' || i, case when i % 10 = 0 then 'free' else 'creator' end, 10 from generate_series(1, ${ACCOUNTS}) i`);
    await db.execute(sql`
      insert into paddle_subscriptions (id, user_id, status, price_id, occurred_at)
      select 'sub_' || i, 'u' || i, 'active', ${prices.creator.monthly}, now() from generate_series(1, ${ACCOUNTS}) i`);
    await db.execute(sql`
      insert into transactions (paddle_transaction_id, user_id, status, amount, currency, webhook_data)
      select 'txn_' || i, 'u' || i, 'completed', '1400', 'USD',
        jsonb_build_object('event_id', 'evt_' || i, 'data', jsonb_build_object('id', 'txn_' || i, 'subscription_id', 'sub_' || i,
          'items', jsonb_build_array(jsonb_build_object('price', jsonb_build_object('id', ${prices.creator.monthly}::text), 'quantity', 1))))
      from generate_series(1, ${ACCOUNTS}) i`);
    const scans: number[] = [];
    let found = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      found = (await runScan(db, prices)).found;
      scans.push(performance.now() - started);
    }
    const health: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await measureHealth(db, prices);
      health.push(performance.now() - started);
    }
    const scanP95 = percentile(scans, 95);
    const healthP95 = percentile(health, 95);
    const pass = scanP95 < SCAN_TARGET_MS && healthP95 < HEALTH_TARGET_MS;
    const lines = [
      `  mismatch scan, ${ACCOUNTS} paying accounts (${found} findings)  p50 ${percentile(scans, 50).toFixed(0)} ms  p95 ${scanP95.toFixed(0)} ms  (target < ${SCAN_TARGET_MS} ms)`,
      `  health measurement                            p50 ${percentile(health, 50).toFixed(0)} ms  p95 ${healthP95.toFixed(0)} ms  (target < ${HEALTH_TARGET_MS} ms)`,
    ];
    return { lines, pass };
  } finally {
    await database.close();
  }
}
