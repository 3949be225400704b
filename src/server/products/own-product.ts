import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";

export const productNotFound = () => new AppError("NOT_FOUND", "The requested product could not be found.");

/** The user's own product; anything else (another user's, a malformed id) is the same 404. */
export async function getOwnProduct(db: Db, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw productNotFound();
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.userId, userId)));
  if (!row) throw productNotFound();
  return row;
}

/** The dashboard card: the newest non-archived complete product, or null. */
export async function getLatestProduct(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.userId, userId), eq(products.status, "complete"), eq(products.archived, false)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(1);
  return row ?? null;
}
