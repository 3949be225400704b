import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Marketplace } from "../../core/marketplaces/marketplaces";
import { MARKETPLACE_NAMES } from "../../core/marketplaces/marketplaces";
import type { ApiPublication } from "../../core/marketplaces/api-types";
import { isComplete } from "../../core/products/status";
import type { RateLimitRule } from "../http/rate-limit";
import type { Db } from "../db/client";
import { publications } from "../db/schema";
import { AppError } from "../http/errors";
import { planTier } from "../plan/plan-tier";
import { getOwnProduct } from "../products/own-product";
import { findConnection } from "./connections";
import { loadPublishInput, preflightOf } from "./publish-input";
import type { PreflightProblem } from "../../core/marketplaces/preflight";

export type PublicationRow = typeof publications.$inferSelect;

export const toApiPublication = (row: PublicationRow): ApiPublication => ({
  id: row.id,
  marketplace: row.marketplace,
  status: row.status,
  listingVersion: row.listingVersion,
  remoteId: row.remoteId,
  remoteUrl: row.remoteUrl,
  lastError: row.lastError,
  requestedAt: row.requestedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

/** Publishes per account and hour, one hit for each listing asked for (a single one or a gallery selection's). */
export const publishLimit = (userId: string, perHour: number): [string, RateLimitRule] => [`account:publish:${userId}`, { max: perHour, windowSeconds: 3600 }];

export const PUBLISH_PLAN_MESSAGE = "Publishing to marketplaces is included in the Creator and Pro plans.";

/** Publishing is a paid feature: refused before anything about the product is read. */
export async function requirePublishPlan(db: Db, userId: string) {
  if ((await planTier(db, userId)) === "free") throw new AppError("PLAN_REQUIRED", PUBLISH_PLAN_MESSAGE);
}

type ProductRow = Awaited<ReturnType<typeof getOwnProduct>>;

/** Drafting needs a working connection to the marketplace: a 409 that says where to connect. */
export async function requireConnection(db: Db, userId: string, marketplace: Marketplace) {
  const connection = await findConnection(db, userId, marketplace);
  if (!connection || connection.needsReconnect) {
    throw new AppError("CONFLICT", `Connect ${MARKETPLACE_NAMES[marketplace]} in Settings → Marketplaces first.`, undefined, undefined, {
      reason: "not_connected",
    });
  }
}

/** Why the product cannot be drafted on the marketplace now, or null: still being written, or the preflight's problems. */
export async function publishBlocker(
  db: Db,
  product: ProductRow,
  marketplace: Marketplace,
): Promise<{ reason: "incomplete" } | { reason: "problems"; problems: PreflightProblem[] } | null> {
  if (!isComplete(product)) return { reason: "incomplete" };
  const problems = preflightOf(marketplace, await loadPublishInput(db, product));
  return problems.length > 0 ? { reason: "problems", problems } : null;
}

export const INCOMPLETE_MESSAGE = "This listing is still being written; publish it once it is complete.";
export const problemsMessage = (count: number, marketplace: Marketplace) =>
  `Fix ${count} problem${count === 1 ? "" : "s"} before publishing to ${MARKETPLACE_NAMES[marketplace]}.`;

/**
 * One publication per product and marketplace, queued for the product's current version: while one
 * is queued or running, this returns it and queues nothing (a double click); otherwise the job
 * then updates the same remote draft.
 */
export async function queuePublication(db: Db, product: ProductRow, marketplace: Marketplace): Promise<{ publication: PublicationRow; queued: boolean }> {
  const queued = { status: "queued" as const, listingVersion: product.version, attempt: 1, lastError: null, requestedAt: new Date(), updatedAt: new Date() };
  const [row] = await db
    .insert(publications)
    .values({ productId: product.id, userId: product.userId, marketplace, ...queued })
    .onConflictDoUpdate({
      target: [publications.productId, publications.marketplace],
      set: queued,
      setWhere: notInArray(publications.status, ["queued", "publishing"]),
    })
    .returning();
  if (row) return { publication: row, queued: true };
  const [running] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.productId, product.id), eq(publications.marketplace, marketplace)));
  return { publication: running as PublicationRow, queued: false };
}

/**
 * Asks for a draft of the product on the marketplace: the plan, the product (owner's, complete),
 * the connection and the preflight are checked first (nothing is queued while a problem is open).
 */
export async function requestPublish(db: Db, input: { userId: string; productId: string; marketplace: Marketplace }) {
  await requirePublishPlan(db, input.userId);
  const product = await getOwnProduct(db, input.userId, input.productId);
  if (!isComplete(product)) throw new AppError("CONFLICT", INCOMPLETE_MESSAGE);
  await requireConnection(db, input.userId, input.marketplace);
  const blocker = await publishBlocker(db, product, input.marketplace);
  if (blocker?.reason === "problems") {
    throw new AppError("UNPROCESSABLE", problemsMessage(blocker.problems.length, input.marketplace), undefined, undefined, { problems: blocker.problems });
  }
  return queuePublication(db, product, input.marketplace);
}

/** Publications queued or running with no job behind them (the process died between the write and the send). */
export async function orphanedPublications(db: Db, olderThanSeconds: number, jobName: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select p.id from publications p
    where p.status in ('queued', 'publishing') and p.updated_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${jobName} and j.data->>'publicationId' = p.id::text and j.state in ('created', 'retry', 'active'))
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}
