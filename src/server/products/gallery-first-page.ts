import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";

export const CARD_COLUMNS = {
  id: products.id,
  title: products.title,
  shortDescription: products.shortDescription,
  thumbnailUrl: products.thumbnailUrl,
  category: products.category,
  status: products.status,
  createdAt: products.createdAt,
};

/**
 * Newest first, spelled as products_gallery_idx is ordered (NULLS LAST): the index then gives the
 * order and LIMIT stops early, instead of every complete product of the account being sorted.
 */
export const NEWEST_FIRST = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];

/**
 * The gallery's usual request, the first page of complete listings, prepared once per database
 * (issue 16): no query building per request, and on PostgreSQL a named statement planned once per
 * connection. Complete and not archived are literals so that even a generic plan uses
 * products_gallery_idx; the rows are complete, so the lists that only tell an unfinished
 * product's status are left out.
 */
function prepareFirstPage(db: Db) {
  return db
    .select(CARD_COLUMNS)
    .from(products)
    .where(and(eq(products.userId, sql.placeholder("userId")), sql`${products.status} = 'complete'`, sql`${products.archived} = false`))
    .orderBy(...NEWEST_FIRST)
    .limit(sql.placeholder("limit"))
    .prepare("gallery_first_page");
}
const firstPages = new WeakMap<Db, ReturnType<typeof prepareFirstPage>>();

export function galleryFirstPage(db: Db, userId: string, limit: number) {
  let prepared = firstPages.get(db);
  if (!prepared) {
    prepared = prepareFirstPage(db);
    firstPages.set(db, prepared);
  }
  return prepared.execute({ userId, limit });
}
