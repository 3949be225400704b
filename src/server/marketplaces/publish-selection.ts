import { and, eq, inArray } from "drizzle-orm";
import type { ApiPublishSelection, ApiSelectionOutcome } from "../../core/marketplaces/api-types";
import type { Marketplace } from "../../core/marketplaces/marketplaces";
import type { PreflightProblem } from "../../core/marketplaces/preflight";
import { consume } from "../http/rate-limit";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { PUBLISH_LISTING_JOB } from "./publish-job";
import type { Queue } from "../jobs/queue";
import {
  INCOMPLETE_MESSAGE,
  problemsMessage,
  publishBlocker,
  publishLimit,
  queuePublication,
  requireConnection,
  requirePublishPlan,
  toApiPublication,
} from "./request-publish";

export interface PublishSelectionDeps {
  db: Db;
  queue: Queue;
  publishPerHour: number;
}

const NOT_FOUND = "This listing was not found; it may have been deleted.";
const limitReached = (seconds: number) => `The hourly publish limit is reached; try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`;

/**
 * The gallery's "Publish as drafts" (issue 33): each selected listing through the one publish path
 * (its checks, queuePublication, the publish job). The plan and the connection are checked once for
 * all; a listing that is not the account's, still being written or has preflight problems is
 * skipped and named with them. Each listing queued counts against the hourly publish limit; those
 * past it are skipped too. A listing already being published is returned as running, queued once.
 */
export async function publishSelection(
  { db, queue, publishPerHour }: PublishSelectionDeps,
  input: { userId: string; marketplace: Marketplace; ids: string[] },
): Promise<ApiPublishSelection> {
  const { userId, marketplace } = input;
  await requirePublishPlan(db, userId);
  await requireConnection(db, userId, marketplace);
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.id, input.ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results: ApiSelectionOutcome[] = [];
  let limited: string | null = null;
  for (const productId of input.ids) {
    const product = byId.get(productId);
    const skip = (reason: string, problems: PreflightProblem[] = []) =>
      results.push({ productId, title: product?.title ?? null, outcome: "skipped", reason, problems });
    if (!product) {
      skip(NOT_FOUND);
      continue;
    }
    const blocker = await publishBlocker(db, product, marketplace);
    if (blocker) {
      if (blocker.reason === "incomplete") skip(INCOMPLETE_MESSAGE);
      else skip(problemsMessage(blocker.problems.length, marketplace), blocker.problems);
      continue;
    }
    if (!limited) {
      const [key, rule] = publishLimit(userId, publishPerHour);
      const verdict = await consume(db, key, rule);
      if (!verdict.allowed) limited = limitReached(verdict.retryAfter);
    }
    if (limited) {
      skip(limited);
      continue;
    }
    const { publication, queued } = await queuePublication(db, product, marketplace);
    if (queued) await queue.send(PUBLISH_LISTING_JOB, { publicationId: publication.id, attempt: 1 });
    results.push({ productId, title: product.title, outcome: queued ? "queued" : "running", publication: toApiPublication(publication) });
  }
  return { marketplace, results };
}
