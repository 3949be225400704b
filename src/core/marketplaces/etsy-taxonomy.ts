import type { ListingCategory } from "../listing/types";

/**
 * Our categories to Etsy's seller taxonomy (getSellerTaxonomyNodes), the node a digital item of the
 * kind is listed under. The ids are unverified against Etsy's current tree (decision 061): the
 * product's own etsyTaxonomyId overrides them, and Etsy's 400 on a wrong id names the field.
 */
export const ETSY_TAXONOMY: Record<ListingCategory, { id: number; path: string }> = {
  planner: { id: 1260, path: "Paper & Party Supplies > Paper > Calendars & Planners" },
  wallart: { id: 2078, path: "Art & Collectibles > Prints > Digital Prints" },
  course: { id: 1250, path: "Books, Movies & Music > Books > Guides & How Tos" },
  others: { id: 66, path: "Craft Supplies & Tools" },
};

export function etsyTaxonomyFor(category: ListingCategory, chosen: number | null): number {
  return chosen ?? ETSY_TAXONOMY[category].id;
}
