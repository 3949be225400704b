import type { ApiProduct, ApiRegeneration } from "../../../../core/api-types";
import { LISTING_SECTIONS, type ListingSection } from "../../../../core/listing/editable";
import { isCourse } from "../../../../core/products/course";

/** The sections this product has for this viewer: no course details outside courses, no paid sections on free plans. */
export function regenerableSections(product: ApiProduct): ListingSection[] {
  return LISTING_SECTIONS.filter((section) => {
    if (section === "course") return isCourse(product.category);
    if (section === "keywords") return product.keywords !== null;
    if (section === "useCases") return product.useCases !== null;
    if (section === "altTexts") return product.images.length > 0;
    return true;
  });
}

export function isRegenerating(running: ApiRegeneration | null, section: ListingSection): boolean {
  if (!running) return false;
  return running.section === null ? !running.locked.includes(section) : running.section === section;
}
