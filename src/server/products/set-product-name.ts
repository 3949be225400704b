import { and, eq, ne } from "drizzle-orm";
import { consumeOrThrow, type RateLimitRule } from "../http/rate-limit";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { readFacts } from "../pipeline/read/facts/read-facts";
import { generationInput } from "../pipeline/read/generation-input";
import { AppError } from "../http/errors";
import { getOwnProduct } from "./own-product";

/** Name saves per account: a creator names a product once or twice; each save reads the description again. */
export const PRODUCT_NAME_RATE_LIMIT: RateLimitRule = { max: 10, windowSeconds: 600 };

/**
 * Gives an owner's product its name (issue 29). The stored fact sheet is what regenerations and
 * the listing check read, so it is read again with the name: the next regeneration starts from
 * it. A product whose listing is still being written is refused: its job has read the old facts.
 */
export async function setProductName(db: Db, userId: string, id: string, productName: string) {
  const current = await getOwnProduct(db, userId, id);
  await consumeOrThrow(db, [[`account:product-name:${userId}`, PRODUCT_NAME_RATE_LIMIT]], "Too many name changes. Please wait a few minutes.");
  const named = { ...current, productName };
  const [row] = await db
    .update(products)
    .set({ productName, facts: current.facts ? readFacts(generationInput(named)) : null, updatedAt: new Date() })
    .where(and(eq(products.id, current.id), eq(products.userId, userId), ne(products.status, "pending")))
    .returning();
  if (row) return row;
  await getOwnProduct(db, userId, id); // deleted meanwhile: the same 404
  throw new AppError("CONFLICT", "The name can be changed once the listing is written.");
}
