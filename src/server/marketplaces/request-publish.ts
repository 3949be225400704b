import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Marketplace } from "../../core/marketplaces/marketplaces";
import { MARKETPLACE_NAMES } from "../../core/marketplaces/marketplaces";
import type { ApiPublication } from "../../core/marketplaces/api-types";
import { isComplete } from "../../core/products/status";
import type { Db } from "../db/client";
import { publications } from "../db/schema";
import { AppError } from "../http/errors";
import { planTier } from "../plan/plan-tier";
import { getOwnProduct } from "../products/own-product";
import { findConnection } from "./connections";
import { loadPublishInput, preflightOf } from "./publish-input";

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

export const PUBLISH_PLAN_MESSAGE = "Publishing to marketplaces is included in the Creator and Pro plans.";

/** Publishing is a paid feature: refused before anything about the product is read. */
export async function requirePublishPlan(db: Db, userId: string) {
  if ((await planTier(db, userId)) === "free") throw new AppError("PLAN_REQUIRED", PUBLISH_PLAN_MESSAGE);
}

/**
 * Asks for a draft of the product on the marketplace: the plan, the product (owner's, complete),
 * the connection and the preflight are checked first (nothing is queued while a problem is open).
 * One publication per product and marketplace: while one is queued or running, a second request
 * (a double click) returns it and queues nothing; otherwise it is queued again for the current
 * version and the job updates the same remote draft.
 */
export async function requestPublish(db: Db, input: { userId: string; productId: string; marketplace: Marketplace }) {
  const name = MARKETPLACE_NAMES[input.marketplace];
  await requirePublishPlan(db, input.userId);
  const product = await getOwnProduct(db, input.userId, input.productId);
  if (!isComplete(product)) throw new AppError("CONFLICT", "This listing is still being written; publish it once it is complete.");
  const connection = await findConnection(db, input.userId, input.marketplace);
  if (!connection || connection.needsReconnect) {
    throw new AppError("CONFLICT", `Connect ${name} in Settings → Marketplaces first.`, undefined, undefined, { reason: "not_connected" });
  }
  const problems = preflightOf(input.marketplace, await loadPublishInput(db, product));
  if (problems.length > 0) {
    throw new AppError(
      "UNPROCESSABLE",
      `Fix ${problems.length} problem${problems.length === 1 ? "" : "s"} before publishing to ${name}.`,
      undefined,
      undefined,
      {
        problems,
      },
    );
  }
  const queued = { status: "queued" as const, listingVersion: product.version, attempt: 1, lastError: null, requestedAt: new Date(), updatedAt: new Date() };
  const [row] = await db
    .insert(publications)
    .values({ productId: product.id, userId: input.userId, marketplace: input.marketplace, ...queued })
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
    .where(and(eq(publications.productId, product.id), eq(publications.marketplace, input.marketplace)));
  return { publication: running as PublicationRow, queued: false };
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
