import { and, desc, eq, ilike, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { ProductListResponse } from "../../core/api-types";
import type { Db } from "../db/client";
import { escapeLike } from "../db/like";
import { products } from "../db/schema";
import { AppError } from "../http/errors";
import { toApiSummary } from "./to-api-product";

export const listProductsQuery = z.strictObject({
  search: z.string().trim().max(200, "must be at most 200 characters").refine((text) => !text.includes("\0"), "must not contain a NUL character").optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});

const encodeCursor = (createdAt: Date, id: string) => Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso = "", id = ""] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !z.uuid().safeParse(id).success) throw new AppError("VALIDATION_FAILED", "cursor: is not valid");
  return { createdAt, id };
}

/**
 * The gallery: the user's non-archived complete products, newest first, a page at a time with
 * keyset pagination (the partial index products_gallery_idx serves it at any depth).
 */
export async function listProducts(db: Db, userId: string, query: z.infer<typeof listProductsQuery>): Promise<ProductListResponse> {
  const conditions = [eq(products.userId, userId), eq(products.status, "complete"), eq(products.archived, false)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(ilike(products.title, pattern), ilike(products.shortDescription, pattern), ilike(products.longDescription, pattern));
    if (match) conditions.push(match);
  }
  if (query.cursor) {
    const { createdAt, id } = decodeCursor(query.cursor);
    const after = or(lt(products.createdAt, createdAt), and(eq(products.createdAt, createdAt), sql`${products.id} < ${id}`));
    if (after) conditions.push(after);
  }
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      shortDescription: products.shortDescription,
      thumbnailUrl: products.thumbnailUrl,
      category: products.category,
      status: products.status,
      features: products.features,
      benefits: products.benefits,
      keywords: products.keywords,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(and(...conditions))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toApiSummary),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
