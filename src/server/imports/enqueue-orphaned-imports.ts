import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { IMPORT_PRODUCTS_JOB } from "./import-job";
import type { Queue } from "../jobs/queue";

/** Sends the job of each running import left without one (the process died between the confirm's commit and the send). */
export async function enqueueOrphanedImports(db: Db, queue: Queue, olderThanSeconds = 30): Promise<number> {
  const result = (await db.execute(sql`
    select i.id from product_imports i
    where i.status = 'running' and i.updated_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${IMPORT_PRODUCTS_JOB.name} and j.data->>'importId' = i.id::text
          and j.state in ('created', 'retry', 'active'))
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  for (const { id } of result.rows) await queue.send(IMPORT_PRODUCTS_JOB, { importId: id }, { singletonKey: id });
  return result.rows.length;
}
