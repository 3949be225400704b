import { and, count, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { ListingSection } from "../../../core/listing/editable";
import type { Db } from "../../db/client";
import { queryErrorMessage } from "../../db/errors";
import { listingRegenerations, products } from "../../db/schema";
import { readFacts } from "../read/facts/read-facts";
import { withTimeout } from "../job/generate-job";
import { generationInput } from "../read/generation-input";
import type { Regenerator } from "../write/generator";
import { defineJob, jobAttempt, type JobDeps } from "../../jobs/define-job";
import type { Queue } from "../../jobs/queue";
import { retryDelayAfter } from "../../jobs/retry-policy";
import type { Logger } from "../../runtime/logger";
import { applyRegeneration } from "./apply-regeneration";
import { regenerationSectionsFor } from "./regeneration-sections-for";
import { markRegenerationFailed, writeRegenerationProgress } from "./regeneration-progress";
import { toEditable } from "../store/versions";

export const FAILED_MESSAGE = "The listing could not be rewritten just now. Your text is unchanged; please try again in a few minutes.";

export const regenerateListingPayload = z.object({ regenerationId: z.uuid(), attempt: jobAttempt });
export type RegenerateJobData = z.output<typeof regenerateListingPayload>;

export const regenerationJobKey = (id: string, attempt: number) => `${id}:${attempt}`;

/**
 * One attempt at a regeneration: the generator writes the requested sections, applyRegeneration
 * stores them as a new version. A failed attempt is retried after the configured waits (1 s, 3 s,
 * 5 s by default); after the last, the regeneration fails and the listing stays as it was.
 */
export function regenerateJob(deps: {
  db: Db;
  queue: Queue;
  regenerator: Regenerator;
  timeoutMs: number;
  retryDelaysSeconds: readonly number[];
  logger: Logger;
}) {
  const { db, queue, regenerator, logger } = deps;
  return async (data: RegenerateJobData) => {
    const attempt = data.attempt ?? 1;
    const [row] = await db.select().from(listingRegenerations).where(eq(listingRegenerations.id, data.regenerationId));
    // Done, or handed to a workflow that answers through the callback.
    if (!row || row.status !== "pending" || row.callbackTokenHash) return;
    const log = logger.child({ regenerationId: row.id, productId: row.productId, attempt, generator: regenerator.name });
    try {
      const [product] = await db.select().from(products).where(eq(products.id, row.productId));
      if (!product) throw new Error("the product no longer exists");
      await writeRegenerationProgress(db, row.id, { progress: 20, message: attempt > 1 ? "Retrying..." : "Rewriting your listing...", attempt });
      const input = generationInput(product);
      const facts = product.facts ?? readFacts(input);
      const [earlier] = await db
        .select({ count: count() })
        .from(listingRegenerations)
        .where(and(eq(listingRegenerations.productId, product.id), lt(listingRegenerations.createdAt, row.createdAt)));
      const regeneration = {
        id: row.id,
        section: row.section as ListingSection | null,
        sections: await regenerationSectionsFor(db, row, product),
        instruction: row.instruction,
        locked: row.locked as ListingSection[],
        current: toEditable(product),
        variant: earlier?.count ?? 0,
      };
      const answer = await withTimeout(deps.timeoutMs, (signal) =>
        regenerator.regenerate(input, {
          productId: product.id,
          facts,
          signal,
          regeneration,
          report: (update) => writeRegenerationProgress(db, row.id, { progress: update.progress, message: update.message }),
        }),
      );
      if (answer === "deferred") return;
      await writeRegenerationProgress(db, row.id, { progress: 90, message: "Checking the new text..." });
      const version = await applyRegeneration(db, row.id, answer, { generator: regenerator.name });
      if (version !== null) log.info("listing regenerated", { version });
    } catch (error) {
      const message = queryErrorMessage(error);
      const retryIn = retryDelayAfter(attempt, deps.retryDelaysSeconds);
      const final = retryIn === null;
      log.warn("regeneration attempt failed", { error: message, final });
      if (final) {
        await markRegenerationFailed(db, row.id, FAILED_MESSAGE);
        return;
      }
      // A workflow that was never reached holds no valid token: the retry sends a new one.
      await db
        .update(listingRegenerations)
        .set({ callbackTokenHash: null })
        .where(and(eq(listingRegenerations.id, row.id), eq(listingRegenerations.status, "pending")));
      await writeRegenerationProgress(db, row.id, { progress: 20, message: "Retrying..." });
      await queue.send(
        REGENERATE_LISTING_JOB,
        { regenerationId: row.id, attempt: attempt + 1 },
        { startAfter: retryIn, singletonKey: regenerationJobKey(row.id, attempt + 1) },
      );
    }
  };
}

export const REGENERATE_LISTING_JOB = defineJob({
  name: "regenerate-listing",
  payload: regenerateListingPayload,
  queue: { retryLimit: 3, retryDelay: 1 },
  handler: ({ config, db, queue, regenerator, logger }: JobDeps & { regenerator: Regenerator }) =>
    regenerateJob({
      db,
      queue,
      regenerator,
      timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
      retryDelaysSeconds: config.REGENERATION_RETRY_DELAYS_SECONDS,
      logger,
    }),
});

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
        where j.name = ${REGENERATE_LISTING_JOB.name} and j.data->>'regenerationId' = r.id::text
          and j.state in ('created', 'retry', 'active'))
    limit 100`)) as unknown as { rows: Array<{ id: string; attempt: number }> };
  for (const { id, attempt } of result.rows) {
    await queue.send(REGENERATE_LISTING_JOB, { regenerationId: id, attempt }, { singletonKey: `${id}:${attempt}:reconciled` });
  }
  return result.rows.length;
}
