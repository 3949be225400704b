import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { queryErrorMessage } from "../db/errors";
import { products, publications } from "../db/schema";
import { defineJob, type JobDeps } from "../jobs/define-job";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../runtime/logger";
import type { ObjectStorage } from "../storage/storage";
import { MARKETPLACE_NAMES } from "../../core/marketplaces/marketplaces";
import { findConnection, markNeedsReconnect, type ConnectionRow } from "./connections";
import { ReconnectNeeded } from "./etsy-access";
import type { MarketplaceSettings } from "./marketplace-env";
import { loadPublishInput, type PublishInput } from "./publish-input";
import { publishToGumroad } from "./publish-to-gumroad";
import { publishToShopify } from "./publish-to-shopify";
import type { PublicationRow } from "./publication-store";
import { publishToEtsy } from "./publish-to-etsy";
import { planFailure } from "./remote-failure";
import type { TokenCipher } from "./token-cipher";

export const publishListingPayload = z.object({ publicationId: z.uuid(), attempt: z.number().int().min(1).optional() });
export type PublishJobData = z.output<typeof publishListingPayload>;

export interface PublishJobDeps {
  db: Db;
  queue: Queue;
  storage: ObjectStorage;
  cipher: TokenCipher;
  settings: MarketplaceSettings;
  logger: Logger;
  /** Sends the next attempt (PUBLISH_LISTING_JOB); the tests give their own. */
  retry: (data: PublishJobData, startAfterSeconds: number) => Promise<unknown>;
}

/** The marketplace's publisher; one the server no longer offers fails the attempt. */
function publishDraft(deps: PublishJobDeps, publication: PublicationRow, connection: ConnectionRow, input: PublishInput) {
  const { etsy, shopify, gumroad, requestTimeoutMs: timeoutMs } = deps.settings;
  const common = { db: deps.db, storage: deps.storage, cipher: deps.cipher, timeoutMs };
  if (publication.marketplace === "etsy" && etsy) return publishToEtsy({ ...common, settings: etsy }, publication, connection, input);
  if (publication.marketplace === "shopify" && shopify) return publishToShopify({ ...common, settings: shopify }, publication, connection, input);
  if (publication.marketplace === "gumroad" && gumroad) return publishToGumroad({ ...common, settings: gumroad }, publication, connection, input);
  throw new Error(`${publication.marketplace} is not offered`);
}

/**
 * One attempt at a publication (issue 32): the marketplace's publisher creates or updates the
 * remote draft; a failure is retried, asks to reconnect or fails naming the field (remote-failure.ts).
 * A publication that is no longer queued or publishing (done, failed) is left alone.
 */
export function publishJob(deps: PublishJobDeps) {
  const { db, logger } = deps;
  return async (data: PublishJobData) => {
    const attempt = data.attempt ?? 1;
    const [publication] = await db
      .update(publications)
      .set({ status: "publishing", attempt, updatedAt: new Date() })
      .where(and(eq(publications.id, data.publicationId), inArray(publications.status, ["queued", "publishing"])))
      .returning();
    if (!publication) return;
    const log = logger.child({ publicationId: publication.id, marketplace: publication.marketplace, attempt });
    const connection = await findConnection(db, publication.userId, publication.marketplace);
    try {
      const [product] = await db.select().from(products).where(eq(products.id, publication.productId));
      if (!product) return;
      if (!connection) throw new ReconnectNeeded(MARKETPLACE_NAMES[publication.marketplace]);
      const input = await loadPublishInput(db, product);
      const result = await publishDraft(deps, publication, connection, input);
      await db
        .update(publications)
        .set({ status: "draft", remoteId: result.remoteId, remoteUrl: result.remoteUrl, lastError: null, publishedAt: new Date(), updatedAt: new Date() })
        .where(eq(publications.id, publication.id));
      log.info("published a draft", { remoteId: result.remoteId });
    } catch (error) {
      const plan = planFailure(error, {
        marketplace: publication.marketplace,
        attempt,
        retryDelaysSeconds: deps.settings.retryDelaysSeconds,
        maxRetryAfterSeconds: deps.settings.maxRetryAfterSeconds,
      });
      log.warn("publish attempt failed", { error: queryErrorMessage(error), retryIn: plan.retryInSeconds });
      if (plan.retryInSeconds !== null) {
        await db.update(publications).set({ status: "queued", lastError: plan.error, updatedAt: new Date() }).where(eq(publications.id, publication.id));
        await deps.retry({ publicationId: publication.id, attempt: attempt + 1 }, plan.retryInSeconds);
        return;
      }
      if (plan.reconnect && connection) await markNeedsReconnect(db, connection.id);
      await db.update(publications).set({ status: "failed", lastError: plan.error, updatedAt: new Date() }).where(eq(publications.id, publication.id));
    }
  };
}

export const PUBLISH_LISTING_JOB = defineJob({
  name: "publish-listing",
  payload: publishListingPayload,
  // The job retries itself after 5xx, timeouts and 429s (remote-failure.ts); pg-boss's retries cover a process that died.
  queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 30 * 60 },
  handler: ({ config, db, queue, storage, logger, tokens }: JobDeps & { tokens: TokenCipher }): ReturnType<typeof publishJob> =>
    publishJob({
      db,
      queue,
      storage,
      cipher: tokens,
      settings: config.marketplaces,
      logger,
      retry: (data, startAfter) => queue.send(PUBLISH_LISTING_JOB, data, { startAfter }),
    }),
});
