import { and, eq } from "drizzle-orm";
import type { ApiListingVersion } from "../../core/api-types";
import type { Db } from "../db/client";
import { listingVersions, type products } from "../db/schema";
import { visibleCheck } from "../products/visible-check";
import type { Viewer } from "./commit-listing";
import { summaryColumns, summaryOf } from "./list-versions";
import { versionNotFound } from "./restore-version";
import { readStoredListing, visibleListing } from "../pipeline/store/stored-listing";

type ProductRow = Pick<typeof products.$inferSelect, "id" | "category">;

/** GET /api/products/:id/versions/:number: one version's full text, as the viewer's plan may see it. */
export async function getVersion(db: Db, row: ProductRow, number: number, viewer: Viewer): Promise<ApiListingVersion> {
  const [version] = await db
    .select({ ...summaryColumns, listing: listingVersions.listing, listingCheck: listingVersions.listingCheck })
    .from(listingVersions)
    .where(and(eq(listingVersions.productId, row.id), eq(listingVersions.number, number)));
  if (!version) throw versionNotFound();
  return {
    ...summaryOf(version, viewer),
    listing: visibleListing(readStoredListing(version.listing, row.category), viewer.plan),
    listingCheck: visibleCheck(version.listingCheck ?? null, viewer.plan),
  };
}
