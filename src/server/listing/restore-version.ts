import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { listingVersions, products } from "../db/schema";
import { AppError } from "../http/errors";
import { assertEditable, commitCreatorListing, type Viewer } from "./commit-listing";
import { alignAltTexts, hiddenSections, readStoredListing } from "../pipeline/store/stored-listing";
import { toEditable } from "../pipeline/store/versions";

export const versionNotFound = () => new AppError("NOT_FOUND", "That version of the listing could not be found.");

/**
 * POST /api/products/:id/versions/:number/restore: that version's text as a new version, so the
 * restore is itself undone by restoring the version before it. Sections the viewer's plan hides
 * stay as they are now (a free plan never brings back text it cannot see).
 */
export async function restoreVersion(db: Db, row: typeof products.$inferSelect, number: number, baseVersion: number, viewer: Viewer) {
  assertEditable(row);
  const [version] = await db
    .select({ listing: listingVersions.listing })
    .from(listingVersions)
    .where(and(eq(listingVersions.productId, row.id), eq(listingVersions.number, number)));
  if (!version) throw versionNotFound();
  const current = toEditable(row);
  const restored = readStoredListing(version.listing, row.category);
  const kept = Object.fromEntries(hiddenSections(viewer.plan).map((section) => [section, current[section]]));
  const listing = { ...restored, ...kept, altTexts: alignAltTexts(restored.altTexts, row.images.length, current.altTexts) };
  return commitCreatorListing(db, row, listing, { source: "restore", authorId: viewer.id, restoredFrom: number }, baseVersion, viewer);
}
