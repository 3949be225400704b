import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { queryErrorMessage } from "../../db/errors";
import { products } from "../../db/schema";
import type { Logger } from "../../runtime/logger";
import { defineJob, jobAttempt, type JobDeps } from "../../jobs/define-job";
import type { Queue } from "../../jobs/queue";
import { retryDelayAfter } from "../../jobs/retry-policy";
import { visionAltTexts, type DescribeImages } from "../write/openai/alt-text-vision";
import { completeProduct, queueReadyEmail } from "../store/complete-product";
import { recordFailedAttempt } from "./fail-product";
import { readFacts } from "../read/facts/read-facts";
import type { Generator } from "../write/generator";
import { generationInput } from "../read/generation-input";
import { generatedListingSchema } from "../listing";
import type { ProgressUpdate } from "../progress/progress";
import * as lifecycle from "../lifecycle";

export const generateListingPayload = z.object({ productId: z.uuid(), attempt: jobAttempt });
export type GenerateJobData = z.output<typeof generateListingPayload>;

export class GenerationTimeout extends Error {}

/**
 * What the job tells the creator at each stage (shown in the progress overlay), rising only:
 * a generator's own reports (a streaming model's "Writing benefits…") fall between writing and saving.
 */
export const STAGES = {
  reading: { progress: 55, step: 1, message: "Reading your description…" },
  writing: { progress: 60, step: 2, message: "Writing your listing…" },
  describing: { progress: 90, step: 3, message: "Describing your images…" },
  saving: { progress: 90, step: 3, message: "Saving your listing…" },
} as const satisfies Record<string, ProgressUpdate>;

export async function withTimeout<T>(timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new GenerationTimeout(`generation took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One attempt at a product's listing; a failed one sends the next after `retryDelaysSeconds`, the last marks it failed. */
export function generateJob(deps: {
  db: Db;
  queue: Queue;
  generator: Generator;
  timeoutMs: number;
  retryDelaysSeconds: readonly number[];
  logger: Logger;
  describeImages?: DescribeImages;
}) {
  const { db, queue, generator, logger } = deps;
  return async (data: GenerateJobData) => {
    const attempt = data.attempt ?? 1;
    const [product] = await db.select().from(products).where(eq(products.id, data.productId));
    if (!product || product.status === "failed") return;
    if (product.status === "complete") {
      // A rerun after a crash that happened past completion: only the e-mail may be outstanding.
      await queueReadyEmail(queue, product.id);
      return;
    }
    const log = logger.child({ productId: product.id, attempt, generator: generator.name });
    try {
      await lifecycle.progressed(db, product.id, STAGES.reading);
      const input = generationInput(product);
      // Stored before the generator runs: a workflow's later callback is checked against the same facts.
      const facts = readFacts(input);
      await db.update(products).set({ facts }).where(eq(products.id, product.id));
      await lifecycle.progressed(db, product.id, STAGES.writing);
      const result = await withTimeout(deps.timeoutMs, (signal) =>
        generator.generate(input, {
          productId: product.id,
          facts,
          signal,
          report: async (update) => {
            await lifecycle.progressed(db, product.id, update);
          },
          section: async (section, update) => {
            await lifecycle.sectionDrafted(db, product.id, section, update);
          },
        }),
      );
      if (result === "deferred") return;
      const listing = generatedListingSchema.parse(result);
      await lifecycle.progressed(db, product.id, deps.describeImages ? STAGES.describing : STAGES.saving);
      // With a vision model, alt text per image from the image itself (issue 13); failures fall back to the facts.
      const altTexts = await deps.describeImages?.(product.id, { product: facts.product, title: listing.title }).catch(() => undefined);
      if (await completeProduct({ db, queue }, product, listing, facts, { generator: generator.name, altTexts })) log.info("listing generated");
    } catch (error) {
      const message = queryErrorMessage(error);
      const retryIn = retryDelayAfter(attempt, deps.retryDelaysSeconds);
      const final = retryIn === null;
      log.warn("generation attempt failed", { error: message, final });
      await recordFailedAttempt(db, { productId: product.id, attempt, final, generator: generator.name, error: message });
      if (final) return;
      await lifecycle.progressed(db, product.id, { progress: 60, step: 2, message: "Retrying..." });
      await queueGeneration(queue, product.id, { attempt: attempt + 1, startAfter: retryIn });
    }
  };
}

export const GENERATE_LISTING_JOB = defineJob({
  name: "generate-listing",
  payload: generateListingPayload,
  queue: { retryLimit: 3, retryDelay: 1 },
  handler: ({ config, db, queue, generator, storage, logger }: JobDeps & { generator: Generator }) =>
    generateJob({
      db,
      queue,
      generator,
      timeoutMs: config.GENERATION_TIMEOUT_SECONDS * 1000,
      retryDelaysSeconds: config.GENERATION_RETRY_DELAYS_SECONDS,
      logger,
      describeImages: visionAltTexts(config, { db, storage }),
    }),
});

export interface QueueGenerationOptions {
  /** 1 for the first try (the default); a failed attempt sends the next one. */
  attempt?: number;
  /** Seconds to wait before the attempt runs (the retry policy's waits). */
  startAfter?: number;
  /**
   * The creator's retry of a failed product: sent without the `productId:1` key, which the
   * failed round's last job may still hold for a moment after it marked the product failed.
   * Only one retry gets this far (retryProduct moves a failed product to pending once).
   */
  creatorRetry?: boolean;
}

/**
 * Sends a product's generation job: on create, on the creator's retry, for the next attempt after
 * a failed one, and from the reconciler (decision 036). The singleton key `productId:attempt` keeps
 * a send that may happen twice (a job run again after a crash, the reconciler beside a late send)
 * to one job per attempt.
 */
export function queueGeneration(queue: Queue, productId: string, options: QueueGenerationOptions = {}) {
  const attempt = options.attempt ?? 1;
  return queue.send(
    GENERATE_LISTING_JOB,
    { productId, attempt },
    {
      ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
      ...(options.creatorRetry ? {} : { singletonKey: `${productId}:${attempt}` }),
    },
  );
}

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
        where j.name = ${GENERATE_LISTING_JOB.name} and j.data->>'productId' = p.id::text
          and j.state in ('created', 'retry', 'active'))
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  for (const { id } of result.rows) {
    await queueGeneration(queue, id);
  }
  return result.rows.length;
}
