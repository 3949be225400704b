import { parseAddons } from "../../core/products/addons";
import type { products } from "../db/schema";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { assertEditable, commitCreatorListing, type Viewer } from "./commit-listing";
import { toEditable } from "../pipeline/store/versions";

/**
 * POST /api/products/:id/title (issue 33): one of the titles the last generation offered becomes
 * the title of the product's next version, through the save's own path (the same 409 on an older
 * base, so of two picks on one version exactly one is stored). Anything not offered is a 400; the
 * title already shown, on that version, is answered with the product as it is.
 */
export async function pickTitle(db: Db, row: typeof products.$inferSelect, input: { baseVersion: number; title: string }, viewer: Viewer) {
  assertEditable(row);
  const offered = parseAddons(row.addons).titleChoices ?? [];
  if (!offered.some((choice) => choice.title === input.title)) {
    const message = "must be one of the titles offered for this listing";
    throw new AppError("VALIDATION_FAILED", `title: ${message}`, { title: [message] });
  }
  const current = toEditable(row);
  if (input.baseVersion === row.version && current.title === input.title) return row;
  return commitCreatorListing(
    db,
    row,
    { ...current, title: input.title },
    { source: "pick", authorId: viewer.id, section: "title" },
    input.baseVersion,
    viewer,
  );
}
