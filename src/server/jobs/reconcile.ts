import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queueGeneration } from "../pipeline/job/queue-generation";
import { JOBS } from "./definitions";
import type { Queue } from "./queue";

/**
 * Finds pending products whose generation job was never enqueued (the process died between
 * the product's commit and the send) and enqueues it. Products waiting on an outside workflow
 * (a callback token is set) are left to it.
 */
export async function enqueueOrphanedProducts(db: Db, queue: Queue, olderThanSeconds = 30): Promise<number> {
  const result = (await db.execute(sql`
    select p.id from products p
    where p.status = 'pending' and p.callback_token_hash is null
      and p.updated_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${JOBS.generateListing.name} and j.data->>'productId' = p.id::text
          and j.state in ('created', 'retry', 'active'))
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  for (const { id } of result.rows) {
    await queueGeneration(queue, id);
  }
  return result.rows.length;
}

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
        where j.name = ${JOBS.paddleEvent.name} and j.data->>'eventId' = e.event_id
          and j.state in ('created', 'retry', 'active'))
    order by e.occurred_at
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  for (const { id } of result.rows) {
    await queue.send(JOBS.paddleEvent, { eventId: id, attempt: 1 });
  }
  return result.rows.length;
}

/**
 * Finds pending regenerations whose job was never enqueued (the process died between the insert
 * and the send) and enqueues them; those waiting on a workflow (a callback token) are left to it.
 */
export async function enqueueOrphanedRegenerations(db: Db, queue: Queue, olderThanSeconds = 30): Promise<number> {
  const result = (await db.execute(sql`
    select r.id, r.attempt from listing_regenerations r
    where r.status = 'pending' and r.callback_token_hash is null
      and r.created_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${JOBS.regenerateListing.name} and j.data->>'regenerationId' = r.id::text
          and j.state in ('created', 'retry', 'active'))
    limit 100`)) as unknown as { rows: Array<{ id: string; attempt: number }> };
  for (const { id, attempt } of result.rows) {
    await queue.send(JOBS.regenerateListing, { regenerationId: id, attempt }, { singletonKey: `${id}:${attempt}:reconciled` });
  }
  return result.rows.length;
}
