import type { z } from "zod";
import { changedSections, type saveListingSchema } from "../../core/listing/editable";
import type { products } from "../db/schema";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { assertEditable, commitCreatorListing, type Viewer } from "./commit-listing";
import { altTextCount } from "../pipeline/store/stored-listing";
import { toEditable } from "../pipeline/store/versions";

export type SaveListingInput = z.infer<typeof saveListingSchema>;

const invalid = (field: string, message: string) => new AppError("VALIDATION_FAILED", `${field}: ${message}`, { [field]: [message] });

/**
 * PUT /api/products/:id/listing: the creator's text as the next version, exactly as sent. Keywords
 * and use cases left out keep their stored values; a plan without them may not send them. Text
 * equal to the current version's, on that version, is answered with the product as it is.
 */
export async function saveListing(db: Db, row: typeof products.$inferSelect, input: SaveListingInput, viewer: Viewer) {
  assertEditable(row);
  const { listing: sent, baseVersion } = input;
  if (sent.keywords !== undefined && !viewer.plan.seoTags)
    throw new AppError("PLAN_REQUIRED", "Keywords (SEO tags) are included in the Creator and Pro plans.");
  if (sent.useCases !== undefined && !viewer.plan.useCases) throw new AppError("PLAN_REQUIRED", "Use cases are included in the Creator and Pro plans.");
  if (row.category === "course" && !sent.course) throw invalid("listing.course", "a course needs its course details");
  if (row.category !== "course" && sent.course) throw invalid("listing.course", "must be null: only courses have course details");
  const images = altTextCount(row.images.length);
  if (sent.altTexts.length !== images) throw invalid("listing.altTexts", `must have one entry per image (${images})`);

  const stored = toEditable(row);
  const listing = { ...sent, keywords: sent.keywords ?? stored.keywords, useCases: sent.useCases ?? stored.useCases };
  // An autosave of unchanged text is no new version: the history lists changes, not keystrokes.
  if (baseVersion === row.version && changedSections(stored, listing).length === 0) return row;
  return commitCreatorListing(db, row, listing, { source: "edit", authorId: viewer.id }, baseVersion, viewer);
}
