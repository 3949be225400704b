import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "./errors";

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** One atomic upsert, so concurrent processes sharing the database agree on the count. */
export async function consume(db: Db, key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfter: number }> {
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count::int as count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`)) as unknown as {
    rows: Array<{ count: number; retry_after: number }>;
  };
  const row = result.rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return { allowed: row.count <= rule.max, retryAfter: Math.max(1, row.retry_after) };
}

/**
 * Counts one hit on every key and refuses with 429 if any is over its limit, with Retry-After the
 * longest wait among them. Every key is counted, so a refused caller does not get the others free.
 */
export async function consumeOrThrow(db: Db, checks: Array<[string, RateLimitRule]>, message: string): Promise<void> {
  let retryAfter = 0;
  for (const [key, rule] of checks) {
    const verdict = await consume(db, key, rule);
    if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfter);
  }
  if (retryAfter > 0) throw new AppError("TOO_MANY_REQUESTS", message, undefined, retryAfter);
}

export async function purgeExpiredRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}
