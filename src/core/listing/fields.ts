import { COURSE_LIST_FIELDS, type CheckedListing } from "./listing-shape";

const LABELS: Record<string, string> = {
  title: "the title",
  shortDescription: "the short description",
  longDescription: "the long description",
  features: "Features",
  benefits: "Benefits",
  keywords: "the tags",
  usp: "Selling points",
  useCases: "Use cases",
  cta: "the call to action",
  whyChooseUs: "Why choose us",
  "course.subtitle": "the course subtitle",
  "course.courseDescription": "the course description",
  "course.whatYouWillLearn": "What you will learn",
  "course.requirements": "Requirements",
  "course.whoThisCourseIsFor": "Who this course is for",
  "course.courseFeatures": "Course features",
  "course.curriculumHighlights": "Curriculum highlights",
  "course.curriculumDetails": "the curriculum",
};

export const fieldLabel = (field: string) => LABELS[field] ?? field;
export const sentenceLabel = (field: string) => `${fieldLabel(field).charAt(0).toUpperCase()}${fieldLabel(field).slice(1)}`;

export type ListField = "features" | "benefits" | "usp" | "useCases" | `course.${(typeof COURSE_LIST_FIELDS)[number]}`;

/** Every list of a listing, the course's included, in the order a listing reads. */
export const LIST_FIELDS: readonly ListField[] = ["features", "benefits", "usp", "useCases", ...COURSE_LIST_FIELDS.map((field) => `course.${field}` as const)];

/** Lists that may not be left empty (the listing schema's minimums). */
export const minItems = (field: string) => (["features", "benefits", "course.whatYouWillLearn"].includes(field) ? 1 : 0);

export function getList(listing: CheckedListing, field: ListField): string[] {
  if (field.startsWith("course.")) return listing.course?.[field.slice(7) as (typeof COURSE_LIST_FIELDS)[number]] ?? [];
  return listing[field as "features" | "benefits" | "usp" | "useCases"];
}

export function setList(listing: CheckedListing, field: ListField, items: string[]): CheckedListing {
  if (!field.startsWith("course.")) return { ...listing, [field]: items };
  return listing.course ? { ...listing, course: { ...listing.course, [field.slice(7)]: items } } : listing;
}

/** Applies `fix` to every text (tags only when `tags` is set); returns the fields it changed. */
export function mapTexts(
  listing: CheckedListing,
  fix: (text: string, field: string, item: boolean) => string,
  tags: boolean,
): { listing: CheckedListing; changed: string[] } {
  const changed = new Set<string>();
  const one =
    (field: string, item = true) =>
    (text: string) => {
      const fixed = fix(text, field, item);
      if (fixed !== text) changed.add(field);
      return fixed;
    };
  const opt = (field: string, text: string | null) => (text === null ? null : one(field, false)(text));
  const course = listing.course;
  const next: CheckedListing = {
    ...listing,
    title: one("title", false)(listing.title),
    shortDescription: one("shortDescription", false)(listing.shortDescription),
    longDescription: one("longDescription", false)(listing.longDescription),
    features: listing.features.map(one("features")),
    benefits: listing.benefits.map(one("benefits")),
    keywords: tags ? listing.keywords.map(one("keywords")) : listing.keywords,
    usp: listing.usp.map(one("usp")),
    useCases: listing.useCases.map(one("useCases")),
    cta: opt("cta", listing.cta),
    whyChooseUs: opt("whyChooseUs", listing.whyChooseUs),
  };
  if (course) {
    const nextCourse = { ...course };
    if (course.subtitle !== undefined) nextCourse.subtitle = one("course.subtitle", false)(course.subtitle);
    if (course.courseDescription !== undefined) nextCourse.courseDescription = one("course.courseDescription", false)(course.courseDescription);
    for (const field of COURSE_LIST_FIELDS) {
      const items = course[field];
      if (items) nextCourse[field] = items.map(one(`course.${field}`));
    }
    if (course.curriculumDetails) {
      const fixModule = one("course.curriculumDetails", false);
      nextCourse.curriculumDetails = course.curriculumDetails.map((m) => ({
        ...m,
        title: fixModule(m.title),
        ...(m.details === undefined ? {} : { details: fixModule(m.details) }),
      }));
    }
    next.course = nextCourse;
  }
  return { listing: changed.size ? next : listing, changed: [...changed] };
}
