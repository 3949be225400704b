import { and, desc, eq, lt } from "drizzle-orm";
import type { ApiListingVersionSummary, ListingVersionsResponse } from "../../core/api-types";
import type { ListingSection } from "../../core/listing/editable";
import type { Db } from "../db/client";
import { listingVersions, type products } from "../db/schema";
import type { Viewer } from "./commit-listing";
import { hiddenSections } from "../pipeline/store/stored-listing";

type ProductRow = Pick<typeof products.$inferSelect, "id" | "version">;

/** A version's columns as the history lists it: no listing, no check, so a page reads a few small columns. */
export const summaryColumns = {
  number: listingVersions.number,
  source: listingVersions.source,
  generator: listingVersions.generator,
  authorId: listingVersions.authorId,
  section: listingVersions.section,
  instruction: listingVersions.instruction,
  locked: listingVersions.locked,
  restoredFrom: listingVersions.restoredFrom,
  changed: listingVersions.changed,
  createdAt: listingVersions.createdAt,
  updatedAt: listingVersions.updatedAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof listingVersions.$inferSelect)[K] };

/** A version as the viewer's plan may see it: `changed` stored when it was written, paid sections left out. */
export function summaryOf(version: SummaryRow, viewer: Viewer): ApiListingVersionSummary {
  const hidden = new Set<string>(hiddenSections(viewer.plan));
  return {
    number: version.number,
    source: version.source,
    generator: version.generator,
    byYou: version.authorId !== null && version.authorId === viewer.id,
    section: version.section as ListingSection | null,
    instruction: version.instruction,
    locked: version.locked as ListingSection[],
    restoredFrom: version.restoredFrom,
    changed: version.changed.filter((section) => !hidden.has(section)) as ListingSection[],
    createdAt: version.createdAt.toISOString(),
    updatedAt: version.updatedAt.toISOString(),
  };
}

/**
 * GET /api/products/:id/versions: a page of the history, newest first, from below `before` (the
 * newest when null). One indexed range read of `limit + 1` rows, whatever the history's length.
 */
export async function listVersions(db: Db, row: ProductRow, page: { before: number | null; limit: number }, viewer: Viewer): Promise<ListingVersionsResponse> {
  const ofProduct = eq(listingVersions.productId, row.id);
  const versions = await db
    .select(summaryColumns)
    .from(listingVersions)
    .where(page.before === null ? ofProduct : and(ofProduct, lt(listingVersions.number, page.before)))
    .orderBy(desc(listingVersions.number))
    .limit(page.limit + 1);
  const items = versions.slice(0, page.limit).map((version) => summaryOf(version, viewer));
  return { current: row.version, items, nextBefore: versions.length > page.limit ? (items.at(-1)?.number ?? null) : null };
}
