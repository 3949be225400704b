import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Queue } from "../jobs/queue";
import { PADDLE_EVENT_JOB } from "./paddle-event-job";

/**
 * Finds stored Paddle events that are neither applied nor failed and have no job waiting (the
 * process died between storing the event and sending its job) and enqueues them again.
 */
export async function enqueueOrphanedBillingEvents(db: Db, queue: Queue, olderThanSeconds = 30): Promise<number> {
  const result = (await db.execute(sql`
    select e.event_id as id from billing_events e
    where e.status = 'received' and e.received_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${PADDLE_EVENT_JOB.name} and j.data->>'eventId' = e.event_id
          and j.state in ('created', 'retry', 'active'))
    order by e.occurred_at
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  for (const { id } of result.rows) {
    await queue.send(PADDLE_EVENT_JOB, { eventId: id, attempt: 1 });
  }
  return result.rows.length;
}
