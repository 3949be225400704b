import type { EditableListing } from "./editable";

/**
 * The listing's sections, their labels and the hard limits of a save: the parts of the editable
 * listing contract the browser needs at run time, kept apart from the zod schemas in editable.ts so
 * the editor's bundle does not carry zod.
 */

export const LISTING_SECTIONS = [
  "title",
  "shortDescription",
  "longDescription",
  "features",
  "benefits",
  "usp",
  "useCases",
  "keywords",
  "cta",
  "whyChooseUs",
  "course",
  "altTexts",
] as const;
export type ListingSection = (typeof LISTING_SECTIONS)[number];

/** Sections hidden from plans without SEO tags / use cases: a save from such a plan leaves them as stored. */
export const PAID_SECTIONS = ["keywords", "useCases"] as const satisfies readonly ListingSection[];

export const SECTION_LABELS: Record<ListingSection, string> = {
  title: "Title",
  shortDescription: "Short description",
  longDescription: "Long description",
  features: "Features",
  benefits: "Benefits",
  usp: "Selling points",
  useCases: "Use cases",
  keywords: "Keywords",
  cta: "Call to action",
  whyChooseUs: "Why choose us",
  course: "Course details",
  altTexts: "Image alt text",
};

/** A generated listing's keywords: as many and as long as Etsy's tags. */
export const KEYWORD_LIMIT = 13;
export const KEYWORD_MAX_LENGTH = 20;

/** Hard limits of a save (400 beyond them). */
export const EDIT_LIMITS = {
  title: 200,
  shortDescription: 600,
  longDescription: 10_000,
  item: 500,
  listItems: 30,
  keyword: 60,
  cta: 400,
  whyChooseUs: 3_000,
  subtitle: 200,
  courseDescription: 10_000,
  modules: 40,
  moduleTitle: 200,
  moduleDetails: 2_000,
  courseInfo: 200,
  altText: 500,
  altTexts: 20,
} as const;

export function changedSections(before: EditableListing, after: EditableListing): ListingSection[] {
  return LISTING_SECTIONS.filter((section) => JSON.stringify(before[section]) !== JSON.stringify(after[section]));
}
