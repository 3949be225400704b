import { JOBS } from "../../jobs/definitions";
import type { Queue } from "../../jobs/queue";

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
    JOBS.generateListing,
    { productId, attempt },
    {
      ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
      ...(options.creatorRetry ? {} : { singletonKey: `${productId}:${attempt}` }),
    },
  );
}
