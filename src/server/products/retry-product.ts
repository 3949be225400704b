import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";
import { assertSlotFree, lockPlan } from "../plan/claim-slot";
import { ensureSubscription } from "../plan/ensure-subscription";
import * as lifecycle from "../pipeline/lifecycle";
import { duplicateError, findDuplicate } from "./find-duplicate";

const notFound = () => new AppError("NOT_FOUND", "The requested product could not be found.");

const notRetryable = {
  pending: "This listing is already being generated.",
  complete: "This listing is finished; only a failed one can be tried again.",
} as const;

/**
 * Makes a failed product pending again, from the same submission; the caller then sends its
 * generation job. A pending product uses a plan slot again, so the cap is checked under the same
 * lock as creating one. Only a failed product moves, so of two retries at once the second gets 409.
 */
export async function retryProduct(db: Db, userId: string, id: string, now = new Date()) {
  if (!z.uuid().safeParse(id).success) throw notFound();
  await ensureSubscription(db, userId);
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, userId);
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.userId, userId)))
      .for("update");
    if (!product) throw notFound();
    if (product.status !== "failed") throw new AppError("CONFLICT", notRetryable[product.status]);
    if (product.archived) throw new AppError("CONFLICT", "This product is archived; create it again instead.");
    await assertSlotFree(tx, userId, plan);
    // A failed attempt is no duplicate, so the same submission may have been made again since.
    const duplicate = await findDuplicate(tx, userId, { title: product.submittedTitle ?? product.title, category: product.category, exceptId: id });
    if (duplicate) throw duplicateError(duplicate);
    const row = await lifecycle.retried(tx, id, now);
    if (!row) throw notFound();
    return row;
  });
}
