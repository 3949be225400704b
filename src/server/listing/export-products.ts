import { and, eq, inArray } from "drizzle-orm";
import { EDIT_LIMITS } from "../../core/listing/editable";
import type { ExportProduct } from "../../core/listing/exports/export-product";
import { parseImages } from "../../core/products/images";
import { isComplete } from "../../core/products/status";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";
import { planEntitlements } from "../plan/plan-entitlements";
import { signMediaPath } from "../uploads/signed-media";
import { toEditable } from "../pipeline/store/versions";

type ProductRow = typeof products.$inferSelect;

/** How long a Shopify CSV's image links work: long enough to import the file, not forever. */
export const SIGNED_IMAGE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface ImageLinks {
  appUrl: string;
  /** Set for files another service fetches the images from (Shopify's import has no session). */
  sign?: { secret: string; expiresAt: Date };
}

/** An image as an absolute link: this app's /media paths get the app's address (and a signature when asked). */
function absolute(url: string, links: ImageLinks): string {
  if (!url.startsWith("/media/")) return url;
  return links.appUrl + (links.sign ? signMediaPath(url.slice(7), links.sign.secret, links.sign.expiresAt) : url);
}

export function toExportProduct(row: ProductRow, links: ImageLinks): ExportProduct {
  const listing = toEditable(row);
  return {
    listing,
    category: row.category,
    version: row.version,
    images: parseImages(row.images)
      .slice(0, EDIT_LIMITS.altTexts)
      .map((url) => absolute(url, links)),
    facts: row.facts,
  };
}

/** Export is a paid feature (decision 023); the API refuses it, not only the page. */
export async function requireExportPlan(db: Db, userId: string): Promise<void> {
  if (!(await planEntitlements(db, userId)).export) throw new AppError("PLAN_REQUIRED", "Export is included in the Creator and Pro plans.");
}

const notFound = () => new AppError("NOT_FOUND", "The requested product could not be found.");

/**
 * The user's own complete products, in the order asked. Any id that is not one (another user's,
 * unknown, still pending) makes the whole request the same 404, which names none of them.
 */
export async function loadExportRows(db: Db, userId: string, ids: string[]): Promise<ProductRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.id, unique)));
  const byId = new Map(rows.filter((row) => isComplete(row)).map((row) => [row.id, row]));
  if (byId.size !== unique.length) throw notFound();
  return unique.map((id) => byId.get(id) as ProductRow);
}
