import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export interface PingOptions {
  /** A ping that has not answered by then counts as a failure. */
  timeoutMs?: number;
  /** How long an answer stands for the next health checks. */
  cacheMs?: number;
  now?: () => number;
}

/**
 * Whether the database answers `select 1` within `timeoutMs`. The answer stands for `cacheMs` and
 * checks meanwhile share one ping, so a load balancer polling health under load costs at most one
 * query a second and health stays as fast as the event loop (the bench's health p99 target).
 */
export function databasePing(db: Pick<Db, "execute">, { timeoutMs = 1500, cacheMs = 1000, now = () => performance.now() }: PingOptions = {}) {
  let last: { ok: boolean; at: number } | null = null;
  let pending: Promise<boolean> | null = null;
  const pingOnce = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return function ping(): Promise<boolean> {
    if (last && now() - last.at < cacheMs) return Promise.resolve(last.ok);
    pending ??= pingOnce().then((ok) => {
      last = { ok, at: now() };
      pending = null;
      return ok;
    });
    return pending;
  };
}
