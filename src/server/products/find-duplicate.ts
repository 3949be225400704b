import { and, eq, inArray, ne } from "drizzle-orm";
import type { DuplicateProduct } from "../../core/api-types";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";

type Category = (typeof products.$inferSelect)["category"];

/**
 * The creator's other listing submitted with the same title in the same category (decision 029: same
 * user, title and category), found by the submitted title because generation replaces the
 * title. Pending and finished listings count; archived ones and failed attempts do not.
 */
export async function findDuplicate(
  db: Db,
  userId: string,
  submitted: { title: string; category: Category; exceptId?: string },
): Promise<DuplicateProduct | null> {
  const [row] = await db
    .select({ id: products.id, title: products.title, category: products.category, createdAt: products.createdAt, archived: products.archived })
    .from(products)
    .where(
      and(
        eq(products.userId, userId),
        eq(products.submittedTitle, submitted.title),
        eq(products.category, submitted.category),
        eq(products.archived, false),
        inArray(products.status, ["pending", "complete"]),
        submitted.exceptId ? ne(products.id, submitted.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** 409 DUPLICATE; the body carries the existing listing (its current title) for the dialog. */
export const duplicateError = (duplicate: DuplicateProduct) =>
  new AppError("DUPLICATE", "You already have a listing made from this description.", undefined, undefined, { duplicate });
