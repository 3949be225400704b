import { eq } from "drizzle-orm";
import type { EditableListing } from "../../core/listing/editable";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { AppError } from "../http/errors";
import { checkSaved } from "../pipeline/check/check-saved";
import { sealVersion } from "./seal-version";
import { visibleListing, type ListingPlan } from "../pipeline/store/stored-listing";
import { commitVersion, VersionConflict, type VersionMeta } from "../pipeline/store/versions";

type ProductRow = typeof products.$inferSelect;

export interface Viewer {
  id: string;
  plan: ListingPlan;
}

/** Only a finished listing is edited: a pending one is still being written by its generator. */
export function assertEditable(row: ProductRow) {
  if (row.status !== "complete") throw new AppError("CONFLICT", "This listing is not finished yet; edit it once it is complete.");
}

/** The 409 of a save or restore based on an older version: the newer text, as the viewer's plan may see it. */
function conflictError({ current, message }: VersionConflict, viewer: Viewer) {
  return new AppError("VERSION_CONFLICT", message, undefined, undefined, {
    current: {
      version: current.version,
      listing: visibleListing(current.listing, viewer.plan),
      createdAt: current.createdAt.toISOString(),
      byYou: current.authorId === viewer.id,
    },
  });
}

/**
 * A listing the creator gave (a save or a restore) as the product's next version, when the product
 * is still on `baseVersion`; the check reports on it and changes nothing. Returns the stored row.
 */
export async function commitCreatorListing(
  db: Db,
  row: ProductRow,
  listing: EditableListing,
  meta: VersionMeta,
  baseVersion: number,
  viewer: Viewer,
): Promise<ProductRow> {
  try {
    await commitVersion(db, row.id, listing, meta, { baseVersion, check: checkSaved(listing, row) });
  } catch (error) {
    if (!(error instanceof VersionConflict)) throw error;
    await sealVersion(db, row.id, error.current.version);
    throw conflictError(error, viewer);
  }
  const [saved] = await db.select().from(products).where(eq(products.id, row.id));
  if (!saved) throw new AppError("NOT_FOUND", "The requested product could not be found.");
  return saved;
}
