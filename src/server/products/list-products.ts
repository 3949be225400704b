import { and, eq, ilike, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { ProductListResponse } from "../../core/api-types";
import { DEFAULT_GALLERY_STATUS, GALLERY_STATUSES } from "../../core/products/gallery-status";
import type { Db } from "../db/client";
import { escapeLike } from "../db/like";
import { products } from "../db/schema";
import { AppError } from "../http/errors";
import { toApiSummary } from "./to-api-product";
import { CARD_COLUMNS, galleryFirstPage, NEWEST_FIRST } from "./gallery-first-page";

export const listProductsQuery = z.strictObject({
  search: z
    .string()
    .trim()
    .max(200, "must be at most 200 characters")
    .refine((text) => !text.includes("\0"), "must not contain a NUL character")
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
  status: z.enum(GALLERY_STATUSES, { message: `must be one of ${GALLERY_STATUSES.join(", ")}` }).default(DEFAULT_GALLERY_STATUS),
});

const encodeCursor = (createdAt: Date, id: string) => Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso = "", id = ""] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !z.uuid().safeParse(id).success) throw new AppError("VALIDATION_FAILED", "cursor: is not valid");
  return { createdAt, id };
}

/** Once the gallery filters by status (issue 16, item 2) only the complete listings take the prepared path. */
const isFirstCompletePage = (query: z.infer<typeof listProductsQuery>) => !query.search && !query.cursor && query.status === "complete";

function toPage(rows: Array<Parameters<typeof toApiSummary>[0]>, limit: number): ProductListResponse {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toApiSummary),
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/**
 * The gallery: the user's non-archived products of one status (complete unless asked), newest
 * first, a page at a time with keyset pagination (for complete ones the partial index
 * products_gallery_idx serves it at any depth; the others are few).
 */
export async function listProducts(db: Db, userId: string, query: z.infer<typeof listProductsQuery>): Promise<ProductListResponse> {
  if (isFirstCompletePage(query)) return toPage(await galleryFirstPage(db, userId, query.limit + 1), query.limit);
  const conditions = [eq(products.userId, userId), eq(products.status, query.status), eq(products.archived, false)];
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
    .select({ ...CARD_COLUMNS, features: products.features, benefits: products.benefits, keywords: products.keywords })
    .from(products)
    .where(and(...conditions))
    .orderBy(...NEWEST_FIRST)
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}
