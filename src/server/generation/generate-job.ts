import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryErrorMessage } from "../db/errors";
import { generationFailures, products } from "../db/schema";
import type { Logger } from "../logger";
import { refreshProductCount } from "../plan/product-count";
import { JOBS, type GenerateJobData } from "../jobs/definitions";
import type { Queue } from "../jobs/queue";
import { retryDelayAfter } from "../jobs/retry-policy";
import type { DescribeImages } from "../listing/alt-text-vision";
import { applyListing, markFailed } from "./apply-listing";
import { readFacts } from "./facts/read-facts";
import type { Generator } from "./generator";
import { generationInput } from "./generation-input";
import { generatedListingSchema } from "./listing";
import { writeProgress } from "./progress";
import { writeDraftSection } from "./write-draft-section";

export class GenerationTimeout extends Error {}

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
      await queue.send(JOBS.readyEmail, { productId: product.id });
      return;
    }
    const log = logger.child({ productId: product.id, attempt, generator: generator.name });
    try {
      await writeProgress(db, product.id, { progress: 60, step: 2, message: "Enhancing details..." });
      const input = generationInput(product);
      // Stored before the generator runs: a workflow's later callback is checked against the same facts.
      const facts = readFacts(input);
      await db.update(products).set({ facts }).where(eq(products.id, product.id));
      const result = await withTimeout(deps.timeoutMs, (signal) =>
        generator.generate(input, {
          productId: product.id,
          facts,
          signal,
          report: async (update) => {
            await writeProgress(db, product.id, update);
          },
          section: async (section, update) => {
            await writeDraftSection(db, product.id, section, update);
          },
        }),
      );
      if (result === "deferred") return;
      const listing = generatedListingSchema.parse(result);
      await writeProgress(db, product.id, { progress: 90, step: 3, message: "Finalizing product..." });
      // With a vision model, alt text per image from the image itself (issue 13); failures fall back to the facts.
      const altTexts = await deps.describeImages?.(product.id, { product: facts.product, title: listing.title }).catch(() => undefined);
      if (await applyListing(db, product.id, listing, facts, { generator: generator.name, altTexts })) {
        await refreshProductCount(db, product.userId);
        log.info("listing generated");
      }
      await queue.send(JOBS.readyEmail, { productId: product.id });
    } catch (error) {
      const message = queryErrorMessage(error);
      const retryIn = retryDelayAfter(attempt, deps.retryDelaysSeconds);
      const final = retryIn === null;
      await db.insert(generationFailures).values({ productId: product.id, attempt, final, generator: generator.name, error: message.slice(0, 2000) });
      log.warn("generation attempt failed", { error: message, final });
      if (final) {
        await markFailed(db, product.id);
        return;
      }
      await writeProgress(db, product.id, { progress: 60, step: 2, message: "Retrying..." });
      await queue.send(
        JOBS.generateListing,
        { productId: product.id, attempt: attempt + 1 },
        { startAfter: retryIn, singletonKey: `${product.id}:${attempt + 1}` },
      );
    }
  };
}
