import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Runs `work` in a transaction holding a lock on the account, so two events (or an event and a
 * refresh) for one account never recompute its plan from states that miss each other's writes.
 */
export async function withAccountLock<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${userId}`}))`);
    return work(tx as unknown as Db);
  });
}
