import type { ListingSection } from "../../../core/listing/editable";
import { entitlements } from "../../../core/billing";
import { isTier } from "../../../core/plans";
import { isCourse } from "../../../core/products/course";
import type { Db } from "../../db/client";
import type { products } from "../../db/schema";
import { ensureSubscription } from "../../plan/ensure-subscription";
import { regenerationSections } from "./regeneration-sections";
import type { RegenerationRow } from "./regeneration-view";

/** The sections a stored regeneration writes, read with the owner's plan as it is now. */
export async function regenerationSectionsFor(
  db: Db,
  row: Pick<RegenerationRow, "section" | "locked" | "userId">,
  product: Pick<typeof products.$inferSelect, "category">,
): Promise<ListingSection[]> {
  const { tier } = await ensureSubscription(db, row.userId);
  const plan = entitlements(isTier(tier) ? tier : "free");
  return regenerationSections({ section: row.section as ListingSection | null, locked: row.locked }, { isCourse: isCourse(product.category), plan });
}
