import { z } from "zod";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { getOwnProduct } from "../products/own-product";
import { ownRegeneration, type RegenerationRow } from "../pipeline/regenerate/regeneration-view";

const notFound = () => new AppError("NOT_FOUND", "The requested regeneration could not be found.");

/** A regeneration of the user's own product: another user's product is the product's 404, any other miss this one. */
export async function findRegeneration(db: Db, userId: string, productId: string, regenerationId: string): Promise<RegenerationRow> {
  const product = await getOwnProduct(db, userId, productId);
  const row = z.uuid().safeParse(regenerationId).success ? await ownRegeneration(db, userId, product.id, regenerationId) : null;
  if (!row) throw notFound();
  return row;
}
