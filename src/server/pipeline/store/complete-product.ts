import type { FactSheet } from "../../../core/listing/types";
import { recordEvent } from "../../analytics/record-event";
import type { Db } from "../../db/client";
import type { Queue } from "../../jobs/queue";
import { refreshProductCount } from "../../plan/product-count";
import { applyListing, type ListingToApply } from "./apply-listing";
import { publishProductChange } from "../progress/progress";
import { READY_EMAIL_JOB } from "../job/ready-email-job";

export interface CompletionDeps {
  db: Db;
  queue: Queue;
}

/** Queues "your listing is ready"; its job mails only a complete product not yet notified, once. */
export async function queueReadyEmail(queue: Queue, productId: string): Promise<void> {
  await queue.send(READY_EMAIL_JOB, { productId });
}

/**
 * What happens when a listing is finished, whoever wrote it: the generation job or an outside
 * workflow's callback (decision 036). Only the call that completed the product (a pending one)
 * records, publishes and recounts; the ready e-mail is queued either way, so a rerun after a
 * crash that stopped before queuing it still mails.
 */
export async function completeProduct(
  deps: CompletionDeps,
  product: { id: string; userId: string },
  listing: ListingToApply,
  facts: FactSheet,
  meta: { generator: string; altTexts?: string[] },
): Promise<boolean> {
  const { db, queue } = deps;
  const completed = await applyListing(db, product.id, listing, facts, meta);
  if (completed) {
    // After the commit (applyListing holds its own transaction); the event id keeps a rerun from counting twice.
    await recordEvent(db, { eventId: `product_complete:${product.id}`, name: "product_complete", userId: product.userId, origin: "server" });
    await publishProductChange(db, product.id);
    await refreshProductCount(db, product.userId);
  }
  await queueReadyEmail(queue, product.id);
  return completed;
}
