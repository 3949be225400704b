import { and, asc, eq, inArray } from "drizzle-orm";
import type { ApiListingVersion, ApiListingVersionSummary, ListingVersionsResponse } from "../../core/api-types";
import { changedSections, type EditableListing, type ListingSection } from "../../core/listing/editable";
import type { Db } from "../db/client";
import { listingVersions, type products } from "../db/schema";
import { visibleCheck } from "../products/visible-check";
import type { Viewer } from "./commit-listing";
import { versionNotFound } from "./restore-version";
import { hiddenSections, readStoredListing, visibleListing } from "./stored-listing";

type VersionRow = typeof listingVersions.$inferSelect;
type ProductRow = Pick<typeof products.$inferSelect, "id" | "category" | "version">;

function summaryOf(version: VersionRow, listing: EditableListing, previous: EditableListing | null, viewer: Viewer): ApiListingVersionSummary {
  const hidden = new Set<ListingSection>(hiddenSections(viewer.plan));
  return {
    number: version.number,
    source: version.source,
    generator: version.generator,
    byYou: version.authorId !== null && version.authorId === viewer.id,
    section: version.section as ListingSection | null,
    instruction: version.instruction,
    locked: version.locked as ListingSection[],
    restoredFrom: version.restoredFrom,
    changed: previous ? changedSections(previous, listing).filter((section) => !hidden.has(section)) : [],
    createdAt: version.createdAt.toISOString(),
  };
}

/** GET /api/products/:id/versions: newest first, each with the sections it changed. */
export async function listVersions(db: Db, row: ProductRow, viewer: Viewer): Promise<ListingVersionsResponse> {
  const versions = await db.select().from(listingVersions).where(eq(listingVersions.productId, row.id)).orderBy(asc(listingVersions.number));
  let previous: EditableListing | null = null;
  const items: ApiListingVersionSummary[] = [];
  for (const version of versions) {
    const listing = readStoredListing(version.listing, row.category);
    items.push(summaryOf(version, listing, previous, viewer));
    previous = listing;
  }
  return { current: row.version, items: items.reverse() };
}

/** GET /api/products/:id/versions/:number: one version's full text, as the viewer's plan may see it. */
export async function getVersion(db: Db, row: ProductRow, number: number, viewer: Viewer): Promise<ApiListingVersion> {
  const rows = await db
    .select()
    .from(listingVersions)
    .where(and(eq(listingVersions.productId, row.id), inArray(listingVersions.number, [number - 1, number])));
  const version = rows.find((candidate) => candidate.number === number);
  if (!version) throw versionNotFound();
  const before = rows.find((candidate) => candidate.number === number - 1);
  const listing = readStoredListing(version.listing, row.category);
  return {
    ...summaryOf(version, listing, before ? readStoredListing(before.listing, row.category) : null, viewer),
    listing: visibleListing(listing, viewer.plan),
    listingCheck: visibleCheck(version.listingCheck ?? null, viewer.plan),
  };
}
