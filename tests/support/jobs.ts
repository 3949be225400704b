import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { until } from "./until";

/**
 * Resolves once every `name` job whose payload has `productId` has finished (completed or failed
 * for good): what a job would still do is done, so a test can say what it did not do without
 * sleeping "long enough" (decision 068).
 */
export async function jobsSettled(db: Db, name: string, productId: string, timeoutMs = 15_000): Promise<void> {
  const open = async () => {
    const { rows } = (await db.execute(sql`
      select count(*)::int as open from pgboss.job
      where name = ${name} and data->>'productId' = ${productId} and state in ('created', 'retry', 'active')`)) as unknown as { rows: Array<{ open: number }> };
    return rows[0]?.open ?? 0;
  };
  await until(async () => (await open()) === 0, timeoutMs, `${name} jobs of ${productId} settled`);
}
