import { LISTING_SECTIONS, PAID_SECTIONS, type ListingSection } from "../../../core/listing/editable";
import type { Entitlements } from "../../../core/billing";

const isPaid = (section: ListingSection) => (PAID_SECTIONS as readonly ListingSection[]).includes(section);

/**
 * The sections a regeneration writes: the one asked for, or for the whole listing every section
 * not locked, except alt texts (only by name), the course outside courses, and the sections the
 * creator's plan does not show (their stored text stays, as a save leaves it).
 */
export function regenerationSections(
  request: { section: ListingSection | null; locked: readonly string[] },
  product: { isCourse: boolean; plan: Pick<Entitlements, "seoTags" | "useCases"> },
): ListingSection[] {
  if (request.section) return [request.section];
  const shown = (section: ListingSection) => !isPaid(section) || (section === "keywords" ? product.plan.seoTags : product.plan.useCases);
  return LISTING_SECTIONS.filter(
    (section) => section !== "altTexts" && (section !== "course" || product.isCourse) && shown(section) && !request.locked.includes(section),
  );
}
