import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { productImportRows, productImports } from "../db/schema";
import { AppError } from "../http/errors";
import { countCappedProducts } from "../plan/product-count";

export const importNotFound = () => new AppError("NOT_FOUND", "The requested import could not be found.");

/** The user's own import; another user's or a malformed id is the same 404. `lock` holds its row until the transaction ends. */
export async function getOwnImport(db: Db, userId: string, id: string, lock = false) {
  if (!z.uuid().safeParse(id).success) throw importNotFound();
  const query = db
    .select()
    .from(productImports)
    .where(and(eq(productImports.id, id), eq(productImports.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw importNotFound();
  return row;
}

/**
 * The plan's slots neither used by a product nor promised to a confirmed import's rows that are
 * still waiting for the job: two imports confirmed one after the other never share a slot.
 */
export async function freeSlots(db: Db, userId: string, maxProducts: number): Promise<number> {
  const used = await countCappedProducts(db, userId);
  const [promised] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productImportRows)
    .innerJoin(productImports, eq(productImports.id, productImportRows.importId))
    .where(and(eq(productImports.userId, userId), eq(productImportRows.status, "waiting")));
  return Math.max(0, maxProducts - used - (promised?.count ?? 0));
}
