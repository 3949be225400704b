import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";

const notFound = () => new AppError("NOT_FOUND", "The requested product could not be found.");

/** The user's own product; anything else (another user's, a malformed id) is the same 404. */
export async function getOwnProduct(db: Db, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw notFound();
  const [row] = await db.select().from(products).where(and(eq(products.id, id), eq(products.userId, userId)));
  if (!row) throw notFound();
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

/** Archiving is soft and one-way: it hides the product and never frees a plan slot. */
export async function archiveProduct(db: Db, userId: string, id: string) {
  const current = await getOwnProduct(db, userId, id);
  if (current.archived) return current;
  const [row] = await db
    .update(products)
    .set({ archived: true, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return row;
}
