import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import type { AppError } from "../http/errors";

/** Long enough for a payment's or a deletion's Paddle calls; a crashed process's lease lapses after it. */
const LEASE_SECONDS = 120;

/**
 * Runs `work` while holding the account's lease, or throws `busy` when another request of the
 * account holds it: one checkout or deletion at a time per account, across processes. A lease,
 * not a transaction lock, because the work waits on HTTP calls (Paddle, and in simulated mode our
 * own webhook endpoint, which on PGlite's single connection could not run beside an open
 * transaction). The lease is a row of the shared counters table, taken with one atomic upsert.
 */
export async function withAccountLease<T>(db: Db, userId: string, busy: AppError, work: () => Promise<T>): Promise<T> {
  const key = `lease:account:${userId}`;
  const holder = randomInt(1, 2 ** 31 - 1);
  const taken = (await db.execute(sql`
    insert into ${rateLimits} (key, count, reset_at)
    values (${key}, ${holder}, now() + make_interval(secs => ${LEASE_SECONDS}))
    on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at
    where ${rateLimits.resetAt} <= now()
    returning key`)) as unknown as { rows: unknown[] };
  if (taken.rows.length === 0) throw busy;
  try {
    return await work();
  } finally {
    // Only our own lease: after a lapse another request may hold the key.
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), eq(rateLimits.count, holder)));
  }
}
