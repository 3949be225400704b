import type { Entitlements } from "../../../core/billing";
import { EDIT_LIMITS, PAID_SECTIONS, type EditableListing, type ListingSection } from "../../../core/listing/editable";
import { toEditableCourse } from "../../../core/listing/to-editable";

export type ListingPlan = Pick<Entitlements, "seoTags" | "useCases">;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
const string = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * A version's stored listing in today's shape. Rows written before the editor (the migration's
 * version 1) keep the course as the generator stored it and may lack alt texts.
 */
export function readStoredListing(stored: unknown, category: string): EditableListing {
  const value = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  return {
    title: string(value.title),
    shortDescription: string(value.shortDescription),
    longDescription: string(value.longDescription),
    features: strings(value.features),
    benefits: strings(value.benefits),
    usp: strings(value.usp),
    useCases: strings(value.useCases),
    keywords: strings(value.keywords),
    cta: string(value.cta),
    whyChooseUs: string(value.whyChooseUs),
    course: category === "course" ? toEditableCourse(value.course) : null,
    altTexts: strings(value.altTexts),
  };
}

export const altTextCount = (imageCount: number) => Math.min(imageCount, EDIT_LIMITS.altTexts);

/** Alt texts matched to the product's images as they are now: one per image, from `fallback` (or "") where `altTexts` has none. */
export function alignAltTexts(altTexts: string[], imageCount: number, fallback: string[] = []): string[] {
  return Array.from({ length: altTextCount(imageCount) }, (_, index) => altTexts[index] ?? fallback[index] ?? "");
}

/** The sections the viewer's plan leaves out (SEO keywords, use cases). */
export function hiddenSections(plan: ListingPlan): ListingSection[] {
  return PAID_SECTIONS.filter((section) => (section === "keywords" ? !plan.seoTags : !plan.useCases));
}

/** The listing as the viewer's plan may see it: paid-only sections empty, so they never leak. */
export function visibleListing(listing: EditableListing, plan: ListingPlan): EditableListing {
  const hidden = hiddenSections(plan);
  return hidden.length ? { ...listing, ...Object.fromEntries(hidden.map((section) => [section, []])) } : listing;
}
